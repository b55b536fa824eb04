// A native function handed a FILE of forage's libc (uClibc's, laid out
// unlike the host's glibc FILE) cannot use it: the execution is cut there,
// as at a limit, and no bug is claimed (coreutils expr handed stdout to
// GMP's native mpz_out_str: false external-crash claims that the replay
// refuted; here, glibc's putw, which is not in the bitcode libc, ran
// natively on uClibc's stdout, silently).
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 20 --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: grep -c '"end":"limit"' %t/tests.jsonl | FileCheck %s --check-prefix=CUT
// CHECK-NOT: bug:
// CHECK: bugs: 0
// CUT: 1
#include <stdio.h>

int putw(int W, FILE *Stream);

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  if (argv[1][0] == 'x')
    putw(7, stdout);
  return 0;
}
