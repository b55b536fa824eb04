// A(LP) reaches an edge that no single flip of a recorded decision reaches:
// every run that gets to the branch on n went round the loop n times before,
// which fixes n, so each flipped prefix is unsatisfiable; constraint
// generation drops the earliest conflicting decision (the loop's exit) and
// the relaxed domain's model covers the edge (seed 000, section 8.3).
// Without relaxation the edge stays uncovered.
// RUN: rm -rf %t && %forage-bin sample %s --seed 2 --rounds 5 --samples 100 --direct-distance 0 --no-progress --out %t
// RUN: FileCheck %s < %t/tests.jsonl
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// RUN: rm -rf %t.off && %forage-bin sample %s --seed 2 --rounds 5 --samples 100 --direct-distance 0 --max-relaxations 0 --no-progress --out %t.off
// RUN: FileCheck --check-prefix=OFF %s < %t.off/tests.jsonl
// CHECK: "value":"4321"
// STATS: "relaxed_paths": {{[1-9]}}
// OFF-NOT: "value":"4321"
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int g;
__attribute__((noinline)) void mark(int k) { g += k; }

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5000);
  for (int j = 0; j < n; j++)
    mark(1);
  int i = __VERIFIER_nondet_int();
  if (i == 12345) {
    mark(2);
    if (n == 4321)
      mark(5);
  }
  return g;
}
