// __builtin_unreachable() reached on an input (x == 7, in the switch's
// default): a bug of kind unreachable.  Paths: cases 0, 1, 2, and the
// default with x == 7 or not = 5; 4 switch edges + 2 = 6 branch edges.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep '"unreachable"' %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// CHECK: (path space exhausted)
// CHECK: paths: 5
// CHECK: branches: 6/6
// CHECK: bugs: 1
// JSON: "inputs":[{"name":"","type":"int","value":"7"}]
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  switch (x & 3) {
  case 0:
    return 1;
  case 1:
    return 2;
  case 2:
    return 3;
  default:
    if (x == 7)
      // CHECK: bug: unreachable at {{.*}}unreachable.c:[[@LINE+1]]
      __builtin_unreachable();
    return 4;
  }
}
// CHECK: exit=1
