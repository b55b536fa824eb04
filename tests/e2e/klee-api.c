// The KLEE API: klee_make_symbolic turns an int into four byte inputs,
// klee_assume restricts it to 0..9 (so a > 20 is infeasible) and klee_range
// gives c in 0..2 (so c > 5 is infeasible).  Paths: a == 7 F; T with c == 2
// F; T T = 3; 6 of 8 branch edges are coverable.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 6/8
// CHECK: bugs: 1
// The four bytes of a (little-endian 7), then c.
// TEST: <input variable="a" type="unsigned char">7</input>
// TEST-NEXT: <input variable="a" type="unsigned char">0</input>
// TEST-NEXT: <input variable="a" type="unsigned char">0</input>
// TEST-NEXT: <input variable="a" type="unsigned char">0</input>
// TEST-NEXT: <input type="int">2</input>
#include <klee/klee.h>
extern void reach_error(void);

int main(void) {
  int a;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_assume(a >= 0 & a < 10);
  if (a > 20)
    return 2; /* infeasible */
  int c = klee_range(0, 3, "c");
  if (c > 5)
    return 3; /* infeasible */
  if (a == 7) {
    if (c == 2)
      // CHECK: bug: reach-error at {{.*}}klee-api.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
