// forage replay measures the suite with gcov: for this program gcc
// instruments 6 branch edges (2 for `x > 3`, 2 for `x < 10`, 2 for
// `y == 7`) and forage's tests take all 6; gcov counts 9 lines (from
// `int main(void) {` to `return r;`) and all 9 run.
// RUN: rm -rf %t && %forage %s --out %t > /dev/null; test $? -le 1
// RUN: %forage-bin replay %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; t=json.load(open(sys.argv[1]))['totals']; assert (t['branches'], t['branches_taken'], t['lines'], t['lines_covered']) == (6, 6, 9, 9), t" %t/replay.json
// CHECK: gcov branch coverage: 6/6 (100.0%), lines: 9/9
// CHECK: claimed bugs: 0 confirmed, 0 not reproduced
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int r = 0;
  if (x > 3 && x < 10)
    r = 1;
  if (y == 7)
    r += 2;
  return r;
}
