// forage replay runs the whole suite through one harness process that
// forks per test; every outcome (normal exit, reach_error, a crash, a
// timeout) is what a process per test sees (--curve still runs one process
// per test).
// RUN: rm -rf %t && %forage %s --max-instructions 2000000 --out %t > /dev/null; test $? -eq 1
// RUN: %forage-bin replay %t --timeout 1 --no-sanitizers > %t.batch; test $? -eq 0
// RUN: %forage-bin replay %t --timeout 1 --no-sanitizers --curve > %t.single; test $? -eq 0
// RUN: grep "^  test-" %t.batch > %t.b && grep "^  test-" %t.single > %t.s && diff %t.b %t.s
// RUN: FileCheck %s < %t.batch
// CHECK-DAG: test-{{[0-9]+}}.xml 0 -
// CHECK-DAG: test-{{[0-9]+}}.xml 101 reach-error confirmed
// CHECK-DAG: test-{{[0-9]+}}.xml timeout
// CHECK-DAG: test-{{[0-9]+}}.xml 3 -
// CHECK: gcov branch coverage:
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 1)
    reach_error();
  if (x == 2)
    for (volatile int i = 1; i; i |= 1)
      ;
  if (x == 3)
    return 3;
  return 0;
}
