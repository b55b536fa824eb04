// The default portfolio on a target only symcretic reach settles in time:
// reach_error needs a loop to run exactly 50000 times, which the concolic
// search would unroll one execution at a time; reach jumps over the loop
// with a loop method and fits n by forward runs.
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 600 --portfolio-quantum 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage-bin replay %t --program %s | FileCheck %s --check-prefix=REPLAY
// CHECK: explored with the portfolio (concolic, model-checker, reach, sample)
// CHECK: reach: {{.*}} 1 error calls reached, 1 tests
// CHECK: error call: {{.*}}reach-settles.c:{{[0-9]+}}:5: reached by test {{[0-9]+}} (reach)
// CHECK: exit=1
// REPLAY: claimed bugs: 1 confirmed, 0 not reproduced
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000000)
    return 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 3;
  if (s == 150000)
    reach_error();
  return 0;
}
