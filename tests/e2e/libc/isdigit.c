// An isdigit loop over symbolic text (forage's comparison-based ctype model,
// linked before uClibc) and the digits' sum: the solver finds "99".
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 1000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// CHECK: bugs: 1
// CHECK: exit=1
// STATS: "external_calls": 0,
#include <ctype.h>
#include <klee/klee.h>
extern void reach_error(void);

int main(void) {
  char text[3];
  klee_make_symbolic(text, sizeof text, "text");
  text[2] = '\0';
  int sum = 0;
  for (const char *p = text; *p && isdigit((unsigned char)*p); ++p)
    sum += *p - '0';
  if (sum == 18)
    reach_error();
  return 0;
}
