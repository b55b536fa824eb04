// The default strategy is hybrid: generational, cfg and random-branch take
// turns on one coverage map. This program's 14 edges include a loop of 16
// symbolic branches (2^16 paths, more than the budget) and an error that
// needs two magic values; hybrid covers everything and finds it within 400
// iterations. An unknown --strategy is refused with the list of names.
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --max-iterations 400 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage %s --out %t/bad --strategy nope > %t.bad 2>&1; echo "exit=$?" >> %t.bad
// RUN: FileCheck --check-prefix=BAD %s < %t.bad
// CHECK: explored with hybrid
// CHECK: branches: 14/14
// CHECK: bug: reach-error at {{.*}}strategy-hybrid.c:[[@LINE+24]]
// CHECK: exit=1
// BAD: unknown --strategy 'nope'; choose one of hybrid dfs bounded-dfs random-input random-branch cfg generational uniform-random
// BAD: exit=2
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

static int classify(int v) {
  if (v < 0)
    return -1;
  if (v > 100)
    return 1;
  return 0;
}

int main(void) {
  int letters = 0;
  for (int i = 0; i < 16; ++i)
    if (__VERIFIER_nondet_char() == 'x')
      ++letters;
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (classify(a) == 1 && b == 31337 && a == 4096)
    reach_error();
  return letters;
}
