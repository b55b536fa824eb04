// An indirect call through a table of three function pointers indexed by an
// input: each of the three targets must be tried.  Loop-free, so DFS must
// explore exactly the 4 feasible paths (k >= 3, and k == 0, 1, 2) and
// cover all 6 branch edges (r == 2 only holds after f2).
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 6/6
// CHECK: exit=0
extern unsigned int __VERIFIER_nondet_uint(void);

static int r;
static void f0(void) { r = 0; }
static void f1(void) { r = 1; }
static void f2(void) { r = 2; }
static void (*const ops[3])(void) = {f0, f1, f2};

int main(void) {
  unsigned int k = __VERIFIER_nondet_uint();
  if (k >= 3)
    return 0;
  ops[k]();
  if (r == 1)
    return 1;
  if (r == 2)
    return 2;
  return 0;
}
