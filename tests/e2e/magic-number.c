// A magic number only the solver can find: x == 0x1234abcd.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=TEST %s < %t/test-00002.xml
// CHECK: paths: 2
// CHECK: branches: 2/2
// CHECK: bug: reach-error at {{.*}}magic-number.c:[[@LINE+9]]
// CHECK: exit=1
// TEST: <input type="int">305441741</input>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 0x1234abcd)
    reach_error();
  return 0;
}
