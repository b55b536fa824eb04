// Floating point is symbolic: float and double arithmetic, comparisons and
// conversions become FP terms that Z3's FP theory solves exactly (IEEE,
// round to nearest even), with no concolic walk involved.
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --solver z3 --max-iterations 200 --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: explored with hybrid in {{.*}} (path space exhausted)
// CHECK: branches: 12/12 covered
// CHECK: bug: reach-error at {{.*}}fp-symbolic-z3.c:[[@LINE+16]]
// CHECK: replayed bugs: 1 confirmed natively
// CHECK: exit=1
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern void reach_error(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  float f = __VERIFIER_nondet_float();
  int r = 0;
  if (x * 3.0 == 7.5)               // x = 2.5 exactly
    r += 1;
  if ((int)(f * 2.0f) == 9 && f < 4.6f)
    r += 2;
  if ((double)f + 0.1 == 1.1)       // holds only through rounding
    reach_error();
  if (x != x)                       // NaN
    r += 4;
  if ((unsigned)x == 3000000000u)
    r += 8;
  return r;
}
