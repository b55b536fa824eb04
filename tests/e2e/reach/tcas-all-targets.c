// tcas (bench/reach/tcas.c): all three results of alt_sep_test are reached
// within a budget the search used to overrun. Seed 1's order makes the
// search refute about 500 backward segments before it reaches target 2;
// with one Z3 solver created per check that took about 26 s, with the
// incremental solver (push/pop along the backward path) well under 2 s.
// The work is bounded by segments per target; --time is only a cap far
// above it: with --time 8, a loaded machine ran out of time on target 2
// (scripts/load-test.sh, docs/determinism.md).
// RUN: rm -rf %t && %forage-bin reach %S/../../../bench/reach/tcas.c --symcretic-only --seed 1 --max-segments 3000 --time 90 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage-bin replay %t --program %S/../../../bench/reach/tcas.c | FileCheck %s --check-prefix=REPLAY
// CHECK: REACHED {{.*}}tcas.c:100:5 (test 00001
// CHECK: REACHED {{.*}}tcas.c:102:5 (test 00002
// CHECK: REACHED {{.*}}tcas.c:104:5 (test 00003
// CHECK: summary: 3 reached, 0 unreachable, 0 unknown
// CHECK: exit=1
// REPLAY: claimed bugs: 3 confirmed, 0 not reproduced
