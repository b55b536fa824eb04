// bounded-dfs with --depth D forces an alternative only while fewer than D
// forced branches lie above it.  The error sits behind three nested
// equalities, each needing one more forced branch: with --depth 3 the search
// is never cut, so it is exhaustive (4 paths) and finds the error; with
// --depth 2 the innermost equality is never forced, so within the iteration
// budget it only restarts on random inputs and finds nothing.
// RUN: rm -rf %t.3 && %forage %s --out %t.3 --strategy bounded-dfs --depth 3 --max-iterations 50 > %t.3.out; echo "exit=$?" >> %t.3.out
// RUN: FileCheck --check-prefix=DEEP %s < %t.3.out
// RUN: rm -rf %t.2 && %forage %s --out %t.2 --strategy bounded-dfs --depth 2 --max-iterations 30 > %t.2.out; echo "exit=$?" >> %t.2.out
// RUN: FileCheck --check-prefix=SHALLOW %s < %t.2.out
// DEEP: explored with bounded-dfs in {{.*}} (path space exhausted)
// DEEP: executions: 4
// DEEP: paths: 4
// DEEP: branches: 6/6
// DEEP: bugs: 1
// SHALLOW: explored with bounded-dfs in {{.*}} (iteration budget reached (--max-iterations))
// SHALLOW: executions: 30
// SHALLOW: branches: 5/6
// SHALLOW: bugs: 0
// SHALLOW: exit=0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (a == 11) {
    if (b == 22) {
      if (c == 33)
        // DEEP: bug: reach-error at {{.*}}bounded-dfs.c:[[@LINE+1]]
        reach_error();
    }
  }
  return 0;
}
// DEEP: exit=1
