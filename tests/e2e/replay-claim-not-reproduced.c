// A test that claims to reach the error but does not (natively) is
// flagged, and replay exits with 1; a claim that holds is confirmed. The
// suite comes from "another tool", zipped.
// RUN: rm -rf %t %t.zip && mkdir -p %t && cp %s %t/prog.c
// RUN: python3 %S/Inputs/make_suite.py %t/suite %t/prog.c OtherTool --cover-error --zip 1 42
// RUN: %forage-bin replay %t/suite.zip --program %t/prog.c > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: t000.xml 0 reach-error NOT reproduced
// CHECK: t001.xml 101 reach-error confirmed
// CHECK: claimed bugs: 1 confirmed, 1 not reproduced
// CHECK: exit=1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  if (__VERIFIER_nondet_int() == 42)
    reach_error();
  return 0;
}
