// Replaying a suite against a program that is not the one it was made for
// (the programhash differs) warns, and still measures.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// RUN: %forage %t/prog.c --out %t/suite > /dev/null; test $? -le 1
// RUN: echo "/* edited */" >> %t/prog.c
// RUN: %forage-bin replay %t/suite --program %t/prog.c > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: FileCheck %s < %t.out
// WARN: warning: the suite was generated for a different program (programhash
// CHECK: gcov branch coverage: 2/2
extern int __VERIFIER_nondet_int(void);

int main(void) {
  if (__VERIFIER_nondet_int() > 100)
    return 1;
  return 0;
}
