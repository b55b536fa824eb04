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
  int max = 0;
  int last = 0;
  while (__VERIFIER_nondet_int()) {
    last = __VERIFIER_nondet_int();
    if (last > max) max = last;
  }
  __VERIFIER_assert(max >= last);
  return 0;
}
