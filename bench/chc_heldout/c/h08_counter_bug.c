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
  if (n > 20) return 0;
  int c = 0;
  for (int i = 0; i < n; i++) c++;
  __VERIFIER_assert(c < 10);
  return 0;
}
