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
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100000) return 0;
  int x = 0, y = 0;
  while (x < n) { x++; y++; }
  __VERIFIER_assert(x == y);
  return 0;
}
