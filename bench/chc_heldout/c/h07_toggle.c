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
  int x = 0, f = 0;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    if (f) { x--; f = 0; } else { x++; f = 1; }
  }
  __VERIFIER_assert(x == 0 || x == 1);
  return 0;
}
