// In an SV-COMP program a read of a never-assigned local is an input
// (docs/uninitialized.md): forage covers both outcomes of status() != 0.
// No Test-Comp harness can set that value (the k-th <input> is the k-th
// __VERIFIER_nondet call's), so the tests whose path reads it stay in
// tests.jsonl only; the test that reaches reach_error before the read is a
// Test-Comp test holding its one nondet value. forage replay and an
// independent TestCov-style harness (bench/testcov_replay.py) agree on it.
// RUN: rm -rf %t && %forage %s --out %t --strategy dfs --max-iterations 50 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: cat %t/test-*.xml | FileCheck --check-prefix=XML %s
// RUN: FileCheck --check-prefix=JSON %s < %t/tests.jsonl
// RUN: %forage-bin replay %t --no-sanitizers > %t.replay 2>&1
// RUN: FileCheck --check-prefix=REPLAY %s < %t.replay
// RUN: python3 %S/../../bench/testcov_replay.py --compare %t %s --forage %forage-bin | FileCheck --check-prefix=TESTCOV %s
// CHECK: branches: 4/4
// CHECK: bug: reach-error
// CHECK: tests.jsonl: 2 tests kept there only
// CHECK: exit=1
// XML-NOT: forage.uninitialized
// XML: <input type="int">7</input>
// XML-NOT: forage.uninitialized
// JSON: "needs_uninitialized":true
// REPLAY: reach-error confirmed
// REPLAY: gcov branch coverage: 1/4
// TESTCOV: "testcov": {"tests": 1, "taken": 1, "total": 4}, "forage": {"taken": 1, "total": 4}, "diff": 0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int status(void) {
  int i;
  return i;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 7)
    reach_error();
  if (status() != 0)
    return 1;
  return 0;
}
