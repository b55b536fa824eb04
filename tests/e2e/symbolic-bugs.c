// Symbolic mode forks at checks as KLEE does: the other outcome of a
// division by a symbolic value becomes its own state (a failing one reports
// the bug, one that does not fail goes on); an assumption the first input
// violates is solved for instead of ending the path, and an unsatisfiable
// one ends it as infeasible.
// RUN: rm -rf %t && %forage %s --mode symbolic --out %t --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: bugs:         1
// CHECK: bug: division-by-zero at {{.*}}symbolic-bugs.c:[[@LINE+21]]
// CHECK: replayed bugs: 1 confirmed natively, 0 not reproduced
// CHECK: exit=1
// RUN: %forage %S/Inputs/symbolic-divide-first.c --mode symbolic --out %t.first > %t.first.out; test $? -eq 1
// RUN: FileCheck %s --check-prefix=FIRST < %t.first.out
// FIRST: (path space exhausted)
// FIRST: paths:        3
// FIRST: branches:     2/2 covered
// FIRST: bug: division-by-zero
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a > 100);
  if (b > 1000) {
    __VERIFIER_assume(b < 500);
    return 9;
  }
  if (a > 200)
    return a / (b - 7);
  return 0;
}
