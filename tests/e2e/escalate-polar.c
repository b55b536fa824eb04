// A narrow band behind two opaque libm calls (atan2, hypot): the issue's
// polar program. The concolic walk measures floating-point errors in units
// in the last place, and its default steps hit the band in a few
// executions (in absolute terms, a strict relation's +1 dwarfed the band:
// the search then needed 10^4-10^5 executions).
// RUN: rm -rf %t.d && %forage %s --out %t.d --max-iterations 1000 > %t.d.out; echo "exit=$?" >> %t.d.out
// RUN: FileCheck --check-prefix=DEFAULT %s < %t.d.out
// RUN: %forage-bin replay %t.d --no-sanitizers | FileCheck --check-prefix=REPLAY %s
// DEFAULT: executions: {{[1-9][0-9]?$}}
// DEFAULT: bug: reach-error
// DEFAULT: exit=1
// With a walk too short for the band (--cw-steps 5), the search runs out of
// branches it can force with one still open. With budget left it does not
// end there: it escalates (fresh searches with 2^k times the walk steps and
// Z3 resources per query, walk restarts, from zeros and random inputs)
// until the band is hit, and the summary says what it tried
// (docs/concolic.md, "Escalation"). Bounded by iterations, so the result
// does not depend on the machine.
// RUN: rm -rf %t && %forage %s --strategy hybrid --cw-steps 5 --out %t --max-iterations 150000 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage-bin replay %t --no-sanitizers | FileCheck --check-prefix=REPLAY %s
// The default (the portfolio) escalates the same way: its concolic search,
// given one long turn here, runs out of branches it can force and, instead
// of leaving the rest of the budget to techniques that cannot hit the band,
// escalates within its turns.
// RUN: rm -rf %t.p && %forage %s --cw-steps 5 --out %t.p --max-iterations 300000 --portfolio-executions 200000 > %t.p.out; echo "exit=$?" >> %t.p.out
// RUN: FileCheck %s < %t.p.out
// RUN: %forage-bin replay %t.p --no-sanitizers | FileCheck --check-prefix=REPLAY %s
// CHECK: branches: 16/16
// CHECK: bug: reach-error
// CHECK: escalated: {{[1-9][0-9]*}} rounds after no further branch could be forced
// CHECK: exit=1
// REPLAY: reach-error confirmed
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);
int main(void) {
  double u = __VERIFIER_nondet_double(), v = __VERIFIER_nondet_double();
  if (u > -50.0 && u < 50.0 && v > -50.0 && v < 50.0) {
    double t = atan2(v, u);
    double m = hypot(u, v);
    if (t < -2.0 && t > -2.02 && m > 30.0 && m < 30.5)
      reach_error();
  }
  return 0;
}
