// sin(u) > 2 never holds, but the search cannot know: sin has no body and
// is uninterpreted for Z3. The verdict must be UNKNOWN; the other target,
// behind a real contradiction, is UNREACHABLE.
// RUN: rm -rf %t && %forage-bin reach %s --phase2-time 1 --out %t --time 10 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: UNKNOWN {{.*}}opaque-unknown.c:15:
// CHECK: UNREACHABLE {{.*}}opaque-unknown.c:17:
// CHECK: exit=0
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);
int main(void) {
  double u = __VERIFIER_nondet_double();
  if (sin(u) > 2.0)
    reach_error();
  if (u > 1.0 && u < 0.5)
    reach_error();
  return 0;
}
