// A symbolic address is resolved to every object it may point to, one state
// each: a pointer loaded from a table at a symbolic index reaches both
// globals (so both outcomes of *p == 5 are covered), and a store at an
// unchecked symbolic index forks in-bounds states and an out-of-bounds one
// that reports the bug.
// RUN: rm -rf %t && %forage %s --mode symbolic --out %t --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage %s --mode symbolic --max-resolutions 2 --out %t.2 > %t.2.out; echo "exit=$?" >> %t.2.out
// RUN: FileCheck %s --check-prefix=CUT < %t.2.out
// CHECK: explored with symbolic execution
// CHECK: branches:     6/6 covered
// CHECK: bug: out-of-bounds at {{.*}}symbolic-resolve.c:[[@LINE+25]]
// CHECK: gcov:         6/6 branches taken
// CHECK: replayed bugs: {{[0-9]+}} confirmed natively, 0 not reproduced
// CHECK: exit=1
// CUT: paths were cut
// Whether the second address is in another object (a write to it is a
// bug) or outside all depends on the model the solver gives.
// CUT: exit={{[01]}}
extern int __VERIFIER_nondet_int(void);

int X = 5, Y = 7;
int *Table[2] = {&X, &Y};
char Buffer[4];

int main(void) {
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  int r = 0;
  if (i < 0 || i > 1)
    return 0;
  int *p = Table[i];
  if (*p == 5)
    r = 1;
  else
    r = 2;
  Buffer[j] = 1;
  return r;
}
