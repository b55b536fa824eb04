// --jobs 2: worker 0 runs the concolic search and the provers, worker 1 the
// climb, reach and sampling, on one goal map and one suite. Whatever the
// timing between the two, the suite is one: every test id is given once,
// every test file has its tests.jsonl line, and the summary counts the
// other worker's techniques and tests. (Which worker finds a test first
// depends on timing: only what holds either way is checked.)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  int r = 0;
  if (a > 100) r++;
  if (b < -7) r++;
  if (a * 3 == b + 11) r++;
  if (r == 3) reach_error();
  return 0;
}
// RUN: rm -rf %t && %forage %s --jobs 2 --max-iterations 400 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/../Inputs/check_one_suite.py %t %t.out
// The load test's digest script lists such a suite apart.
// RUN: python3 %S/../../../scripts/e2e-digests.py %t | FileCheck %s --check-prefix=DIGEST
// DIGEST: nondeterministic by design
// CHECK: explored with the portfolio ({{.*}}climb
// CHECK: branches: 8/8 covered
// CHECK: climb:
// CHECK: error call: {{.*}}jobs.c:16:{{.*}}reached by test
// CHECK: bugs: 1
// CHECK: exit=1
// forage reach --jobs 2: symcretic execution alone gives up (one segment),
// and the portfolio goes on in two workers until the target is settled; the
// verdict names the test that reached it, whichever worker wrote it.
// RUN: rm -rf %t.r && %forage-bin reach %s --jobs 2 --max-segments 1 --seed 1 --no-progress --out %t.r > %t.r.out; echo "exit=$?" >> %t.r.out
// RUN: FileCheck %s --check-prefix=REACH < %t.r.out
// RUN: python3 %S/../Inputs/check_one_suite.py %t.r %t.r.out
// REACH: then the portfolio
// REACH: REACHED {{.*}}jobs.c:16:{{[0-9]+}} (test {{0*[1-9][0-9]*}}, by
// REACH: summary: 1 reached, 0 unreachable, 0 unknown
// RUN: not %forage %s --jobs 2 --strategy cfg --out %t.bad 2> %t.err
// RUN: FileCheck %s --check-prefix=BAD < %t.err
// BAD: --jobs runs the portfolio's techniques side by side
