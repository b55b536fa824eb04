// A heap object freed on one input-dependent path (x == 99) and read
// afterwards: forage reports use-after-free at the read.  Paths: 2; the
// malloc-failure edge is not coverable (forage's malloc does not fail).
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep '"use-after-free"' %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// CHECK: (path space exhausted)
// CHECK: paths: 2
// CHECK: branches: 3/4
// CHECK: bugs: 1
// JSON: "inputs":[{"name":"","type":"int","value":"99"}]
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(sizeof *p);
  if (!p)
    return 0;
  *p = 7;
  int x = __VERIFIER_nondet_int();
  if (x == 99)
    free(p);
  // CHECK: bug: use-after-free at {{.*}}use-after-free.c:[[@LINE+1]]
  int v = *p;
  return v;
}
// CHECK: exit=1
