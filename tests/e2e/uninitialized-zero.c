// The rule of docs/uninitialized.md applies to SV-COMP programs only: a
// program without __VERIFIER_nondet calls (here the forage API) still reads
// a never-assigned local as 0, so the other side of status() != 0 stays
// uncovered and no test carries a value for it.
// RUN: rm -rf %t && %forage %s --out %t --strategy dfs > %t.out
// RUN: FileCheck %s < %t.out
// RUN: cat %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// CHECK: branches: 3/4
// JSON-NOT: forage.uninitialized
#include <forage/forage.h>

int status(void) {
  int i;
  return i;
}

int main(void) {
  int x;
  forage_make_symbolic(&x, sizeof x, "x");
  if (status() != 0)
    return 1;
  if (x == 7)
    return 2;
  return 0;
}
