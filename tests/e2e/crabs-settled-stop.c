// A run whose search has nothing left to force and whose model checker
// builds the same ARG again and again (here cut by --mc-max-nodes, with
// nothing to refine) stops there instead of spinning through empty phases
// until the budget, and says why; the dead outcome stays open (memory is
// havocked and the ARG is incomplete).
// RUN: rm -rf %t && %forage %s --abstraction --mc-max-nodes 3 --time 60 --out %t > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: every forcible branch tried, and the model checker can refine no further
// CHECK: unreachable: 0 proved
extern int __VERIFIER_nondet_int(void);

int g[4];

int main(void) {
  int x = __VERIFIER_nondet_int();
  g[x & 3] = 1;
  if (g[0] + g[1] + g[2] + g[3] == 2) // never: one element is set
    return 1;
  return 0;
}
