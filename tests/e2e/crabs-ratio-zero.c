// --mc-ratio 0 is the plain strategy: the same tests for the same seed.
// RUN: rm -rf %t.a %t.b
// RUN: %forage %S/../../bench/crabs/branches.c --strategy dfs --max-iterations 200 --out %t.a > /dev/null
// RUN: %forage %S/../../bench/crabs/branches.c --strategy dfs --max-iterations 200 --abstraction --mc-ratio 0 --out %t.b > %t.out
// RUN: grep -o '"inputs":\[[^]]*\]' %t.a/tests.jsonl > %t.a.inputs
// RUN: grep -o '"inputs":\[[^]]*\]' %t.b/tests.jsonl > %t.b.inputs
// RUN: diff %t.a.inputs %t.b.inputs
// RUN: FileCheck %s < %t.out
// CHECK: model checker: 0 tests
