// Ctrl-C (SIGINT) stops the exploration cleanly: the summary is printed,
// says why it stopped, and stats.json is complete.
// RUN: rm -rf %t && timeout --preserve-status -s INT 2 %forage %s --out %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d['status']=='done' and d['stop_reason']=='interrupted'" %t/stats.json
// CHECK: explored with hybrid in {{.*}} (interrupted)
// CHECK: tests:
// CHECK: exit=0
#include <forage/forage.h>

int main(void) {
  char buf[32];
  forage_make_symbolic(buf, sizeof buf, "buf");
  int n = 0;
  for (int i = 0; i < 32; i++)
    if (buf[i] == 'x')
      n++;
  return n == 32;
}
