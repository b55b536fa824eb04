// forage prove --engine spacer proves the error call unreachable with a
// loop invariant (x + y == n, kept by the body), checked before it is
// claimed, and writes the invariants to unreachable-chc.json.
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/unreachable-chc.json
// CHECK: proved unreachable (spacer): error call at line 22
// CHECK: 0 dropped by the invariant check
// CHECK: exit=0
// JSON: "engine": "spacer"
// JSON: "error_call_line": 22
// JSON: "relation": "main: block
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned x = n, y = 0;
  while (x > 0) {
    x--;
    y++;
  }
  if (y != n) reach_error();
  return 0;
}
