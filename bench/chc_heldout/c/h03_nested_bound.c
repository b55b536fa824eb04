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
  int c = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < i; j++)
      c++;
  __VERIFIER_assert(c <= 45);
  return 0;
}
