// forage prove --engine spacer says in stats.json what Houdini did: the
// candidate tier it ran on (0: every candidate), how many candidates and
// checks, and that it reached its fixpoint (a loop through a call; the
// error call is proved).
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
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int last;
void note(int v) { last = v; }
int main(void) {
  int k = 0, m = __VERIFIER_nondet_int();
  if (m < 1 || m > 500)
    return 0;
  for (; k < m; k++)
    note(k);
  if (k > m)
    reach_error();
  return 0;
}
