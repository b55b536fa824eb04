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
  int s = 0;
  for (int i = 0; i < n && i < 100; i++) s = inc(s);
  __VERIFIER_assert(s != 7);
  return 0;
}
