// An indirect call whose target is chosen by an input (clang emits a select,
// so the pointer is symbolic and forage must try both targets): the value
// flows through the callee, and DFS finds sel == 1 (negate) with x == -42.
// Paths: target negate/twice times op(x) == 42 T/F = 4; the inner sel == 1
// is then decided by the target (twice with x == 21 takes its false edge).
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 4/4
// CHECK: bugs: 1
// TEST: <input type="int">1</input>
// TEST-NEXT: <input type="int">-42</input>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int twice(int v) { return 2 * v; }
static int negate(int v) { return -v; }

int main(void) {
  int sel = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int (*op)(int) = sel == 1 ? negate : twice;
  if (op(x) == 42) {
    if (sel == 1)
      // CHECK: bug: reach-error at {{.*}}function-pointer.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
