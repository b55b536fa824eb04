// The target sits in a callee: the search leaves it upwards to every call
// site; only the second call can pass 42. Native replay confirms the test.
// RUN: rm -rf %t && %forage-bin reach %s --out %t --time 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage-bin replay %t --program %s | FileCheck %s --check-prefix=REPLAY
// CHECK: REACHED {{.*}}target-in-callee.c:13:
// CHECK: exit=1
// REPLAY: claimed bugs: 1 confirmed, 0 not reproduced
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static void check(int v, int w) {
  if (v == 42 && w > v)
    reach_error();
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  check(1, x);
  check(x - 8, 2 * x);
  return 0;
}
