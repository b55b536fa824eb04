// forage run --abstraction on the paper's unreach example (seed 003,
// Table 1: Crabs 9/9): concolic testing covers the nine reachable outcomes
// and the model checker proves the tenth unreachable; the goal leaves the
// denominator and the run stops early.
// RUN: rm -rf %t && %forage %S/../../bench/crabs/unreach.c --abstraction --strategy dfs --crabs-round 1 --time 30 --out %t > %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -o '"monitor_divergences": *[0-9]*' %t/stats.json | FileCheck --check-prefix=STATS %s
// CHECK: (every goal covered or proved unreachable)
// CHECK: unreachable: 1 proved
// CHECK: coverage: 9/10 raw (90.0%), 9/9 adjusted (100.0%)
// CHECK: proved unreachable: {{.*}}unreach.c:17:7 (true outcome, into line 18)
// CHECK: 0 divergences
// STATS: "monitor_divergences": 0
