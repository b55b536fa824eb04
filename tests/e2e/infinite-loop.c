// An infinite loop on one path (x == 5) is cut by --max-instructions; the
// exploration goes on to the other paths (finding the error at x == 7) and
// the summary is still printed, noting the execution cut by the limit (so
// the path space is not claimed exhausted).
// Paths: x == 5 (cut), x == 7 (the error), neither = 3; the loop exit edge
// is never covered (5 of 6 edges).
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --max-instructions 10000 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (every forcible branch tried; some executions were cut short
// CHECK: executions: 3
// CHECK: branches: 5/6
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

volatile int spins;

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 5) {
    while (spins >= 0)
      spins = 0;
  }
  if (x == 7)
    // CHECK: bug: reach-error at {{.*}}infinite-loop.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: 1 executions cut by limits
// CHECK: exit=1
