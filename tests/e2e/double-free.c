// Freeing the same block twice, the second time only when x == 6: forage
// reports double-free at the second call.  Paths: x > 5 F; T with x < 7 F;
// T T (the bug) = 3.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep '"double-free"' %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: bugs: 1
// JSON: "inputs":[{"name":"","type":"int","value":"6"}]
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  char *p = malloc(8);
  int x = __VERIFIER_nondet_int();
  free(p);
  if (x > 5 && x < 7)
    // CHECK: bug: double-free at {{.*}}double-free.c:[[@LINE+1]]
    free(p);
  return 0;
}
// CHECK: exit=1
