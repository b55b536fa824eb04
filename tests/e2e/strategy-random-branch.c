// --strategy random-branch (seed 001, 3.2) forces a random branch of the
// current path each iteration; on this loop-free program it covers all 8
// branch edges and finds the error well within 200 iterations.
// RUN: rm -rf %t && %forage %s --out %t --strategy random-branch --max-iterations 200 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: explored with random-branch
// CHECK: branches: 8/8
// CHECK: bugs: 1
// CHECK: exit=1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int r = 0;
  if (a > 100)
    r += 1;
  if (b == 77)
    r += 2;
  if (a - b == 1000)
    r += 4;
  if (r == 7)
    reach_error();
  return r;
}
