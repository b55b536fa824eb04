// A symbolic file opened with fopen and read with getc (uClibc's stdio over
// the POSIX model): the bug needs the file named on the command line to
// hold "#!" followed by a digit.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --stop-on-error --sym-arg 1 --sym-files 1 3 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: bug: assertion-failure at {{.*}}fopen-file.c
// CHECK: replayed bugs: 1 confirmed natively
#include <assert.h>
#include <ctype.h>
#include <stdio.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  FILE *f = fopen(argv[1], "r");
  if (!f)
    return 2;
  int a = getc(f), b = getc(f), c = getc(f);
  fclose(f);
  if (a == '#' && b == '!')
    assert(!isdigit(c));
  return 0;
}
