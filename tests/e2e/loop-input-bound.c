// A loop whose trip count is an input: DFS unrolls it one iteration per
// execution, so within the iteration budget it reaches the check after five
// iterations (a reach_error) and covers every branch edge.
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (iteration budget reached (--max-iterations))
// CHECK: executions: 20
// CHECK: branches: 4/4
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int count = 0;
  for (int i = 0; i < n; i++)
    count++;
  if (count == 5)
    // CHECK: bug: reach-error at {{.*}}loop-input-bound.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
