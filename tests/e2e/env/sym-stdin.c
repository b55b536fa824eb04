// --sym-stdin N: read(2) on fd 0 returns symbolic bytes; the bug needs
// stdin to start with "GO". The replay feeds the recorded stdin natively.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --stop-on-error --abort-is-bug --sym-stdin 4 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/env.py %t/tests.jsonl stdin | FileCheck --check-prefix=STDIN %s
// CHECK: bug: abort at {{.*}}sym-stdin.c
// CHECK: replayed bugs: 1 confirmed natively, 0 not reproduced
// STDIN: bug: b'GO
#include <stdlib.h>
#include <unistd.h>

int main(void) {
  char buf[4];
  ssize_t n = read(0, buf, sizeof buf);
  if (n >= 2 && buf[0] == 'G' && buf[1] == 'O')
    abort();
  return 0;
}
