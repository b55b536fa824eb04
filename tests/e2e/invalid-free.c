// free() of memory that malloc did not return: a stack variable (x == 1)
// and a pointer into the middle of a heap block (x == 2) are two distinct
// invalid-free bugs; any other x frees correctly.  Paths: 3.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 4/4
// CHECK: bugs: 2
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int local = 3;
  char *p = malloc(16);
  int x = __VERIFIER_nondet_int();
  if (x == 1)
    // CHECK-DAG: bug: invalid-free at {{.*}}invalid-free.c:[[@LINE+1]]
    free(&local);
  else if (x == 2)
    // CHECK-DAG: bug: invalid-free at {{.*}}invalid-free.c:[[@LINE+1]]
    free(p + 4);
  else
    free(p);
  return local;
}
// CHECK: exit=1
