// A path condition over an opaque libm call: sin(u) > 0.5 && res == 8192.
// sin is a Call term, uninterpreted for Z3; z3+cw hands queries holding it
// to the concolic walk, which evaluates sin natively and finds the error.
// Under `--solver z3`, Z3's models give sin values of their own and are
// rejected when the query is evaluated (stats.json counts them).
// RUN: rm -rf %t && %forage %s --out %t --solver z3+cw --max-iterations 100 > %t.both; echo "exit=$?" >> %t.both
// RUN: FileCheck %s --check-prefix=FOUND < %t.both
// RUN: rm -rf %t && %forage %s --out %t --solver z3 --max-iterations 100 > %t.z3; echo "exit=$?" >> %t.z3
// RUN: python3 -c "import json,sys; s=json.load(open('%t/stats.json'))['solver']; sys.exit(0 if s['models_rejected'] > 0 and s['cw_calls'] == 0 else 1)"
// FOUND: bug: reach-error at {{.*}}cw-sin.c:[[@LINE+12]]
// FOUND: solved by: {{[0-9]+}} Z3, {{[1-9][0-9]*}} concolic walk
// FOUND: exit=1
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  double u = __VERIFIER_nondet_double();
  int res = __VERIFIER_nondet_int();
  if (sin(u) > 0.5 && res == 8192)
    reach_error();
  return 0;
}
