// A command line parsed with getopt (uClibc's, run inside forage): the bug
// needs the option -k with an argument that strtol reads as 7.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --stop-on-error --sym-args 1 2 2 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/env.py %t/tests.jsonl argv | FileCheck --check-prefix=ARGV %s
// CHECK: bug: assertion-failure at {{.*}}getopt-argv.c
// CHECK: replayed bugs: 1 confirmed natively
// ARGV: bug: ["getopt-argv", "-k{{.*}}
#include <assert.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv) {
  int c, verbose = 0;
  long k = 0;
  while ((c = getopt(argc, argv, "vk:")) != -1) {
    if (c == 'v')
      verbose = 1;
    else if (c == 'k')
      k = strtol(optarg, 0, 10);
    else
      return 2;
  }
  assert(k != 7);
  return verbose;
}
