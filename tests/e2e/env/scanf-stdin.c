// scanf on a symbolic stdin: the bug needs two numbers in decreasing order,
// the first above 100.
// RUN: rm -rf %t && not %forage %s --max-iterations 5000 --out %t --stop-on-error --sym-stdin 8 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: bug: assertion-failure at {{.*}}scanf-stdin.c
// CHECK: replayed bugs: 1 confirmed natively
#include <assert.h>
#include <stdio.h>

int main(void) {
  int x, y;
  if (scanf("%d %d", &x, &y) != 2)
    return 1;
  if (x > 100)
    assert(y >= x);
  return 0;
}
