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
  unsigned int n = __VERIFIER_nondet_uint();
  if (n > 5000) return 0;
  unsigned int x = 0, i = 0;
  while (i < n) { x += 3; i++; }
  __VERIFIER_assert(x % 3 == 0);
  return 0;
}
