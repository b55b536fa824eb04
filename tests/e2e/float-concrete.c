// An int input converted to double, scaled (clang contracts d * 1.5 + 0.25
// into llvm.fmuladd, which forage treats as an unfused multiply and add, as
// gcc computes it) and compared as double and float. The FP terms are exact,
// so the solver proves that when x == 9 both FP tests hold: paths x < -1000,
// x > 1000, x != 9, x == 9 = 4, 8/10 edges, and the path space is exhausted.
// RUN: rm -rf %t && %forage %s --out %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: not grep -i 'internal error' %t.err
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 8/10
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static double scale(double d) { return d * 1.5 + 0.25; }

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -1000 || x > 1000)
    return 0;
  double d = scale((double)x);
  float f = (float)d / 2.0f;
  int big = d > 100.0;
  if (x == 9) {
    if (d > 13.0 && f < 7.0f)
      // CHECK: bug: reach-error at {{.*}}float-concrete.c:[[@LINE+1]]
      reach_error();
  }
  return big;
}
// CHECK: exit=1
