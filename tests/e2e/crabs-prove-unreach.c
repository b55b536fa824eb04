// forage prove on the paper's unreach example (seed 003, Fig. 6): the true
// outcome of i < 0 in call() is proved unreachable (r >= 0 always), every
// other outcome is covered, and the coverage is reported raw and adjusted.
// RUN: rm -rf %t && %forage-bin prove %S/../../bench/crabs/unreach.c --out %t --time 30 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/unreachable.json
// RUN: FileCheck --check-prefix=LINES %s < %t/tests.jsonl
// CHECK: (model checking finished)
// CHECK: unreachable: 1 proved
// CHECK: coverage: 9/10 raw (90.0%), 9/9 adjusted (100.0%)
// CHECK: open: 0
// CHECK: proved unreachable: {{.*}}unreach.c:17:7 (true outcome, into line 18)
// CHECK: exit=0
// JSON: "location": "{{.*}}unreach.c:17:7"
// JSON: "outcome": "true"
// LINES: {"unreachable":{"branch":{{[0-9]+}},"into_line":18,"invariant":{{.*}},"location":"{{.*}}unreach.c:17:7","outcome":"true"}}
