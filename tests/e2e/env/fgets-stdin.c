// stdin read line by line with fgets (uClibc's stdio over the POSIX model's
// read on a symbolic stdin), then parsed with sscanf: the bug needs a line
// "add A B" whose numbers sum to 10 (after any lines before it: which
// technique finds it, and so which input, depends on the schedule).
// RUN: rm -rf %t && not %forage %s --max-iterations 20000 --out %t --stop-on-error --sym-stdin 8 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/env.py %t/tests.jsonl stdin | FileCheck --check-prefix=STDIN %s
// CHECK: bug: assertion-failure at {{.*}}fgets-stdin.c
// CHECK: replayed bugs: 1 confirmed natively
// STDIN: bug: b'{{.*}}add
#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char line[16];
  while (fgets(line, sizeof line, stdin)) {
    int a, b;
    if (strncmp(line, "add", 3) == 0 && sscanf(line + 3, "%d %d", &a, &b) == 2)
      assert(a + b != 10);
  }
  return 0;
}
