// --strategy random-input is plain random testing, the baseline: random
// 32-bit inputs take both sides of `x > 0` but never hit the magic value,
// so 3 of the 4 edges are covered after 100 executions.
// RUN: rm -rf %t && %forage %s --out %t --strategy random-input --max-iterations 100 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: explored with random-input
// CHECK: executions: 100
// CHECK: branches: 3/4
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0)
    x = -x;
  if (x == -0x1234567)
    return 1;
  return 0;
}
