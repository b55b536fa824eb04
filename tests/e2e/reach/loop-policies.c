// Every loop-method policy reaches a target behind a data-dependent loop
// that must run 30 times: path and once jump over the loop first, fallback
// unrolls first and jumps once unrolling is exhausted; each uses a loop
// method (stats.json counts it).
// RUN: rm -rf %t.p && %forage-bin reach %s --loop-method path --out %t.p --time 20 > %t.p.out; grep -q REACHED %t.p.out
// RUN: rm -rf %t.o && %forage-bin reach %s --loop-method once --out %t.o --time 20 > %t.o.out; grep -q REACHED %t.o.out
// RUN: rm -rf %t.f && %forage-bin reach %s --loop-method fallback --out %t.f --time 20 > %t.f.out; grep -q REACHED %t.f.out
// RUN: python3 -c "import json,sys; sys.exit(0 if all(json.load(open(d + '/stats.json'))['targets'][0]['loop_methods'] >= 1 for d in ['%t.p', '%t.o', '%t.f']) else 1)"
// RUN: not %forage-bin reach %s --loop-method sometimes --out %t.x 2>&1 | FileCheck %s
// CHECK: forage: error: --loop-method must be path, once, fallback or off
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int k = 0, s = 0;
  while (k < n) {
    k++;
    s = s + 3;
  }
  if (s == 90)
    reach_error();
  return 0;
}
