// atoi on symbolic text runs inside forage: a negative two-digit number
// below -50 reaches the bug.
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 2000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// CHECK: bugs: 1
// CHECK: exit=1
// STATS: "external_calls": 0,
#include <klee/klee.h>
#include <stdlib.h>
extern void reach_error(void);

int main(void) {
  char text[4];
  klee_make_symbolic(text, sizeof text, "text");
  text[3] = '\0';
  if (atoi(text) < -50)
    reach_error();
  return 0;
}
