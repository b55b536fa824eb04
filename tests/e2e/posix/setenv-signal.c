// setenv, putenv and unsetenv act on the program's own environment (empty
// at the start, as in the replay), never on forage's; signal under the name
// glibc's headers give it for _XOPEN_SOURCE (__sysv_signal, which units
// calls) stays in the model too.
// RUN: rm -rf %t && not %forage %s --compile-flag=-D_XOPEN_SOURCE=500 --out %t --max-iterations 40 --sym-arg 1 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external setenv --no-external getenv --no-external __sysv_signal --ends-match
// CHECK-NOT: cannot call back
// CHECK: bug: assertion-failure at {{.*}}setenv-signal.c
#include <assert.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

static void onTerm(int sig) { (void)sig; }

int main(int argc, char **argv) {
  if (argc < 2 || getenv("HOME"))
    return 1;
  signal(SIGTERM, onTerm);
  setenv("FORAGE_X", argv[1], 1);
  putenv("FORAGE_Y=1");
  unsetenv("FORAGE_Y");
  const char *x = getenv("FORAGE_X");
  if (!x || getenv("FORAGE_Y"))
    return 2;
  assert(strcmp(x, "e") != 0);
  return 0;
}
