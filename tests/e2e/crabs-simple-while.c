// The paper's simple-while (seed 003, Fig. 4; Crabs 12/12, every CREST
// strategy 11/12): the goal needs x == 4 in every round but round 6.
// RUN: rm -rf %t && %forage %S/../../bench/crabs/simple-while.c --abstraction --strategy cfg --crabs-round 1 --time 30 --out %t > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (every goal covered or proved unreachable)
// CHECK: coverage: 12/12 raw (100.0%), 12/12 adjusted (100.0%)
// CHECK: 0 divergences
