// --target-branch ID: the false edge of the first branch (id 1) needs
// x <= 10; the true edge of the second (id 2) needs x == 77.
// RUN: rm -rf %t && %forage-bin reach %s --target-branch 1 --target-branch 2 --out %t --time 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: REACHED {{.*}}branch 1 (
// CHECK: REACHED {{.*}}branch 2 (
// CHECK: 2 reached, 0 unreachable, 0 unknown
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 10) {
    if (x == 77)
      return 2;
    return 1;
  }
  return 0;
}
