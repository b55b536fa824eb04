// An execution whose own buffer fills --max-memory (a size the input
// chose) ends, its memory goes back to the system, and the search goes on:
// the bug two decisions further is still found, within the budget.
// RUN: rm -rf %t && not %forage %s --out %t --strategy generational --max-iterations 30 --max-memory 250 --sym-arg 2 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK-NOT: memory budget reached
// CHECK: bug: assertion-failure at {{.*}}max-memory-execution.c:[[#@LINE+19]]
#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  if (argv[1][0] == 'b') {
    char *p = 0;
    for (int k = 0; k < 30; ++k) {
      p = malloc(10u << 20);
      if (!p)
        return 2;
      memset(p, 1, 10u << 20);
    }
    return p[7];
  }
  if (argv[1][0] == 'z' && argv[1][1] == 'q')
    assert(0);
  return 0;
}
