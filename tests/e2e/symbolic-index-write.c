// A store at an input index (a[i] = 5 with 0 <= i <= 3) followed by a read
// at a constant index: the solver must choose i == 2. A store at a symbolic
// address pins the address (docs/architecture.md, decision 7), and DFS enumerates every
// value the pin can take: i < 0, i > 3, and i = 0, 1, 2, 3 are 6 paths.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: paths: 6
// CHECK: branches: 6/6
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int a[4] = {0, 0, 0, 0};
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3)
    return 0;
  a[i] = 5;
  if (a[2] == 5)
    // CHECK: bug: reach-error at {{.*}}symbolic-index-write.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
