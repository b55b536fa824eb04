// forage prove --engine spacer says in stats.json what Houdini did: the
// candidate tier it ran on (0: every candidate), how many candidates and
// checks, and that it reached its fixpoint (here it proves the error call
// alone: i <= n at the loop head, the loop running through a call).
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/stats.json
// CHECK: proved unreachable (spacer): error call at line 27
// CHECK: exit=0
// JSON: "houdini": {
// JSON-NEXT: "candidates": {{[1-9][0-9]*}},
// JSON-NEXT: "checks": {{[1-9][0-9]*}},
// JSON-NEXT: "outcome": "done",
// JSON-NEXT: "seconds":
// JSON-NEXT: "tier": 0
// JSON: "houdini_proved": {{[1-9]}}
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int g;
void touch(int x) { g = x; }
int main(void) {
  int n = __VERIFIER_nondet_int(), i = 0;
  if (n < 0 || n > 1000)
    return 0;
  while (i < n) { i++; touch(i); }
  if (i > n)
    reach_error();
  return 0;
}
