// Issue 26's word-counting loop, real form: counts the lines and words of
// stdin; aborts when argv[1] is "-v" and the counts are 3 and 7. Run with
// the POSIX environment: --sym-args 0 1 2 --sym-stdin 20 (forage) or
// --libc=uclibc --posix-runtime ... --sym-args 0 1 2 --sym-stdin 20 (KLEE).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  int lines = 0, words = 0, inword = 0, c;
  int verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
  while ((c = getchar()) != EOF) {
    if (c == '\n') lines++;
    if (c == ' ' || c == '\n') inword = 0;
    else if (!inword) { inword = 1; words++; }
  }
  if (verbose && lines == 3 && words == 7)
    abort();
  printf("%d %d\n", lines, words);
  return 0;
}
