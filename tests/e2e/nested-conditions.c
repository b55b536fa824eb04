// Nested conditions on two inputs: DFS must explore exactly the 5 feasible
// paths of the loop-free program and skip the infeasible x < 5 under x > 10
// (10 branch edges, 9 of them coverable).
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: paths: 5
// CHECK: tests: 5
// CHECK: branches: 9/10
// CHECK: bugs: 0
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int r;
  if (x > 10) {
    if (y > 20) {
      if (x < y)
        r = 1;
      else
        r = 2;
    } else {
      if (x < 5) /* infeasible: x > 10 */
        r = 9;
      else
        r = 3;
    }
  } else {
    if (y == 5)
      r = 4;
    else
      r = 5;
  }
  return r;
}
