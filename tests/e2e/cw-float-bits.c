// The thesis' example2: a branch on a double's bit pattern. Loads through
// memcpy keep the bits symbolic, so the mask test is an exact bit-vector
// constraint over the same variable that `u > 5.0` constrains in Z3's FP
// theory; both must hold at once.
// RUN: rm -rf %t && %forage %s --out %t --solver z3+cw --max-iterations 100 --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: bug: reach-error at {{.*}}cw-float-bits.c:[[@LINE+14]]
// CHECK: replayed bugs: 1 confirmed natively
// CHECK: exit=1
#include <stdint.h>
#include <string.h>
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);

int main(void) {
  double u = __VERIFIER_nondet_double();
  uint64_t v;
  memcpy(&v, &u, sizeof v);
  uint64_t w = v & 0xff000;
  if (w == 0xa5000 && u > 5.0 && u < 6.0)
    reach_error();
  return 0;
}
