// exit() ends the path like a return from main: the reach_error after an
// exit on the same condition is unreachable (its true edge stays
// uncovered), while the one for x == 5 is found.  Paths: 3; 5 of 6 edges.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 5/6
// CHECK: bugs: 1
// CHECK-NEXT: bug: reach-error at {{.*}}exit-ends-path.c:[[@LINE+14]]
// CHECK-NOT: bug:
// CHECK: exit=1
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 4)
    exit(0);
  if (x == 4)
    reach_error(); /* dead: exit() does not return */
  if (x == 5)
    reach_error();
  return 0;
}
