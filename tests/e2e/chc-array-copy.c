// forage prove --engine spacer proves an error call whose proof needs a
// quantified invariant over two arrays: after the copy loop, "every
// element of b below i equals a's". Spacer does not find it; Houdini's
// quantified candidates over the arrays do (copy below a counter, then
// below the whole object), and their invariants alone exclude the call.
// The arrays are locals left in memory (the frontend marks them
// indeterminate) and stay tracked.
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=JSON < %t/unreachable-chc.json
// CHECK: proved unreachable (spacer): error call at line 29
// CHECK: 0 dropped by the invariant check
// CHECK: exit=0
// JSON: forall
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a[1000];
  int b[1000];
  int i;
  for (i = 0; i < 1000; i++)
    a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 1000; i++)
    b[i] = a[i];
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= 1000)
    return 0;
  if (a[k] != b[k])
    reach_error();
  return 0;
}
