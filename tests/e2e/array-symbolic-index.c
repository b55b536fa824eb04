// Reading a constant table at an input-dependent index: the solver must
// pick the one index i with table[i] == 42 (i == 6).  Four feasible paths.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 6/6
// CHECK: bugs: 1
// TEST: <input type="int">6</input>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static const int table[8] = {3, 1, 4, 1, 5, 9, 42, 6};

int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i >= 0 && i < 8) {
    if (table[i] == 42)
      // CHECK: bug: reach-error at {{.*}}array-symbolic-index.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
