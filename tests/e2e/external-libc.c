// Functions neither the runtime nor the libc defines run natively on
// concrete arguments: time(0) returns the real clock; the exploration of
// the inputs goes on around the call. sprintf writes into the program's
// buffer (read back through the runtime's strcmp model), inside forage with
// the bitcode libc and natively with --libc none (the NONE run); either way
// its output is a function of its arguments, but the clock comes from
// outside forage's model: no exhaustion claim, and the summary names time.
// Paths: x == 31337 T/F = 2; the two sanity checks each have a dead edge.
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=LOSSY %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// CHECK: (every forcible branch tried; data from outside forage's model (time (2 calls)) may hide paths)
// CHECK: paths: 2
// CHECK: branches: 4/6
// CHECK: bugs: 1
// LOSSY: lossy: data from outside forage's model entered through time (2 calls); no exhaustion claim
// STATS: "external_calls": {{[1-9][0-9]*}},
// STATS-NEXT: "external_data": {
// STATS-NEXT: "time": 2
// RUN: %forage %s --strategy hybrid --libc none --out %t.none > /dev/null; FileCheck --check-prefix=NONE %s < %t.none/stats.json
// NONE: "external_calls": {{[4-9]|[1-9][0-9]+}},
// NONE-NEXT: "external_data": {
// NONE-NEXT: "time": 2
#include <stdio.h>
#include <string.h>
#include <time.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  char buf[32];
  memset(buf, 0, sizeof buf);
  sprintf(buf, "v=%d", 42);
  if (strcmp(buf, "v=42") != 0)
    return 1; /* never: sprintf ran */
  time_t now = time(0);
  if (now < 1000000000)
    return 2; /* never: the real clock is past 2001 */
  int x = __VERIFIER_nondet_int();
  if (x == 31337)
    // CHECK: bug: reach-error at {{.*}}external-libc.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
