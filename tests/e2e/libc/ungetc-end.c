// Two characters pushed back with ungetc after the last ones read from a
// stream come back in order, as glibc does it (dos2unix peeks at a UTF-16
// character and pushes back both bytes; at the end of the data uClibc's
// second ungetc failed, and the run recorded exit 0 where the native replay
// exits 1). The bug sits behind the two pushbacks at the very end.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 60 --sym-stdin 2 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: bug: assertion-failure at {{.*}}ungetc-end.c:[[#@LINE+12]]
#include <assert.h>
#include <stdio.h>

int main(void) {
  int a = getchar(), b = getchar();
  if (a == EOF || b == EOF)
    return 1;
  if (ungetc(b, stdin) == EOF || ungetc(a, stdin) == EOF)
    return 2;
  if (getchar() != a || getchar() != b || getchar() != EOF)
    return 3;
  assert(!(a == 'u' && b == 'g'));
  return 0;
}
