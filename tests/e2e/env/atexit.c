// A program that registers an atexit function (as every coreutils tool
// does) runs on inside forage: atexit is the runtime's, not the native one
// that would be handed a function of the interpreted program.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --stop-on-error --sym-arg 2 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK-NOT: native code cannot call back
// CHECK: bug: assertion-failure at {{.*}}atexit.c
#include <assert.h>
#include <stdlib.h>

static void done(void) {}

int main(int argc, char **argv) {
  atexit(done);
  if (argc > 1)
    assert(argv[1][0] != 'z');
  return 0;
}
