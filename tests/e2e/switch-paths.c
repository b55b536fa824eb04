// A switch on an input with four cases and a default: exactly five paths,
// one branch edge per case plus the default, all covered; the solver must
// produce each case value.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: cat %t/test-*.xml | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 5
// CHECK: tests: 5
// CHECK: branches: 5/5
// CHECK: bugs: 0
// CHECK: exit=0
// TEST-DAG: <input type="int">1</input>
// TEST-DAG: <input type="int">2</input>
// TEST-DAG: <input type="int">-7</input>
// TEST-DAG: <input type="int">100000</input>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int c = __VERIFIER_nondet_int();
  int r;
  switch (c) {
  case 1:
    r = 10;
    break;
  case 2:
    r = 20;
    break;
  case -7:
    r = 30;
    break;
  case 100000:
    r = 40;
    break;
  default:
    r = 0;
    break;
  }
  return r;
}
