// Shifting by at least the operand's width is undefined in C; as KLEE does,
// forage checks every shift and reports overshift with its line. The
// amount here is an input: the search asks the solver for one of 32 or
// more, and the claim is confirmed natively by UBSan on replay.
// RUN: rm -rf %t && %forage %s --out %t --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: bugs: 1
// CHECK: bug: overshift at {{.*}}overshift.c:[[@LINE+13]]{{.*}}not less than the width 32
// CHECK: replayed bugs: 1 confirmed natively, 0 not reproduced
// CHECK: exit=1
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned bits = __VERIFIER_nondet_uint();
  unsigned n = __VERIFIER_nondet_uint();
  unsigned mask = 1u;
  if (n > 100)
    return 0;
  if (n != 7)
    mask = 0xffu << (n & 7); // always in range
  return (int)(mask & (bits >> n));
}
