// A guard right above the target contradicts it (thesis Fig. 4.4): the
// backward search proves it unreachable in one segment and names the
// guard's line.
// RUN: rm -rf %t && %forage-bin reach %s --out %t --time 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; t=json.load(open('%t/stats.json'))['targets'][0]; sys.exit(0 if t['segments'] <= 2 and t['verdict'] == 'UNREACHABLE' else 1)"
// CHECK: UNREACHABLE {{.*}}unreachable-one-step.c:21:{{.*}}refuted at {{.*}}unreachable-one-step.c:19:
// CHECK: 0 reached, 1 unreachable, 0 unknown
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int y = 0;
  for (int k = 0; k < 3; k++)
    if (__VERIFIER_nondet_int() > 0)
      y = y + 1;
    else
      y = y + 2;
  if (y > 0) {
    if (y == 0)
      reach_error();
  }
  return 0;
}
