// forage prove --engine spacer keeps relations only at loop heads (and
// entries, and returns of entered calls): the if/else chain of the loop
// body is one formula per region, its joins merged, not a relation each.
// The error call's proof rests on the loop head's invariant alone (the
// encoding with a relation per join lists 8 relations here).
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --mc-solver-timeout 60 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/unreachable-chc.json
// CHECK: proved unreachable (spacer): error call at line 35
// CHECK: 0 dropped by the invariant check
// CHECK: exit=0
// JSON: "error_call_line": 35
// JSON-NEXT: "invariants": [
// JSON-NEXT: {
// JSON-NEXT: "invariant":
// JSON-NEXT: "relation": "main: block %1 (line 0)"
// JSON-NEXT: }
// JSON-NEXT: ],
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int s = 0, n = 0;
  while (__VERIFIER_nondet_int()) {
    int in = __VERIFIER_nondet_int();
    if (in == 1 && s == 0)
      s = 1;
    else if (in == 2 && s == 1)
      s = 2;
    else if (in == 3 && (s == 2 || s == 1))
      s = 0;
    if (s == 2 && in != 2)
      n = 1;
  }
  if (s > 2 || s < 0 || n < 0)
    reach_error();
  return 0;
}
