// Time formatting runs as bitcode: strftime and gmtime_r on a time made of
// symbolic bytes; the bug needs the formatted hour to read "13".
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 300 --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/../posix/Inputs/check_run.py %t --no-external strftime --no-external gmtime_r --no-external gmtime
// CHECK: bug: assertion-failure at {{.*}}strftime.c
#include <assert.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  time_t T = (time_t)(unsigned char)argv[1][0] * 3600;
  struct tm Tm;
  if (!gmtime_r(&T, &Tm))
    return 2;
  char Buf[32];
  strftime(Buf, sizeof Buf, "%Y-%m-%d %H:%M", &Tm);
  assert(strcmp(Buf + 11, "13:00") != 0);
  return 0;
}
