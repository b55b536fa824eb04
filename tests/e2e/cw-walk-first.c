// The default solver, cw+z3: a query with a non-linear constraint (x*y > 50)
// goes to the concolic walk first; a linear one (x - y == 3.0) straight to
// Z3's FP theory. stats.json and the summary count who solved what.
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --max-iterations 100 --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; s=json.load(open('%t/stats.json'))['solver']; sys.exit(0 if s['kind'] == 'cw+z3' and s['solved_by_cw'] > 0 and s['solved_by_z3'] > 0 else 1)"
// CHECK: branches: 8/8 covered
// CHECK: solved by: {{[1-9][0-9]*}} Z3, {{[1-9][0-9]*}} concolic walk
// CHECK: gcov: 8/8 branches taken
// CHECK: exit=0
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  int r = 0;
  if (x > 0 && x * y > 50.0 && x + y < 15.0)
    r += 1;
  if (x - y == 3.0)
    r += 2;
  return r;
}
