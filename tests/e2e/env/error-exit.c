// glibc's error() with a non-zero status ends the program, not forage (run
// natively it called exit in forage's own process); sleep takes no time.
// The bug needs argument "b" and lies past an error() path and a sleep.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d['seconds'] < 30, d['seconds']" %t/stats.json
// CHECK: (path space exhausted)
// CHECK: bug: assertion-failure at {{.*}}error-exit.c
#include <assert.h>
#include <error.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  if (argv[1][0] == 'a')
    error(3, 0, "option a is not allowed");
  sleep(1000);
  assert(argv[1][0] != 'b');
  return 0;
}
