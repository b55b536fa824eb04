// forage prove --engine spacer proves an error call whose invariants hold
// while a counter beside them really can overflow: the ideal encoding's
// certificate fails only on c++'s side condition, so the prover wraps
// exactly at that one instruction (side conditions stay elsewhere) and
// proves the call there; the evidence names the mixed encoding. The
// branch into the call is then proved in the same mixed encoding.
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --mc-solver-timeout 60 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/unreachable-chc.json
// CHECK: proved unreachable (spacer): error call at line 27
// CHECK: 0 dropped by the invariant check
// CHECK: exit=0
// JSON: "encoding": "ideal integers, wrap-around at 1 instructions"
// JSON: "error_call_line": 27
// JSON: "branch":
// JSON-NEXT: "encoding": "ideal integers, wrap-around at 1 instructions"
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int c = 0, x = 0;
  while (__VERIFIER_nondet_int()) {
    c++;
    if (x < 5)
      x++;
  }
  if (x > 5)
    reach_error();
  return c;
}
