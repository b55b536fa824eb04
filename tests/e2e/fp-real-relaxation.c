// --real-relaxation: queries made only of linear FP relations are solved
// over the reals first; the rounded point is used only if it satisfies the
// query by evaluation (stats.json counts them as relaxed_sat).
// RUN: rm -rf %t && %forage %s --out %t --real-relaxation --max-iterations 100 --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; s=json.load(open('%t/stats.json'))['solver']; sys.exit(0 if s['relaxed_sat'] > 0 else 1)"
// CHECK: branches: 6/6 covered
// CHECK: gcov: 6/6 branches taken
// CHECK: exit=0
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double alt = __VERIFIER_nondet_double();
  double rate = __VERIFIER_nondet_double();
  int r = 0;
  if (alt - 2.5 * rate > 1000.0)
    r += 1;
  if (alt + rate < -300.25 && rate > 10.0)
    r += 2;
  return r;
}
