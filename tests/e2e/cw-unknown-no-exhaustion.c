// sin(x) > 2 is impossible, but neither Z3 (sin is uninterpreted) nor the
// concolic walk (a heuristic) can prove it: the query stays unknown, so DFS
// ends without claiming the path space exhausted, after the rounds of
// escalation a run without a budget may take.
// RUN: rm -rf %t && %forage %s --out %t --strategy dfs --cw-steps 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: explored with dfs in {{.*}} (no further branch could be forced (after 4 escalation rounds))
// CHECK: branches: 1/2 covered
// CHECK: escalated: 4 rounds
// CHECK: exit=0
#include <math.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (sin(x) > 2.0)
    return 1;
  return 0;
}
