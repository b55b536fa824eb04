// The functions atexit registers run when the program exits, last first,
// whether it calls exit or returns from main: a bug inside one is found.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: bugs: 2
// CHECK-DAG: bug: assertion-failure at {{.*}}atexit-runs.c:[[#@LINE+16]]
// CHECK-DAG: bug: assertion-failure at {{.*}}atexit-runs.c:[[#@LINE+12]]
#include <assert.h>
#include <stdlib.h>

static char First;
static int Order;

static void second(void) { Order = Order * 10 + 2; }

static void first(void) {
  Order = Order * 10 + 1;
  // Registered first, so run last: after second().
  assert(!(First == 'e' && Order == 21));
}

static void flush(void) { assert(!(First == 'r' && Order == 0)); }

int main(int argc, char **argv) {
  if (argc < 2)
    return 0;
  First = argv[1][0];
  atexit(first);
  atexit(second);
  if (First == 'e')
    exit(3);
  atexit(flush);
  Order = 0;
  return 0;
}
