// --engine both runs Spacer and the predicate-abstraction model checker;
// each reports what it proved. The counter only grows (c >= 0), which
// Spacer proves; --engine predicates runs the model checker alone.
// RUN: rm -rf %t && %forage-bin prove %s --engine both --chc-rlimit 20000000 --time 20 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: rm -rf %t.p && %forage-bin prove %s --engine predicates --time 4 --out %t.p > %t.p.out
// RUN: FileCheck --check-prefix=PRED %s < %t.p.out
// CHECK: proved unreachable (spacer): error call at line 20
// CHECK: exit=0
// PRED-NOT: (spacer)
// PRED-NOT: {{^}}  spacer:
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = 0;
  while (c < n)
    c++;
  if (c < 0)
    reach_error();
  return 0;
}
