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
  int a[10];
  for (int i = 0; i < 10; i++) a[i] = 1;
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= 10) return 0;
  __VERIFIER_assert(a[k] == 1);
  return 0;
}
