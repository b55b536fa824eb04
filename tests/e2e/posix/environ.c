// environ is the model's environment, in the program's memory: empty at
// the start (as the replay's), what setenv adds shows in it, and a program
// that edits its strings (gawk's ENVIRON) does not write to forage's own.
// RUN: rm -rf %t && not %forage %s --out %t --strategy hybrid --max-iterations 20 --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external environ
// CHECK-NOT: native call handed the program
// CHECK: bug: assertion-failure at {{.*}}environ.c:[[#@LINE+19]]
#include <assert.h>
#include <stdlib.h>
#include <string.h>

extern char **environ;

int main(int argc, char **argv) {
  if (argc < 2 || environ[0] != 0)
    return 1;
  setenv("A", "1", 1);
  setenv("B", argv[1], 1);
  unsetenv("A");
  int n = 0;
  for (char **e = environ; *e; ++e, ++n) {
    char *eq = strchr(*e, '=');
    if (eq)
      *eq = '\0'; // edits the string, as gawk does
  }
  assert(!(n == 1 && strcmp(environ[0], "B") == 0 && argv[1][0] == 'x'));
  return 0;
}
