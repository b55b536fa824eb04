// An indirect call is one model-checker edge per address-taken function it
// may run, and a pointer global whose address never escapes is tracked:
// `op` only ever holds open_dev, so close_dev's test and main's r == 2 are
// proved unreachable, and the monitor follows the call into open_dev.
// RUN: rm -rf %t && %forage-bin prove %s --out %t --time 30 > %t.out
// RUN: FileCheck %s < %t.out
// RUN: rm -rf %t.run && %forage-bin run %s --abstraction --seed 1 --time 10 --out %t.run > %t.run.out
// RUN: FileCheck --check-prefix=CRABS %s < %t.run/stats.json
// CHECK: unreachable: 3 proved
// CHECK: open: 0
// CHECK-DAG: proved unreachable: {{.*}}crabs-dispatch.c:[[@LINE+13]]:7 (true outcome, into line [[@LINE+14]])
// CHECK-DAG: proved unreachable: {{.*}}crabs-dispatch.c:[[@LINE+12]]:7 (false outcome, into line [[@LINE+14]])
// CHECK-DAG: proved unreachable: {{.*}}crabs-dispatch.c:[[@LINE+26]]:7 (true outcome, into line [[@LINE+27]])
// CRABS-DAG: "monitor_divergences": 0
// CRABS-DAG: "proved_unreachable": 3
extern int __VERIFIER_nondet_int(void);

static int open_dev(int v) {
  if (v == 3)
    return 1;
  return 0;
}
static int close_dev(int v) {
  if (v == 4)
    return 2;
  return 0;
}
static void reset(void) {}

int (*op)(int);
int (*spare)(int) = close_dev; // takes close_dev's address; never called
void (*done)(void);

int main(void) {
  op = open_dev;
  done = reset;
  int r = op(__VERIFIER_nondet_int());
  done();
  if (r == 2)
    return 5;
  return r;
}
