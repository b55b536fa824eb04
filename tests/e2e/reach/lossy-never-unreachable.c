// Lossy steps never become proofs. Without loop methods the loop is
// unrolled to the bound L and cut: the target (reachable with n = 40)
// ends UNKNOWN, not UNREACHABLE. With them it is reached.
// RUN: rm -rf %t && %forage-bin reach %s --symcretic-only --loop-method off --unroll 8 --out %t --time 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s --check-prefix=OFF < %t.out
// RUN: rm -rf %t && %forage-bin reach %s --out %t --time 20 > %t.on; echo "exit=$?" >> %t.on
// RUN: FileCheck %s --check-prefix=ON < %t.on
// OFF: UNKNOWN {{.*}}lossy-never-unreachable.c:22:{{.*}}cut at the edge bound L=8
// OFF: exit=0
// ON: REACHED {{.*}}lossy-never-unreachable.c:22:
// ON: exit=1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  while (n > 0) {
    n--;
    s += 2;
  }
  if (s == 80)
    reach_error();
  return 0;
}
