// Decision 9 of docs/architecture.md: killing forage at any instant (SIGKILL, no chance to
// clean up) leaves a valid suite: metadata.xml, whole test files that parse
// as XML, whole lines in tests.jsonl, and no temporary files.
// RUN: rm -rf %t && mkdir -p %t
// RUN: timeout -s KILL 5 %forage %s --strategy hybrid --out %t/suite > /dev/null 2>&1; test $? -eq 137
// RUN: python3 %S/Inputs/check_suite.py %t/suite | FileCheck %s
// CHECK: metadata ok
// CHECK: tests ok
#include <forage/forage.h>

int main(void) {
  char buf[12];
  forage_make_symbolic(buf, sizeof buf, "buf");
  int score = 0;
  for (int i = 0; i < 12; i++) {
    if (buf[i] == 'a' + i)
      score += i;
    else if (buf[i] > 'z')
      score -= 1;
  }
  return score > 40;
}
