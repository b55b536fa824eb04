// forage prove --engine spacer proves an error call whose proof needs the
// counters bounded (c += 2 stays below 2^31 because i <= n <= 100): Houdini's
// bounds (i <= n, n <= 100) are given to Spacer, which adds c == 2 * i; the
// evidence lists them and the invariant check passes.
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/unreachable-chc.json
// CHECK: proved unreachable (spacer): error call at line 22
// CHECK: 0 dropped by the invariant check
// CHECK: exit=0
// JSON: "error_call_line": 22
// JSON: "invariant": "{{.*}}(<= %1 100)
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100)
    return 0;
  int i = 0, c = 0;
  while (i < n) { i++; c += 2; }
  if (c != 2 * i)
    reach_error();
  return 0;
}
