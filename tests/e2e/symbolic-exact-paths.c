// Symbolic mode explores exactly the feasible paths of a loop-free program:
// 2 (a > 10) x 3 (switch on b) x 2 (a == b), less the two combinations
// a > 10 && a == b && b in {1, 2}, is 10; times 3 outcomes of c's
// short-circuit condition: 30 paths, one test each, with every searcher.
// RUN: rm -rf %t && %forage %s --mode symbolic --all-tests --out %t --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: ls %t | grep -c 'test-.*xml' | FileCheck %s --check-prefix=FILES
// RUN: for s in dfs bfs random-state random-path nurs:covnew nurs:md2u nurs:depth nurs:icnt nurs:cpicnt nurs:qc; do %forage %s --mode symbolic --search $s --out %t.$s | grep -E "paths:|exhausted"; done > %t.all
// RUN: grep -c "paths:        30" %t.all | FileCheck %s --check-prefix=ALL
// RUN: grep -c "path space exhausted" %t.all | FileCheck %s --check-prefix=ALL
// CHECK: explored with symbolic execution (random-path, nurs:covnew) {{.*}}(path space exhausted)
// CHECK: paths:        30
// CHECK: tests:        30
// CHECK: branches:     [[N:[0-9]+]]/[[N]] covered
// CHECK: gcov:         [[G:[0-9]+]]/[[G]] branches taken
// CHECK: exit=0
// FILES: 30
// ALL: 10
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  int r = 0;
  if (a > 10)
    r += 1;
  else
    r += 2;
  switch (b) {
  case 1:
    r += 4;
    break;
  case 2:
    r += 8;
    break;
  default:
    r += 16;
  }
  if (a == b)
    r += 32;
  if (c < 0 && c > -5)
    r += 64;
  return r & 1;
}
