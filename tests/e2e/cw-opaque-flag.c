// --opaque makes any pure library function a Call term, as libm's usual
// functions are by default. j0 (a Bessel function) is not on forage's list:
// without the flag it runs natively on concrete values, its result is
// concrete, and the branch on it cannot be steered; with --opaque j0 the
// concolic walk solves j0(x) < -0.3 with 0 < x < 10.
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --solver z3+cw --max-iterations 100 --opaque j0 > %t.on; echo "exit=$?" >> %t.on
// RUN: FileCheck %s --check-prefix=ON < %t.on
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --solver z3+cw --max-iterations 100 > %t.off; echo "exit=$?" >> %t.off
// RUN: FileCheck %s --check-prefix=OFF < %t.off
// ON: bug: reach-error at {{.*}}cw-opaque-flag.c:[[@LINE+11]]
// ON: exit=1
// OFF: bugs: 0
// OFF: exit=0
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x > 0 && x < 10 && j0(x) < -0.3)
    reach_error();
  return 0;
}
