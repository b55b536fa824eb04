// An integer division whose divisor y - 3 is zero only for y == 3 (and only
// on the x > 100 side): forage reports division-by-zero at the division.
// Paths: x <= 100; x > 100 with y != 3; x > 100 with y == 3 (the bug) = 3.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep '"division-by-zero"' %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// STATS: "divergences": 0,
// JSON: "inputs":[{{.*}}"value":"3"}]
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 2/2
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int q = 0;
  if (x > 100)
    // CHECK: bug: division-by-zero at {{.*}}division-by-zero.c:[[@LINE+1]]
    q = x / (y - 3);
  return q;
}
// A forced run that ends at the check it forced followed the prediction.
// CHECK-NOT: divergences
// CHECK: exit=1
