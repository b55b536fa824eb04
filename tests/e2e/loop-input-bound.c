// A loop whose trip count is an input n (0 <= n <= 10 matters): DFS unrolls
// it once per execution and reaches the check that holds after exactly five
// iterations.  Paths: n > 10, n <= 0, and one per n in 1..10 = 12.
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 50 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 12
// CHECK: branches: 6/6
// CHECK: bugs: 1
// TEST: <input type="int">5</input>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 10)
    return 1;
  int count = 0;
  for (int i = 0; i < n; i++)
    count++;
  if (count == 5)
    // CHECK: bug: reach-error at {{.*}}loop-input-bound.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
