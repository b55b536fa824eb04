// forage prove --engine spacer proves an error call whose proof needs a
// modular invariant at the loop head: "y % 3 == 0 -> x % 3 == 0" (and
// "y % 3 != 0 -> x <= 30"). Houdini's residue candidates supply them (the
// remainders by 3 in the program give the modulus); Spacer's rules get
// the remainders as linear facts (a == 3 q + r), without which Spacer
// 4.8.12 gets stuck.
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: proved unreachable (spacer): error call at line 25
// CHECK: 0 dropped by the invariant check
// CHECK: exit=0
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned x = 0;
  unsigned y = __VERIFIER_nondet_uint();
  while (x < 30) {
    if (y % 3 == 0)
      x += 3;
    else
      x++;
  }
  // x == 30 either way: a multiple of 3 when y is one.
  if (y % 3 == 0 && x % 3 != 0)
    reach_error();
  return 0;
}
