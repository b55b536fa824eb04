// forage-cc behaves as a compiler in every mode a build uses: -c gives a
// bitcode object with debug info, -E and -MM only preprocess, -o may come
// first, an assembler source becomes a native object whose symbol stays
// undefined in the bitcode, a -r link of bitcode objects stays bitcode, and
// a -shared link gives no bitcode.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %forage-cc -O2 -g0 -c %s -o %t/modes.o
// RUN: llvm-dis-14 %t/modes.o -o %t/modes.ll && not grep optnone %t/modes.ll
// RUN: FileCheck %s --check-prefix=OBJ < %t/modes.ll
// RUN: %forage-cc -E -DANSWER=42 %s | FileCheck %s --check-prefix=PRE
// RUN: %forage-cc -MM %s -MT target.o | FileCheck %s --check-prefix=DEP
// RUN: %forage-cc -o %t/first %s %S/Inputs/seven.s -Wl,--as-needed -lm
// RUN: %t/first | FileCheck %s --check-prefix=EXE
// RUN: llvm-nm-14 %t/first.bc | FileCheck %s --check-prefix=NM
// RUN: %forage-cc -c %S/Inputs/util.c -o %t/util.o
// RUN: %forage-cc -r -o %t/part.o %t/util.o
// RUN: llvm-nm-14 %t/part.o | FileCheck %s --check-prefix=PART
// RUN: %forage-cc -shared -fPIC %S/Inputs/util.c -o %t/libutil.so
// RUN: test -s %t/libutil.so && not test -e %t/libutil.so.bc
#include <stdio.h>
#ifndef ANSWER
#define ANSWER 7
#endif
int asm_seven(void);

int main(void) {
  printf("answer %d %d\n", ANSWER, asm_seven());
  return 0;
}
// OBJ: define {{.*}}@main(
// OBJ: !DICompileUnit(
// PRE: printf("answer %d %d\n", 42, asm_seven());
// DEP: target.o: {{.*}}modes.c
// EXE: answer 7 7
// NM: U asm_seven
// NM: T main
// PART: T classify
