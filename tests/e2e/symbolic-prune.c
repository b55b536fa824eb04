// Pruning removes states every cycle, and every pruned state yields a test:
// random pruning (the paper's naive baseline) and Homi's learned pruning,
// on a program with exponentially many paths. The virtual clock makes the
// runs' budgets and pruning cycles count instructions, not wall time: with
// wall time, Homi pruned nothing in about a third of 4 s runs.
// RUN: rm -rf %t.r %t.h
// RUN: %forage %s --mode symbolic --all-tests --prune random --prune-virtual-clock 20000 --prune-cycle 0.2 --prune-time-max 1 --prune-runs 6 --time 30 --out %t.r | FileCheck %s --check-prefix=RANDOM
// RUN: python3 %S/Inputs/check_symbolic_stats.py %t.r prune
// RUN: %forage %s --mode symbolic --all-tests --homi --prune-virtual-clock 20000 --prune-cycle 0.2 --prune-time-max 1 --prune-runs 6 --homi-explore-runs 2 --time 30 --out %t.h | FileCheck %s --check-prefix=HOMI
// RUN: python3 %S/Inputs/check_symbolic_stats.py %t.h prune
// RANDOM: symbolic execution (random-path, nurs:covnew; random pruning)
// HOMI: symbolic execution (random-path, nurs:covnew; Homi)
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int Score = 0;
  for (int I = 0; I < 60; ++I) {
    int X = __VERIFIER_nondet_int();
    if (X == I)
      Score += 3;
    else if (X > 1000)
      Score -= 1;
  }
  return Score > 100;
}
