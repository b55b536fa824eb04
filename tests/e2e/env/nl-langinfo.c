// nl_langinfo answers as the C locale does, from forage's own memory: the
// native one returned a string inside forage, and reading it was reported
// as an out-of-bounds bug (coreutils' localcharset did so in every tool).
// RUN: rm -rf %t && %forage %s --max-iterations 1000 --out %t --sym-arg 1 > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK-NOT: warning: calling external function 'nl_langinfo'
// CHECK: (path space exhausted)
// CHECK: bugs: 0
// CHECK: exit=0
#include <assert.h>
#include <langinfo.h>
#include <locale.h>
#include <string.h>

int main(int argc, char **argv) {
  setlocale(LC_ALL, "");
  const char *Codeset = nl_langinfo(CODESET);
  assert(strcmp(Codeset, "ANSI_X3.4-1968") == 0);
  if (argc > 1 && strcmp(argv[1], nl_langinfo(RADIXCHAR)) == 0)
    return 1;
  // Each item is its own string, as in glibc: a later call does not
  // overwrite an earlier answer.
  const char *Day = nl_langinfo(ABDAY_1), *Month = nl_langinfo(ABMON_1);
  assert(strcmp(Day, "Sun") == 0 && strcmp(Month, "Jan") == 0);
  return 0;
}
