// A static archive of bitcode objects (AR=llvm-ar-14, RANLIB=llvm-ranlib-14)
// links like any archive: prog-lib.bc holds the member main needs and not
// the member nothing refers to.
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/Makefile %S/Inputs/util.c %S/Inputs/util.h %S/Inputs/unused.c %t/ && cp %s %t/main.c
// RUN: make -s -C %t prog-lib CC=%forage-cc AR=llvm-ar-14 RANLIB=llvm-ranlib-14
// RUN: %t/prog-lib 500 | FileCheck %s --check-prefix=NATIVE
// RUN: llvm-nm-14 %t/prog-lib.bc | FileCheck %s --check-prefix=NM
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "util.h"

int main(int argc, char **argv) {
  int x = argc > 1 ? atoi(argv[1]) : 0;
  printf("class %d root %.0f\n", classify(x), floor(sqrt(x)));
  return 0;
}
// NATIVE: class 2 root 22
// NM-NOT: unused_member
// NM: t classify
// NM-NOT: unused_member
// NM: T main
// NM-NOT: unused_member
