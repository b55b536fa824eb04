// A spurious abstract path and its refinement: without predicates the ARG
// reaches the inner branch's true edge; its path is infeasible, the
// refiner adds x > 5 (and x < 3) and the rebuilt ARG no longer creates the
// edge, so the outcome is proved unreachable. The false outcome is covered.
// RUN: rm -rf %t && %forage-bin prove %s --out %t --time 30 > %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -E '"refinements": *[1-9]' %t/stats.json
// CHECK: unreachable: 1 proved
// CHECK: open: 0
// CHECK: proved unreachable: {{.*}}crabs-refine-spurious.c:[[@LINE+6]]:9 (true outcome, into line [[@LINE+7]])
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 5) {
    if (x < 3)
      return 1;
    return 2;
  }
  return 0;
}
