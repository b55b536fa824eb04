// The default portfolio on a branch only the model checker settles: the
// concolic search covers every outcome it can and stops; the true outcome
// of i < 0 in call() needs the invariant r >= 0, which the model checker
// proves (seed 003's unreach example), and so does Spacer: which of the two
// gets there first depends on how far the model checker's timed first
// phase gets (its turns are timed even without --time). Every goal ends
// covered or proved.
// RUN: rm -rf %t && %forage %S/../../../bench/crabs/unreach.c --out %t --max-iterations 2000 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; g=json.load(open('%t/stats.json'))['goals']; sys.exit(0 if g['proved'] == 1 and g['open'] == 0 and g['conflicts'] == 0 else 1)"
// CHECK: (every goal covered or proved unreachable)
// CHECK: unreachable: 1 proved
// CHECK: open: 0 neither covered nor proved unreachable
// CHECK: proved unreachable: {{.*}}unreach.c:17:7 (true outcome, into line 18)
// CHECK: {{(model-checker|spacer)}}: {{.*}} 1 goals proved
// CHECK: exit=0
int main(void) { return 0; }
