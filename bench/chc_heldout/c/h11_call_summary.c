extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR: { reach_error(); abort(); }
  }
}
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int inc(int a) { return a + 1; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000) return 0;
  int x = 0, i = 0;
  while (i < n) { x = inc(x); i++; }
  __VERIFIER_assert(x == i);
  return 0;
}
