// strtol on symbolic text: the digits, sign and base-16 prefix are explored
// inside forage and the solver finds text whose value is 0x1f (31).
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
  char text[5];
  klee_make_symbolic(text, sizeof text, "text");
  text[4] = '\0';
  char *end;
  long v = strtol(text, &end, 0);
  if (v == 31 && *end == '\0')
    reach_error();
  return 0;
}
