// Floating point runs concretely: an int input converted to double, scaled
// and passed to a double comparison must not crash the interpreter, and
// the integer branches around it are still explored (x == 9 reaches the
// error; 9 * 1.5 + 0.25 > 13.0 holds concretely on that path).  Paths:
// x < -1000, x > 1000, x != 9, x == 9 = 4; the two floating-point tests
// are concrete (no forks) and always true when x == 9, so 8/10 edges.
// Because symbolic values were used concretely, forage does not claim the
// path space is exhausted.
// RUN: rm -rf %t && %forage %s --out %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: not grep -i 'internal error' %t.err
// CHECK: (every forcible branch tried; {{[0-9]+}} symbolic values were used concretely
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
