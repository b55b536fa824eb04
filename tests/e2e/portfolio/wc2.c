#include <stdio.h>
#include <string.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int verbose = 0, lines = 0, words = 0, in = 0, c;
  if (argc > 1 && strcmp(argv[1], "-v") == 0) verbose = 1;
  while ((c = getchar()) != EOF) {
    if (c == '\n') lines++;
    if (c == ' ' || c == '\n' || c == '\t') in = 0;
    else if (!in) { in = 1; words++; }
  }
  if (verbose && lines == 3 && words == 7)
    abort();
  printf("%d %d\n", lines, words);
  return 0;
}
// The word counter: the abort on line 13 needs `-v`, 3 lines and 7
// words in 16 bytes of stdin. The counts are concrete on every path, so the
// concolic search has nothing to negate; the branch-distance climb gets
// there from the concolic search's tests. (8000 iterations: since the
// solver chain folds the path's equalities, forking symbolic execution forks
// faster, reaches its state cap, and the states it kills count as
// executions; 5000 left the climb 879 of them, too few.)
// RUN: rm -rf %t && %forage %s --sym-args 0 1 2 --sym-stdin 16 --abort-is-bug --stop-on-error --max-iterations 8000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s --check-prefix=RUNOUT < %t.out
// `forage reach` on line 13: symcretic execution first (cut here at 200
// segments), then the portfolio, whose climb reaches it. Without --sym-*,
// the verdict names the command line it holds for.
// RUN: rm -rf %t.r && %forage-bin reach %s --target %s:13 --sym-args 0 1 2 --sym-stdin 16 --max-segments 200 --phase2-time 1 --seed 1 --no-progress --out %t.r > %t.r.out; echo "exit=$?" >> %t.r.out
// RUN: FileCheck %s --check-prefix=REACH < %t.r.out
// RUN: rm -rf %t.c && %forage-bin reach %s --target %s:13 --seed 1 --no-progress --out %t.c > %t.c.out; echo "exit=$?" >> %t.c.out
// RUN: FileCheck %s --check-prefix=CONCRETE < %t.c.out
// RUNOUT: climb: {{.*}} tests
// RUNOUT: bug: abort at {{.*}}wc2.c:13:5
// RUNOUT: exit=1
// REACH: REACHED {{.*}}wc2.c:13
// REACH: 1 reached, 0 unreachable, 0 unknown
// CONCRETE: UNREACHABLE {{.*}}wc2.c:13
// CONCRETE: proofs hold: with no arguments, empty stdin and no input files
