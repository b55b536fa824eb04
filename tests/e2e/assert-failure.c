// A failing assert() from <assert.h> (which calls __assert_fail): forage
// reports assertion-failure at the assert's line for x == 1000.  Paths: 2.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep '"assertion-failure"' %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// CHECK: (path space exhausted)
// CHECK: paths: 2
// CHECK: bugs: 1
// JSON: "inputs":[{"name":"","type":"int","value":"1000"}]
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  // CHECK: bug: assertion-failure at {{.*}}assert-failure.c:[[@LINE+1]]
  assert(x != 1000);
  return 0;
}
// CHECK: exit=1
