// A reachable error call is never proved: Spacer answers sat, its
// derivation becomes an input, and the interpreter's run of it is the test
// that reaches the error (x == 14 after three additions of x).
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/unreachable-chc.json
// CHECK-NOT: proved unreachable (spacer): error call
// CHECK: spacer: {{.*}} reachable
// CHECK: bug: {{.*}}chc-reachable-error.c:20
// CHECK: exit=1
// JSON-NOT: error_call_line
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < 3; i++)
    s += x;
  if (s == 42)
    reach_error();
  return 0;
}
