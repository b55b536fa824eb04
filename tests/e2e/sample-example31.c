// The paper's Example 3.1 (seed 000, section 3): x in [-100, 100], y in
// [0, 10], z = multiply(x, y) by repeated addition, assert(z != 210). Five
// of the 2211 inputs violate it. forage sample finds one (x*y == 210), the
// written test replays natively. With the paper's bias alone (--learners
// violation) and --keep-hit-targets, the chains sit on the violating inputs
// most of the time (the stationary share is 95.3%; a uniform draw hits
// them 0.226% of the time); with a flat bias (--learners none) they visit
// them under 1% of the time. The share is chain_bug_share in stats.json.
// RUN: rm -rf %t && %forage-bin sample %s --seed 1 --no-progress --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep reach-error %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// RUN: %forage-bin replay %t --program %s | FileCheck --check-prefix=REPLAY %s
// RUN: rm -rf %t.k && %forage-bin sample %s --seed 1 --no-progress --keep-hit-targets --learners violation --out %t.k > %t.kout; test $? -eq 1
// RUN: FileCheck --check-prefix=KEEP %s < %t.kout
// RUN: rm -rf %t.f && %forage-bin sample %s --config bias-only --seed 1 --no-progress --keep-hit-targets --learners none --out %t.f > %t.fout; test $? -le 1
// RUN: FileCheck --check-prefix=FLAT %s < %t.fout
// CHECK: sampled with A(LP)
// CHECK: bugs: 1
// CHECK: bug: reach-error at {{.*}}sample-example31.c:[[#LINE:]]
// CHECK: exit=1
// JSON: "inputs":[{"name":"","type":"int","value":"{{21|30|35|42|70}}"},{"name":"","type":"int","value":"{{10|7|6|5|3}}"}]
// REPLAY: claimed bugs: 1 confirmed
// FLAT: chain states: {{[0-9]+}} of {{[0-9]+}} on a bug (0.{{[0-9]}}%
// KEEP: chain states: {{[0-9]+}} of {{[0-9]+}} on a bug ({{[5-9][0-9]\.[0-9]}}%
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int multiply(int x, int y) {
  int z = 0;
  for (int i = 0; i < y; i++)
    z += x;
  return z;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -100 && x <= 100);
  __VERIFIER_assume(y >= 0 && y <= 10);
  int z = multiply(x, y);
  if (z == 210)
    reach_error();
  return 0;
}
