// Data from outside forage's model never yields an exhaustion claim: a
// program branching on getchar() (forage's stdin), rand() and time() is
// run natively for them, and the summary names each source. Only the
// symbolic input is explored (2 paths), in both modes. The values those calls
// return do not change from run to run, so the counts below do not either. getchar runs inside
// forage (uClibc's stdio, docs/libc.md); the data enters through its read()
// of descriptor 0, which is what is counted (getchar itself with --libc none).
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// RUN: %forage %s --mode symbolic --out %t.sym > %t.sym.out
// RUN: FileCheck --check-prefix=SYM %s < %t.sym.out
// RUN: %forage %s --strategy hybrid --compile-flag=-DNO_EXTERNAL --out %t.pure | FileCheck --check-prefix=PURE %s
// CHECK-NOT: path space exhausted
// CHECK: data from outside forage's model (rand (2 calls), read (2 calls), time (2 calls)) may hide paths
// CHECK: paths: 2
// CHECK: lossy: data from outside forage's model entered through rand (2 calls), read (2 calls), time (2 calls); no exhaustion claim
// CHECK: exit=0
// STATS: "exhausted": false
// STATS: "external_data": {
// STATS-NEXT: "rand": 2,
// STATS-NEXT: "read": 2,
// SYM-NOT: path space exhausted
// SYM: data from outside forage's model
// SYM: lossy: data from outside forage's model entered through rand (1 call), read
// RUN: %forage %s --strategy hybrid --libc none --out %t.none | FileCheck --check-prefix=NONE %s
// NONE: lossy: data from outside forage's model entered through getchar (2 calls), rand (2 calls), time (2 calls)
// PURE: (path space exhausted)
// PURE-NOT: lossy:
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
#ifndef NO_EXTERNAL
  if (getchar() == 'q')
    return 1;
  if (rand() % 1000 == 7)
    return 2;
  // Outside the model, yet the same in every run (time(0) % 2 flipped
  // when a run crossed a second, and the search then found a path more).
  if (time(0) > 1000)
    x++;
#endif
  if (x > 100)
    return 3;
  return 0;
}
