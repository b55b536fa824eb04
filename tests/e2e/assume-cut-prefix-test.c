// An execution cut by a failed assumption still ran the branches before the
// assumption, and so does its native run: a Test-Comp harness (TestCov's,
// forage replay's) ends it quietly with status 0 and gcov counts its prefix.
// So when it covers a new branch it is written as a test ("infeasible",
// status 0) and the replayed suite covers what forage counts. Here `x > 10`
// is taken only by inputs that then violate `x < 5`: without that test gcov
// sees 3 of the 4 branch edges while forage counts 4 of 4.
// RUN: rm -rf %t && %forage %s --strategy dfs --max-iterations 20 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck --check-prefixes=CHECK,EXIT %s < %t.out
// RUN: grep -c '"end":"infeasible"' %t/tests.jsonl | FileCheck --check-prefix=JSON %s
// RUN: %forage-bin replay %t | FileCheck --check-prefix=REPLAY %s
// The same with forking symbolic execution: the state taking `x > 10`
// ends at the assumption, which its path makes unsatisfiable.
// RUN: rm -rf %t.sym && %forage %s --mode symbolic --search dfs --max-iterations 20 --out %t.sym > %t.sym.out
// RUN: FileCheck %s < %t.sym.out
// RUN: grep -c '"end":"infeasible"' %t.sym/tests.jsonl | FileCheck --check-prefix=JSON %s
// RUN: %forage-bin replay %t.sym | FileCheck --check-prefix=REPLAY %s
// CHECK: branches: 4/4 covered
// EXIT: exit=0
// JSON: 1
// REPLAY: gcov branch coverage: 4/4 (100.0%)
// REPLAY: claimed bugs: 0 confirmed, 0 not reproduced
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int big = 0;
  if (x > 10)
    big = 1;
  __VERIFIER_assume(x < 5);
  if (x == 3)
    return 1;
  return big;
}
