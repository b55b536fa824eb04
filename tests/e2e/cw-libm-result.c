// Paths that need a library call's result: atan2's angle must fall in a
// narrow window and pow must hit 32 exactly (x = 4). Only evaluating the
// calls natively finds them; the tests replay natively against glibc.
// RUN: rm -rf %t && %forage %s --out %t --solver z3+cw --max-iterations 300 --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: branches: 8/8 covered
// CHECK: gcov: 8/8 branches taken
// CHECK: exit=0
#include <math.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  int r = 0;
  double a = atan2(y, x);
  if (a > 1.5 && a < 1.55)
    r += 1;
  if (x > 0 && pow(x, 2.5) == 32.0)
    r += 2;
  return r;
}
