// A loop that asks the same question of the same input 1000 times makes a
// path of 1000 identical decisions. Once the prefix holds a decision, none
// of its repeats can go the other way, so the search skips them without
// asking the solver: 2 paths and a handful of queries, not 1000 per path.
// Generational search does the same.
// RUN: rm -rf %t && %forage %s --out %t/dfs --strategy dfs > %t.dfs; echo "exit=$?" >> %t.dfs
// RUN: FileCheck %s < %t.dfs
// RUN: %forage %s --out %t/gen --strategy generational > %t.gen; echo "exit=$?" >> %t.gen
// RUN: FileCheck %s < %t.gen
// CHECK: (path space exhausted)
// CHECK: paths: 2
// CHECK: branches: 4/4
// CHECK: solver: {{[0-9]}} queries
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int n = 0;
  for (int i = 0; i < 1000; ++i)
    if (x == 5)
      ++n;
  return n > 0;
}
