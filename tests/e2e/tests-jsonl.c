// tests.jsonl has exactly one JSON line per test file written, in order,
// each naming its file and inputs.  With --all-tests every execution gets a
// test (7 paths: x < 0 gives y < 0, y == 9, neither; x == 0 and x > 0 each
// give y == 9 or not); by default only executions that cover something new
// do, and again tests.jsonl lists exactly the files written.
// RUN: rm -rf %t && %forage %s --out %t --all-tests > %t.out
// RUN: FileCheck --check-prefix=ALL %s < %t.out
// RUN: ls %t/test-*.xml | count 7
// RUN: count 7 < %t/tests.jsonl
// RUN: FileCheck --check-prefix=JSONL %s < %t/tests.jsonl
// RUN: rm -rf %t.new && %forage %s --out %t.new > %t.new.out
// RUN: FileCheck --check-prefix=NEW %s < %t.new.out
// RUN: test "$(ls %t.new/test-*.xml | wc -l)" -eq "$(wc -l < %t.new/tests.jsonl)"
// RUN: test "$(ls %t.new/test-*.xml | wc -l)" -lt 7
// RUN: sed 's/.*"file":"\([^"]*\)".*/\1/' %t.new/tests.jsonl > %t.new.files
// RUN: cd %t.new && ls test-*.xml | diff - %t.new.files
// ALL: paths: 7
// ALL: tests: 7
// ALL: branches: 8/8
// NEW: paths: 7
// NEW: branches: 8/8
// JSONL: {"end":"exit","execution":1,"exit_code":3,"file":"test-00001.xml","id":1,"inputs":[{"name":"","type":"int","value":"0"},{"name":"","type":"int","value":"0"}],
// JSONL-NEXT: "file":"test-00002.xml","id":2,
// JSONL-NEXT: "file":"test-00003.xml","id":3,
// JSONL-NEXT: "file":"test-00004.xml","id":4,
// JSONL-NEXT: "file":"test-00005.xml","id":5,
// JSONL-NEXT: "file":"test-00006.xml","id":6,
// JSONL-NEXT: "file":"test-00007.xml","id":7,
// JSONL-NOT: test-00008
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int r = 0;
  if (x < 0) {
    if (y < 0)
      r = 1;
    else
      r = 2;
  } else if (x == 0) {
    r = 3;
  }
  if (y == 9)
    r += 10;
  return r;
}
