// The default portfolio on an error call only Spacer settles: the concolic
// search cannot run the loop for every n up to 1000 within its executions,
// the model checker may prove the branch into the call but not the call, and
// Spacer proves it with the invariant c == 2 * i, i <= n <= 1000 (checked).
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 400 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; g=json.load(open('%t/stats.json'))['goals']; sys.exit(0 if g['conflicts'] == 0 else 1)"
// CHECK: spacer: {{.*}} {{[1-9]}} goals proved
// CHECK: error call: {{.*}}spacer-settles.c:20:5: unreachable (spacer)
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000)
    return 0;
  int i = 0, c = 0;
  while (i < n) { i++; c += 2; }
  if (c != 2 * i)
    reach_error();
  return 0;
}
