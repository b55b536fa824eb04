// An assumption that the initial all-zero input violates (x > 0): the first
// execution is cut, and forage must still solve for inputs satisfying the
// assumption and explore the 2 feasible paths, finding x == 5.  The cut
// execution is not a path: 3 executions, 2 paths.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: executions: 3
// CHECK: paths: 2
// CHECK: branches: 2/2
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0);
  if (x == 5)
    // CHECK: bug: reach-error at {{.*}}assume-initial-violation.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
