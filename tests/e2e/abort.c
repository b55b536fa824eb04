// abort() on an input-dependent path (x == -5 and y odd).  With
// --abort-is-bug forage reports a bug of kind abort at the call (as KLEE
// does); by default abort() only ends the path quietly, as SV-COMP programs
// use it for assumptions.  Either way there are 3 paths and 4/4 edges.
// RUN: rm -rf %t && %forage %s --out %t --abort-is-bug > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep '"abort"' %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// RUN: rm -rf %t.quiet && %forage %s --out %t.quiet > %t.quiet.out; echo "exit=$?" >> %t.quiet.out
// RUN: FileCheck --check-prefix=QUIET %s < %t.quiet.out
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 4/4
// CHECK: bugs: 1
// JSON: "inputs":[{"name":"","type":"int","value":"-5"},{"name":"","type":"int","value":"{{-?[0-9]*[13579]}}"}]
// QUIET: (path space exhausted)
// QUIET: paths: 3
// QUIET: branches: 4/4
// QUIET: bugs: 0
// QUIET-NOT: bug:
// QUIET: exit=0
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x == -5) {
    if (y % 2 != 0)
      // CHECK: bug: abort at {{.*}}abort.c:[[@LINE+1]]
      abort();
  }
  return 0;
}
// CHECK: exit=1
