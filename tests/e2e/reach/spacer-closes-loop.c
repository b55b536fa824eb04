// forage reach: the backward search cannot close the loop (every bound L
// leaves paths cut), so reach asks Spacer, whose checked invariants prove
// the error call unreachable; the verdict says so and names them.
// RUN: rm -rf %t && %forage-bin reach %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: UNREACHABLE {{.*}}spacer-closes-loop.c:18:5 {{.*}}proved by Spacer (the backward search left paths open): spacer, ideal integers: main: block
// CHECK: 0 reached, 1 unreachable, 0 unknown
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100)
    return 0;
  int i = 0, c = 0;
  while (i < n) { i++; c += 2; }
  if (c != 2 * i)
    reach_error();
  return 0;
}
