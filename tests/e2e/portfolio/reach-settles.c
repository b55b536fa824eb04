// The default portfolio on a target only symcretic reach settles in time
// (reach/loop-50000.c): reach_error needs a loop to run exactly 50000
// times, which the concolic search would unroll one execution at a time;
// reach jumps over the loop with a loop method and fits n by forward runs.
// RUN: rm -rf %t && %forage %S/../reach/loop-50000.c --out %t --max-iterations 600 --portfolio-quantum 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage-bin replay %t --program %S/../reach/loop-50000.c | FileCheck %s --check-prefix=REPLAY
// CHECK: explored with the portfolio (concolic, climb, model-checker, reach, symbolic, spacer, sample)
// CHECK: reach: {{.*}} 1 error calls reached, 1 tests
// CHECK: error call: {{.*}}loop-50000.c:{{[0-9]+}}:5: reached by test {{[0-9]+}} (reach)
// CHECK: exit=1
// REPLAY: claimed bugs: 1 confirmed, 0 not reproduced
int main(void) { return 0; }
