// qsort with the program's comparator on symbolic ints: natively, qsort
// could not call back into the program (--libc none stops with exit 3);
// inside forage the comparator's branches are explored and the solver finds
// an array that is descending, whose sorted middle element is 7.
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 1000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// RUN: %forage %s --libc none --max-iterations 1000 --out %t.none > %t.none.out 2>&1; echo "exit=$?" >> %t.none.out
// RUN: FileCheck --check-prefix=NONE %s < %t.none.out
// CHECK: bugs: 1
// CHECK: exit=1
// STATS: "external_calls": 0,
// NONE: native code cannot call back into the program
// NONE: exit=3
#include <klee/klee.h>
#include <stdlib.h>
extern void reach_error(void);

static int compare(const void *A, const void *B) {
  int X = *(const int *)A, Y = *(const int *)B;
  return X < Y ? -1 : X > Y;
}

int main(void) {
  int v[3];
  klee_make_symbolic(v, sizeof v, "v");
  int descending = v[0] > v[1] && v[1] > v[2];
  qsort(v, 3, sizeof v[0], compare);
  if (descending && v[1] == 7)
    reach_error();
  return 0;
}
