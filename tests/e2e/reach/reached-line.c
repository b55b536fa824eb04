// --target FILE:LINE: the test reaches the line; tests.jsonl and the
// Test-Comp suite hold it, and it is a Cover-Branches test (no error).
// RUN: rm -rf %t && %forage-bin reach %s --target reached-line.c:14 --out %t --time 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=JSON < %t/tests.jsonl
// RUN: ls %t/test-00001.xml %t/metadata.xml
// CHECK: REACHED {{.*}}reached-line.c:{{[0-9]+}} (test 00001
// CHECK: exit=1
// JSON: "inputs":[{"name":"","type":"int","value":"1234"}]
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x - 1000 == 234)
    return 7;
  return 0;
}
