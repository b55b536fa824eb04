// The loop between the guard and the target does not write x: the loop
// method's branch is refuted, which subsumes every unrolling of the loop,
// so the target is proved unreachable although the loop is unbounded.
// RUN: rm -rf %t && %forage-bin reach %s --out %t --time 20 | FileCheck %s
// CHECK: UNREACHABLE {{.*}}loop-method-subsumes.c:16:{{.*}}refuted at {{.*}}loop-method-subsumes.c:12:
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int i = 0;
  if (x > 5) {
    while (i < n)
      i++;
    if (x < 3)
      reach_error();
  }
  return 0;
}
