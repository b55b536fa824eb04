// search.h runs as bitcode: tsearch builds a tree of the argument's bytes,
// and twalk calls back into the program (a native twalk could not), which
// finds the bug when the argument holds three distinct bytes in order.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 300 --sym-arg 3 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/../posix/Inputs/check_run.py %t --no-external tsearch --no-external twalk
// CHECK-NOT: cannot call back
// CHECK: bug: assertion-failure at {{.*}}twalk.c
#include <assert.h>
#include <search.h>
#include <string.h>

static int Count;
static int Last = -1;
static int Sorted = 1;

static int compare(const void *A, const void *B) {
  return *(const char *)A - *(const char *)B;
}

static void visit(const void *Node, VISIT Which, int Depth) {
  (void)Depth;
  if (Which != postorder && Which != leaf)
    return;
  int C = **(const char *const *)Node;
  Sorted &= C > Last;
  Last = C;
  ++Count;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  void *Root = 0;
  for (char *P = argv[1]; *P; ++P)
    tsearch(P, &Root, compare);
  twalk(Root, visit);
  assert(!(Count == 3 && Sorted && argv[1][0] == 'c' && argv[1][2] == 'a'));
  return 0;
}
