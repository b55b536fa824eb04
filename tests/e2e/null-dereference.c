// A pointer left NULL when x == 3 and dereferenced: forage reports
// null-dereference at the load.  Paths: 2.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep '"null-dereference"' %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// CHECK: (path space exhausted)
// CHECK: paths: 2
// CHECK: branches: 2/2
// CHECK: bugs: 1
// JSON: "inputs":[{"name":"","type":"int","value":"3"}]
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int v = 5;
  int *p = 0;
  int x = __VERIFIER_nondet_int();
  if (x != 3)
    p = &v;
  // CHECK: bug: null-dereference at {{.*}}null-dereference.c:[[@LINE+1]]
  return *p;
}
// CHECK: exit=1
