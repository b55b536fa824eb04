// --trace-branches writes, per test, the number and hash of the program's
// branch edges its execution took; a native build of --traced-module (the
// module forage ran, with a trace call before each branch) takes the same
// sequence (docs/difftest.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %forage %s --out %t/out --quiet --trace-branches --traced-module %t/traced.bc
// RUN: clang-14 -w %t/traced.bc %S/../../runtime/native/BranchTrace.c -o %t/native
// RUN: env FORAGE_BRANCH_TRACE=%t/trace.txt %t/native
// RUN: cat %t/out/tests.jsonl %t/trace.txt | FileCheck %s
// Four loop tests, three ifs, three switches.
// CHECK: "branches":{"count":10,"hash":"[[HASH:[0-9a-f]+]]"}
// CHECK: 10 [[HASH]]
// RUN: %forage %s --out %t/plain --quiet
// RUN: FileCheck %s --check-prefix=PLAIN < %t/plain/tests.jsonl
// PLAIN-NOT: "branches"
int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++) {
    if (i == 1)
      s += 2;
    switch (i) {
    case 0:
      s++;
      break;
    case 2:
      s--;
      break;
    default:
      break;
    }
  }
  return s - 2;
}
