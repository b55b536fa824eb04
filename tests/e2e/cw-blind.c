// The thesis' example1 (Figure 5.1): the error needs x == x*y && x > 2, a
// non-linear path condition that simplification by concrete values cannot
// solve. The concolic walk (alone, and as z3+cw's fallback) reaches it; the
// jCUTE-style baseline replaces x*y by c*y for x's current value c and
// never does.
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --solver z3+cw --max-iterations 200 > %t.both; echo "exit=$?" >> %t.both
// RUN: FileCheck %s --check-prefix=FOUND < %t.both
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --solver cw+z3 --max-iterations 200 > %t.wf; echo "exit=$?" >> %t.wf
// RUN: FileCheck %s --check-prefix=FOUND < %t.wf
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --solver cw --max-iterations 200 > %t.cw; echo "exit=$?" >> %t.cw
// RUN: FileCheck %s --check-prefixes=FOUND,CW < %t.cw
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --solver z3 --concretize-nonlinear --max-iterations 200 > %t.jcute; echo "exit=$?" >> %t.jcute
// RUN: FileCheck %s --check-prefix=MISSED < %t.jcute
// FOUND: bug: reach-error at {{.*}}cw-blind.c:[[@LINE+13]]
// CW: solved by: 0 Z3, {{[1-9][0-9]*}} concolic walk
// FOUND: exit=1
// MISSED: bugs: 0
// MISSED: exit=0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int z = x * y;
  if (x == z && x > 2)
    reach_error();
  return 0;
}
