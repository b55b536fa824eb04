// --strategy uniform-random (seed 001, 3.1) samples paths, restarting when
// a walk picks no branch; two independent conditions are covered fully.
// RUN: rm -rf %t && %forage %s --out %t --strategy uniform-random --max-iterations 200 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: explored with uniform-random
// CHECK: branches: 4/4
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int r = 0;
  if (a == 123456)
    r += 1;
  if (b < -5000)
    r += 2;
  return r;
}
