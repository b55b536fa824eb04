// abs() of INT_MIN is still negative (it wraps): forage's libc model of abs
// must let the solver find x == INT_MIN.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: branches: 2/2
// CHECK: bugs: 1
// TEST: <input type="int">-2147483648</input>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (abs(x) < 0)
    // CHECK: bug: reach-error at {{.*}}abs-int-min.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
