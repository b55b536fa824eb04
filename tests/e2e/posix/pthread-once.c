// pthread_once runs its function once, inside the interpreter (natively it
// would be handed a function of the program: jq's hash seed). The bug sits
// in the initialiser, reached once whatever the number of calls.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 40 --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external pthread_once
// CHECK-NOT: cannot call back
// CHECK: bug: assertion-failure at {{.*}}pthread-once.c:[[#@LINE+8]]
#include <assert.h>
#include <pthread.h>

static pthread_once_t Once = PTHREAD_ONCE_INIT;
static int Calls;
static char First;

static void init(void) { assert(!(++Calls == 1 && First == 'o')); }

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  First = argv[1][0];
  pthread_once(&Once, init);
  pthread_once(&Once, init);
  return Calls == 1 ? 0 : 2;
}
