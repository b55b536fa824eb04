// sscanf("%d %d") on symbolic text runs inside forage (uClibc's scanf), so
// the solver finds the text "4 2" behind the bug; with --libc none sscanf
// is called natively on the concrete text and the bug stays hidden.
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 5000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// RUN: %forage %s --libc none --max-iterations 5000 --out %t.none > %t.none.out
// RUN: FileCheck --check-prefix=NONE %s < %t.none/stats.json
// CHECK: bugs: 1
// CHECK: exit=1
// STATS: "external_calls": 0,
// NONE: "external_calls": {{[1-9]}}
#include <klee/klee.h>
#include <stdio.h>
extern void reach_error(void);

int main(void) {
  char text[4];
  klee_make_symbolic(text, sizeof text, "text");
  text[3] = '\0';
  int a = 0, b = 0;
  if (sscanf(text, "%d %d", &a, &b) == 2 && a == 4 && b == 2)
    reach_error();
  return 0;
}
