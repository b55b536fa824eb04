// Homi's learning is deterministic under --seed: with the virtual clock
// (cycles and run budgets in instructions), two runs learn the same
// features, sample the same budgets and ratios, prune the same states and
// write the same tests.
// RUN: rm -rf %t.1 %t.2
// RUN: %forage %s --mode symbolic --homi --prune-virtual-clock 20000 --prune-cycle 0.5 --prune-time-max 3 --prune-runs 6 --homi-explore-runs 2 --out %t.1 | FileCheck %s
// RUN: %forage %s --mode symbolic --homi --prune-virtual-clock 20000 --prune-cycle 0.5 --prune-time-max 3 --prune-runs 6 --homi-explore-runs 2 --out %t.2 | FileCheck %s
// RUN: python3 %S/Inputs/check_symbolic_stats.py %t.1 same %t.2
// CHECK: (every run of --prune-runs done)
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int Score = 0;
  for (int I = 0; I < 40; ++I) {
    int X = __VERIFIER_nondet_int();
    if (X == 7)
      Score += 3;
    else if (X == 9)
      Score -= 2;
    else if (X > I)
      Score += 1;
  }
  return Score > 50;
}
