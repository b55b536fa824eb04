// A struct passed by value (an LLVM `byval` pointer) is the callee's own
// copy: what the callee writes into it never reaches the caller's object.
// Found by differential testing against native runs (csmith seed 143,
// bench/difftest.py), where a callee's write changed a global.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage %s --arch 32 --out %t.32 | FileCheck %s --check-prefix=ARCH32
// CHECK: (path space exhausted)
// CHECK: paths: 1
// CHECK: bugs: 0
// CHECK: exit=0
// ARCH32: bugs: 0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct S {
  long a, b, c;
  char d;
};
struct S g = {1, 2, 3, 4};

static int f(struct S p, int x) {
  p.d = 9;
  p.a += x;
  return p.d + (int)p.a;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  struct S local = g;
  if (f(local, x) == 10 + x)
    local.b = f(g, 1);
  if (g.d != 4 || g.a != 1 || local.d != 4 || local.a != 1)
    reach_error();
  return 0;
}
