// --strategy generational (SAGE): each path is found once (a child only
// flips branches after its parent's bound), so on a loop-free program with
// three independent conditions it runs exactly the 8 paths and proves the
// path space exhausted, covering all 6 edges.
// RUN: rm -rf %t && %forage %s --out %t --strategy generational > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: explored with generational in {{.*}} (path space exhausted)
// CHECK: executions: 8
// CHECK: paths: 8
// CHECK: branches: 6/6
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  int r = 0;
  if (a == 11)
    r += 1;
  if (b > 1000)
    r += 2;
  if (c - a == 5)
    r += 4;
  return r;
}
