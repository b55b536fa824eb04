// The native replay runs each test under the argv[0] forage gave the
// program (the source's name), not under the path of the replay's build:
// a bug that depends on the program's name is confirmed natively.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --stop-on-error --sym-arg 1 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: bug: assertion-failure at {{.*}}argv0.c:[[#@LINE+8]]
// CHECK: replayed bugs: 1 confirmed natively
#include <assert.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 0;
  assert(!(argv[1][0] == 'x' && strcmp(argv[0], "argv0") == 0));
  return 0;
}
