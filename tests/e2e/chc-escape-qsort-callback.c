// A comparator handed to libc's qsort runs inside qsort (uClibc's code,
// interpreted, makes the indirect call): it escapes and starts from any
// state, so its error call, reached natively on the first comparison of
// 42, is never proved (nor called "never entered").
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK-NOT: proved unreachable (spacer): error call
// CHECK: exit=
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int calls;
static int compare(const void *A, const void *B) {
  ++calls;
  if (calls == 1 && *(const int *)A == 42)
    reach_error();
  return *(const int *)A - *(const int *)B;
}
int main(void) {
  int V[2];
  V[0] = __VERIFIER_nondet_int();
  V[1] = __VERIFIER_nondet_int();
  qsort(V, 2, sizeof V[0], compare);
  return 0;
}
