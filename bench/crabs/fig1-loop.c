/* Seed 003, Fig. 1: foo() runs only if all 30 inputs are 10 (one path in
   2^30 at the loop's branches). */
extern int __VERIFIER_nondet_int(void);

int reached;
void foo(void) { reached = 1; }

int main(void) {
  int i = 0, b = 0;
  while (i < 30) {
    int x = __VERIFIER_nondet_int();
    if (x != 10)
      b = 1;
    i++;
  }
  if (!b)
    foo();
  return 0;
}
