// strchr and strtok on symbolic text run inside forage: a comma-separated
// pair whose second field starts with 'z' reaches the bug.
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 1000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// CHECK: bugs: 1
// CHECK: exit=1
// STATS: "external_calls": 0,
#include <klee/klee.h>
#include <string.h>
extern void reach_error(void);

int main(void) {
  char text[5];
  klee_make_symbolic(text, sizeof text, "text");
  text[4] = '\0';
  if (!strchr(text, ','))
    return 0;
  char *first = strtok(text, ",");
  char *second = strtok(0, ",");
  if (first && second && second[0] == 'z')
    reach_error();
  return 0;
}
