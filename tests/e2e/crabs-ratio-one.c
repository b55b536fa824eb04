// --mc-ratio 1 is the model checker alone: every test comes from it (and
// was replayed by the interpreter), and the search never runs.
// RUN: rm -rf %t && %forage %S/../../bench/crabs/unreach.c --abstraction --mc-ratio 1 --time 20 --out %t > %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -o '"mc_tests":[0-9]*' %t/stats.json | head -1 > %t.mc
// RUN: grep -c . %t/tests.jsonl > %t.count
// RUN: FileCheck --check-prefix=COUNT %s < %t.count
// CHECK: executions: [[N:[0-9]+]]
// CHECK: model checker: [[N]] tests, [[N]] reproduced by the interpreter
// COUNT: {{[1-9]}}
