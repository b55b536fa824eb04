// Ctrl-C (SIGINT) stops the exploration cleanly: the summary is printed,
// says why it stopped, and stats.json is complete.
// The signal is sent once the first test is written (not after a fixed
// delay: on a slow machine the process may still be loading its libraries).
// RUN: rm -rf %t; %forage %s --strategy hybrid --time 15 --out %t > %t.out 2>&1 & pid=$!; for i in $(seq 1200); do [ -f %t/test-00001.xml ] && break; sleep 0.1; done; sleep 0.5; kill -INT $pid; wait $pid; echo "exit=$?" >> %t.out
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
