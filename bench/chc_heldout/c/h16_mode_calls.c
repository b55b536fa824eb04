extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR: { reach_error(); abort(); }
  }
}
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int mode = 1;
int calls = 0;
void step(int in) {
  calls++;
  if (in > 10) mode = 2;
  else if (in < -10) mode = 1;
  else if (mode == 2) mode = 3;
  else mode = 1;
}
int main(void) {
  while (__VERIFIER_nondet_int())
    step(__VERIFIER_nondet_int());
  __VERIFIER_assert(mode >= 1 && mode <= 3);
  return calls;
}
