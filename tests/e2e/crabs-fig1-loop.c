// The paper's motivating loop (seed 003, Fig. 1): foo() needs thirty
// inputs equal to 10. The model checker finds the predicate on b, and the
// monitor prunes every flip that sets b, so DFS covers foo() at once.
// RUN: rm -rf %t && %forage %S/../../bench/crabs/fig1-loop.c --abstraction --strategy dfs --crabs-round 1 --time 30 --out %t > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (every goal covered or proved unreachable)
// CHECK: coverage: 6/6 raw (100.0%), 6/6 adjusted (100.0%)
// CHECK: monitor: 0 flips refuted, {{[1-9][0-9]*}} pruned as dead, 0 divergences
