// regex.h and fnmatch run as bitcode on symbolic text: the bug needs the
// argument to match both a regular expression and a shell pattern.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 400 --sym-arg 2 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/../posix/Inputs/check_run.py %t --no-external regcomp --no-external regexec --no-external fnmatch
// CHECK: bug: assertion-failure at {{.*}}regex-fnmatch.c
#include <assert.h>
#include <fnmatch.h>
#include <regex.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  regex_t R;
  if (regcomp(&R, "^b[0-9]", REG_EXTENDED | REG_NOSUB) != 0)
    return 2;
  int Matches = regexec(&R, argv[1], 0, 0, 0) == 0;
  regfree(&R);
  assert(!(Matches && fnmatch("?7", argv[1], 0) == 0));
  return 0;
}
