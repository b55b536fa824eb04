// Writing a global of the host's C library between forks of symbolic
// execution (glibc's program_invocation_name, as gnulib's set_program_name
// does; the bitcode libc has none, so it lives at the host's address): the
// write was taken for the program's first stack or heap object in the next
// memory image, a restore lost that object, and forage crashed (SIGSEGV in
// Interpreter::suspend; coreutils expr and factor after 7-16 s). Now every
// path runs, and the host global is left as the last write set it.
// RUN: rm -rf %t && %forage %s --mode symbolic --out %t --sym-arg 3 > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: path space exhausted
// CHECK: paths: 8
// CHECK: exit=0
#include <string.h>
extern char *program_invocation_name;

int main(int argc, char **argv) {
  char local[8];
  strcpy(local, "x");
  int n = 0;
  for (int i = 0; i < 3; ++i) {
    program_invocation_name = argv[0] + i;
    if (argv[1][i] == 'a' + i) // a fork: each child restores an image
      ++n;
    program_invocation_name = local;
  }
  return n;
}
