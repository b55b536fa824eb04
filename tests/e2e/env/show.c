// forage show prints a test as ktest-tool prints KLEE's: its command line,
// stdin and the named input regions; for a whole suite, every test.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --stop-on-error --sym-arg 3 --sym-stdin 2 > /dev/null 2>&1
// RUN: %forage-bin show %t/test-00003.xml | FileCheck %s
// RUN: %forage-bin show %t | FileCheck --check-prefix=SUITE %s
// RUN: not %forage-bin show %t/test-00099.xml 2>&1 | FileCheck --check-prefix=MISSING %s
// CHECK: test-00003.xml: execution
// CHECK-NEXT: bug: assertion-failure at {{.*}}show.c
// CHECK: argv: "show" "ok"
// CHECK-NEXT: stdin: "!{{.*}}" (2 bytes)
// CHECK: arg00[4] = "ok\x00
// CHECK: stdin[2] = "!
// SUITE: test-00001.xml
// SUITE: test-00003.xml
// MISSING: forage: error: no test {{.*}}test-00099.xml
#include <assert.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  char c = 0;
  if (argc > 1 && strcmp(argv[1], "ok") == 0 && read(0, &c, 1) == 1)
    assert(c != '!');
  return 0;
}
