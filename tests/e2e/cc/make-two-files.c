// make CC=forage-cc builds a two-file program: the native executable runs,
// and prog.bc next to it is the whole program's unoptimised bitcode (despite
// the Makefile's -O2), with main and the other file's function, debug info,
// no optnone, and libm's sqrt left undefined.
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/Makefile %S/Inputs/util.c %S/Inputs/util.h %t/ && cp %s %t/main.c
// RUN: make -s -C %t prog CC=%forage-cc
// RUN: %t/prog 50 | FileCheck %s --check-prefix=NATIVE
// RUN: test -s %t/prog.bc
// RUN: llvm-nm-14 %t/prog.bc | FileCheck %s --check-prefix=NM
// RUN: llvm-dis-14 %t/prog.bc -o %t/prog.ll && not grep optnone %t/prog.ll
// RUN: FileCheck %s --check-prefix=IR < %t/prog.ll
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "util.h"

int main(int argc, char **argv) {
  int x = argc > 1 ? atoi(argv[1]) : 0;
  printf("class %d root %.0f\n", classify(x), sqrt(x > 0 ? x : 0));
  return 0;
}
// NATIVE: class 1 root 7
// NM-DAG: {{^-+}} t classify
// NM-DAG: {{^-+}} T main
// NM-DAG: U sqrt
// IR: define {{.*}}@main(
// IR: alloca i32
// IR: call {{.*}}@classify(
// IR: define internal {{.*}}@classify(
// IR: !DICompileUnit(
