// snprintf formats a symbolic int inside forage (uClibc's printf core), so
// strcmp against "-42" leads the solver to x == -42; with --libc none
// snprintf runs natively on the concrete value and the bug stays hidden.
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 1000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// RUN: %forage %s --libc none --max-iterations 1000 --out %t.none > %t.none.out
// RUN: FileCheck --check-prefix=NONE %s < %t.none.out
// CHECK: bugs: 1
// CHECK: exit=1
// STATS: "external_calls": 0,
// NONE: bugs: 0
#include <klee/klee.h>
#include <stdio.h>
#include <string.h>
extern void reach_error(void);

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  klee_assume(x > -1000 & x < 1000);
  char buf[16];
  int n = snprintf(buf, sizeof buf, "%d", x);
  if (n == 3 && strcmp(buf, "-42") == 0)
    reach_error();
  return 0;
}
