// tmpfile in a loop, in every execution, with forage's descriptors capped
// at 64: the model keeps each temporary file in memory and frees it when
// closed, so neither the program nor forage runs out of descriptors, no
// test is lost, and nothing lands on the disk.
// RUN: rm -rf %t && mkdir -p %t/cwd && cd %t/cwd && ulimit -n 64 && not %forage %s --out %t/out --max-iterations 40 --sym-arg 1 > %t/out.txt 2>&1
// RUN: FileCheck %s < %t/out.txt
// RUN: python3 %S/Inputs/check_run.py %t/out --no-external tmpfile --no-external fdopen --no-external open
// RUN: test -z "$(ls -A %t/cwd)"
// CHECK-NOT: cannot write tests
// CHECK: bug: assertion-failure at {{.*}}tmpfile-loop.c
#include <assert.h>
#include <stdio.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  int c = 0;
  for (int i = 0; i < 2000; ++i) {
    FILE *f = tmpfile();
    if (!f)
      return 3;
    fputc(argv[1][0], f);
    rewind(f);
    c = fgetc(f);
    fclose(f);
  }
  assert(c != 'q');
  return 0;
}
