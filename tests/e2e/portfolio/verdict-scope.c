// A verdict says what it holds for. Without --sym-*, argc is 1: the abort
// on line 19 is unreachable with no arguments, and forage reach says so.
// RUN: rm -rf %t && %forage-bin reach %s --target verdict-scope.c:19 --out %t --seed 1 > %t.out
// RUN: FileCheck %s < %t.out
// RUN: rm -rf %t.s && %forage-bin reach %s --target verdict-scope.c:19 --out %t.s --seed 1 --max-iterations 3000 --sym-args 0 1 2 --sym-stdin 4 > %t.s.out; echo "exit=$?" >> %t.s.out
// RUN: FileCheck --check-prefix=SYM %s < %t.s.out
// CHECK: UNREACHABLE verdict-scope.c:19
// CHECK: proofs hold: with no arguments, empty stdin and no input files
// SYM: REACHED verdict-scope.c:19
// SYM: exit=1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  int lines = 0, c;
  while ((c = getchar()) != EOF)
    lines += c == '\n';
  if (argc > 1 && strcmp(argv[1], "-v") == 0 && lines == 2)
    abort();
  return 0;
}
