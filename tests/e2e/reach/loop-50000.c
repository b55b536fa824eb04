// A target behind a loop that must run exactly 50000 times: the loop
// method jumps over it, the concrete phase fits n with forward runs.
// RUN: rm -rf %t && %forage-bin reach %s --out %t --time 60 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage-bin replay %t --program %s | FileCheck %s --check-prefix=REPLAY
// RUN: python3 -c "import json,sys; t=json.load(open('%t/stats.json'))['targets'][0]; sys.exit(0 if t['loop_methods'] >= 1 and t['phase2_successes'] == 1 else 1)"
// CHECK: REACHED {{.*}}loop-50000.c:20:
// CHECK: exit=1
// REPLAY: claimed bugs: 1 confirmed, 0 not reproduced
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000000)
    return 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 3;
  if (s == 150000)
    reach_error();
  return 0;
}
