// A newcomer runs a program that reads its arguments, stdin and a file
// without any --sym-* option: the summary names the option that would make
// each symbolic; with them given, no hint.
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 5 < /dev/null > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 5 --sym-args 0 1 2 --sym-stdin 2 --sym-files 1 2 > %t.sym 2>&1
// RUN: FileCheck %s --check-prefix=SYM < %t.sym
// CHECK: hint: its arguments are concrete (--sym-args 0 2 4 {{.*}}; it read stdin natively (--sym-stdin 16 {{.*}}; it read real files (--sym-files 1 16
// SYM: tests:
// SYM-NOT: hint:
#include <stdio.h>

int main(int argc, char **argv) {
  FILE *f = fopen(argc > 1 ? argv[1] : "/proc/self/stat", "r");
  int c = f ? fgetc(f) : 0;
  if (f)
    fclose(f);
  return getchar() == 'x' && c == 'y';
}
