// A program of two files, with -I and -D passed to clang: forage links them,
// covers the branches of both, and the native replay builds both with the
// same flags and reports gcov's coverage of each file.
// RUN: rm -rf %t && not %forage %s %S/Inputs/scale.c -I%S/Inputs/include -DFACTOR=3 --max-iterations 1000 --out %t --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: %forage-bin replay %t | FileCheck --check-prefix=REPLAY %s
// CHECK: bug: assertion-failure at {{.*}}two-files.c
// CHECK: replayed bugs: 1 confirmed natively
// REPLAY-DAG: two-files.c
// REPLAY-DAG: scale.c
#include "scale.h"
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0 && x < 1000)
    assert(scale(x) != 123);
  return 0;
}
