// Recursive factorial of an input 0 <= n <= 6: each n >= 2 unrolls the
// recursion differently, and only n == 6 gives 720.  Paths: n < 0, n > 6,
// n in {0, 1} (same path), and one for each n in 2..6 = 8.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 8
// CHECK: branches: 8/8
// CHECK: bugs: 1
// TEST: <input type="int">6</input>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 6)
    return 0;
  if (fact(n) == 720)
    // CHECK: bug: reach-error at {{.*}}recursion.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
