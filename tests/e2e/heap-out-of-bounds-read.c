// A read from a 4-int heap block at an input index: in-range indices are
// fine, an index past the end (or before the start) is an out-of-bounds
// read at the load.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: bugs: 1
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *a = malloc(4 * sizeof(int));
  for (int k = 0; k < 4; k++)
    a[k] = k;
  int i = __VERIFIER_nondet_int();
  // CHECK: bug: out-of-bounds at {{.*}}heap-out-of-bounds-read.c:[[@LINE+1]]
  int v = a[i];
  free(a);
  return v;
}
// CHECK: exit=1
