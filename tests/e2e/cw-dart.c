// DART's example with required overflow: x > 2000 and x*x*x == y + 3 in
// 32-bit arithmetic, where x*x*x wraps around. Bit-vector semantics are
// exact (Z3 answers; the concolic walk evaluates the same wrapping terms).
// RUN: rm -rf %t && %forage %s --out %t --solver z3+cw --max-iterations 100 --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: rm -rf %t && %forage %s --out %t --solver cw --max-iterations 100 > %t.cw; echo "exit=$?" >> %t.cw
// RUN: FileCheck %s --check-prefix=CW < %t.cw
// CHECK: bug: reach-error at {{.*}}cw-dart.c:[[@LINE+14]]
// CHECK: replayed bugs: 1 confirmed natively
// CHECK: exit=1
// CW: bug: reach-error
// CW: exit=1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x > 2000) {
    unsigned cube = (unsigned)x * (unsigned)x * (unsigned)x;
    if (cube == (unsigned)y + 3u)
      reach_error();
  }
  return 0;
}
