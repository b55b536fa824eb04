// getopt on an argv the program builds from symbolic strings: the solver
// finds "-v" and "-n9" (or "-vn" "9..."); natively getopt would see only the
// concrete bytes. With two-character arguments the bug is unreachable and
// the search exhausts without it (the SHORT run).
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 1000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// CHECK: bugs: 1
// CHECK: exit=1
// STATS: "external_calls": 0,
// RUN: %forage %s --compile-flag=-DLEN=3 --out %t.short | FileCheck --check-prefix=SHORT %s
// SHORT: (path space exhausted)
// SHORT: bugs: 0
#include <klee/klee.h>
#include <unistd.h>
#ifndef LEN
#define LEN 4
#endif
extern void reach_error(void);

int main(void) {
  char a1[LEN], a2[LEN];
  klee_make_symbolic(a1, sizeof a1, "arg1");
  klee_make_symbolic(a2, sizeof a2, "arg2");
  a1[LEN - 1] = a2[LEN - 1] = '\0';
  char prog[] = "prog";
  char *argv[] = {prog, a1, a2, 0};
  int verbose = 0, n = 0, c;
  while ((c = getopt(3, argv, "vn:")) != -1) {
    if (c == 'v')
      verbose = 1;
    else if (c == 'n')
      n = optarg[0];
  }
  if (verbose && n == '9')
    reach_error();
  return 0;
}
