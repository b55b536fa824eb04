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
  int state = 0;
  int steps = 0;
  while (__VERIFIER_nondet_int()) {
    int in = __VERIFIER_nondet_int();
    if (state == 0 && in > 0) state = 1;
    else if (state == 1 && in < 0) state = 2;
    else if (state == 2) state = 0;
    steps++;
  }
  __VERIFIER_assert(state >= 0 && state <= 2);
  return steps;
}
