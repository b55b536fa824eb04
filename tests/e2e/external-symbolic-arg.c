// A symbolic value passed to a natively called function (sprintf) has to be
// made concrete for the call, but that must not hide the rest of its value
// space: the program has 2 feasible paths and the second (x == 31337)
// reaches the error. --libc none keeps sprintf native (with the bitcode
// libc it runs inside forage, and x's digits are explored first: about 45 s
// to reach 31337, docs/libc.md).
// RUN: rm -rf %t && %forage %s --libc none --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: branches: 2/2
// CHECK: bugs: 1
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  char out[32];
  sprintf(out, "%d", x);
  if (x == 31337)
    // CHECK: bug: reach-error at {{.*}}external-symbolic-arg.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
