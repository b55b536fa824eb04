// --sym-args: between MIN and MAX symbolic arguments; the bug needs two
// arguments, "-n" and a number above 40 written in digits.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --stop-on-error --sym-args 0 2 3 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/env.py %t/tests.jsonl argv | FileCheck --check-prefix=ARGV %s
// CHECK: bug: assertion-failure at {{.*}}sym-args.c
// The failing test's command line, as recorded for the replay.
// ARGV: bug: ["sym-args", "-n", "{{4[1-9]|[5-9][0-9]|[1-9][0-9][0-9]}}"]
#include <assert.h>
#include <string.h>

static int number(const char *s) {
  int n = 0;
  if (!*s)
    return -1;
  for (; *s; s++) {
    if (*s < '0' || *s > '9')
      return -1;
    n = n * 10 + (*s - '0');
  }
  return n;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "-n") == 0) {
    int n = number(argv[2]);
    assert(n <= 40);
  }
  return 0;
}
