// A local that stays in memory (its address is taken) and whose pointer
// field no store reached holds, natively, whatever the stack held; forage
// reads null. A test whose run crashes through such a pointer claims a
// crash the native build need not have, so it is not a Test-Comp test: it
// stays in tests.jsonl only (docs/uninitialized.md), like a test whose path
// reads a never-assigned scalar. The test that returns before the read is
// written, and forage replay and the independent TestCov-style harness
// agree on it.
// RUN: rm -rf %t && %forage %s --out %t --strategy dfs --max-iterations 50 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/tests.jsonl
// RUN: cat %t/test-*.xml | FileCheck --check-prefix=XML %s
// RUN: python3 %S/../../bench/testcov_replay.py --compare %t %s --forage %forage-bin | FileCheck --check-prefix=TESTCOV %s
// CHECK: tests: 2 in
// CHECK: bug: null-dereference
// CHECK: tests.jsonl: 1 tests kept there only
// CHECK: exit=1
// JSON: "null-dereference"
// JSON-SAME: "file":null
// JSON-SAME: "needs_uninitialized":true
// JSON: "file":"test-00002.xml"
// XML: <input type="int">3</input>
// TESTCOV: "diff": 0
extern int __VERIFIER_nondet_int(void);

struct device {
  int flags;
  struct device *next;
};

int probe(struct device *d) { return d->next->flags; }

int main(void) {
  struct device dev;
  dev.flags = __VERIFIER_nondet_int();
  if (dev.flags == 3)
    return 2;
  if (probe(&dev)) // dev.next was never assigned: null in forage
    return 1;
  return 0;
}
