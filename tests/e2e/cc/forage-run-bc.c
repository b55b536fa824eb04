// forage explores the whole-program bitcode forage-cc leaves next to an
// executable: the other file's function is there (main has no branch of
// its own; the two are classify's), and both its sides are covered. (The native link ignores the undefined input call; forage's
// runtime defines it.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %forage-cc -I%S/Inputs -o %t/prog %s %S/Inputs/util.c -Wl,--unresolved-symbols=ignore-all
// RUN: %forage %t/prog.bc --out %t/out --max-iterations 1000 | FileCheck %s
#include "util.h"

int __VERIFIER_nondet_int(void);

int main(void) { return classify(__VERIFIER_nondet_int()); }
// CHECK: path space exhausted
// CHECK: paths: 2
// CHECK: branches: 2/2 covered
