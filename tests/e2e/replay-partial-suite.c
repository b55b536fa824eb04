// gcov counts what a suite really covers: a suite written by another tool
// with one test (x = 0) takes 1 of the 4 branch edges (the false edge of
// `x > 3`; `x == 5` is never evaluated) and runs 4 of the 7 lines gcov
// counts (the opening line of main, the input, the first `if`, `return 0`;
// not `if (x == 5)`, `return 2`, `return 1`).
// RUN: rm -rf %t && mkdir -p %t/suite && cp %s %t/prog.c
// RUN: python3 %S/Inputs/make_suite.py %t/suite %t/prog.c OtherTool 0
// RUN: %forage-bin replay %t/suite --program %t/prog.c > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: producer OtherTool
// CHECK: gcov branch coverage: 1/4 (25.0%), lines: 4/7
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 3) {
    if (x == 5)
      return 2;
    return 1;
  }
  return 0;
}
