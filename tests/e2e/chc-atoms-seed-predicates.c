// Issue 24, deliverable 4: `prove --engine both` gives the model checker
// the atoms of Spacer's checked invariants as predicates. The loop keeps
// x + y == n; refinement alone never finds it (its goal is set aside and
// stays open), with the seeded atoms (and the loop's test) the model
// checker proves the branch itself. The outcome is decided by Z3's
// resource limit and the refinement bound, not by the clock (--time is
// only a safety cap).
// RUN: rm -rf %t && %forage-bin prove %s --engine both --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/unreachable.json
// RUN: grep -E '"seed_atoms": *3' %t/stats.json
// RUN: grep -E '"seeded_predicates": *4' %t/stats.json
// RUN: rm -rf %t.n && %forage-bin prove %s --engine both --mc-invariant-atoms none --chc-rlimit 20000000 --time 600 --out %t.n > %t.n.out
// RUN: FileCheck --check-prefix=NONE %s < %t.n.out
// CHECK: unreachable:  1 proved
// CHECK: proved unreachable: {{.*}}chc-atoms-seed-predicates.c:33:7 (true outcome, into line 34)
// CHECK: seeded:       4 predicates from 3 invariant atoms
// CHECK: proved unreachable (spacer): error call at line 34
// CHECK: exit=0
// JSON: "into_line": 34
// NONE: unreachable:  0 proved
// NONE: open:         1 neither
// NONE-NOT: seeded:
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned x = n, y = 0;
  while (x > 0) {
    x--;
    y++;
  }
  if (y != n)
    reach_error();
  return 0;
}
