extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR: { reach_error(); abort(); }
  }
}
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int y = __VERIFIER_nondet_uint();
  unsigned int x = 0;
  while (x < 51) {
    if (y % 3 == 0) x += 2; else x++;
  }
  __VERIFIER_assert(x % 2 == 0);
  return 0;
}
