// --stop-on-error ends the search at the first bug and writes a Cover-Error
// suite: the metadata's specification is COVER(... CALL(reach_error()) ...),
// the bug's test has coversError="true" and the second error location is
// never reached.  Without the flag both errors are found.
// RUN: rm -rf %t && %forage %s --out %t --stop-on-error > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=META %s < %t/metadata.xml
// RUN: grep -l 'coversError="true"' %t/test-*.xml | count 1
// RUN: rm -rf %t.all && %forage %s --out %t.all > %t.all.out; echo "exit=$?" >> %t.all.out
// RUN: FileCheck --check-prefix=ALL %s < %t.all.out
// RUN: FileCheck --check-prefix=ALLMETA %s < %t.all/metadata.xml
// CHECK: (stopped at the first bug (--stop-on-error))
// CHECK: bugs: 1
// CHECK-NEXT: bug: reach-error
// CHECK-NOT: bug:
// CHECK: exit=1
// META: <specification>COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )</specification>
// ALL: (path space exhausted)
// ALL: bugs: 2
// ALLMETA: <specification>COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )</specification>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x == 3)
    // ALL-DAG: bug: reach-error at {{.*}}stop-on-error.c:[[@LINE+1]]
    reach_error();
  if (y == 4)
    // ALL-DAG: bug: reach-error at {{.*}}stop-on-error.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// ALL: exit=1
