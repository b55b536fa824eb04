// A longjmp to the frame of a function that has returned (undefined in C)
// ends the run as unsupported and names the function.
// RUN: rm -rf %t && not %forage %s --out %t --strategy hybrid --max-iterations 20 --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: error: longjmp to the frame of 'stale', which has returned (undefined in C) at {{.*}}setjmp-returned.c:[[#@LINE+10]]
#include <setjmp.h>

static jmp_buf Old;

static void stale(void) { (void)setjmp(Old); }

int main(int argc, char **argv) {
  if (argc > 1 && argv[1][0] == 's') {
    stale();
    longjmp(Old, 2);
  }
  return 0;
}
