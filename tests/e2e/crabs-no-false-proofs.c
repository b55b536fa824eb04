// What the model checker cannot model it havocs, so it proves nothing it
// cannot see: a branch on a value that goes through memory and one beyond
// the call-depth bound stay open although neither true outcome is ever
// taken (the array element is read back as 7; scalar globals, in contrast,
// are tracked). A function called through a pointer it follows: its
// contradiction is proved.
// RUN: rm -rf %t && %forage-bin prove %s --out %t --time 30 --mc-call-depth 2 > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: unreachable: 1 proved
// CHECK-NOT: proved unreachable:
// CHECK: proved unreachable: {{.*}}crabs-no-false-proofs.c:18:7 (true outcome, into line 19)
// CHECK-NOT: proved unreachable:
extern int __VERIFIER_nondet_int(void);

int g[2];

static int viaPointer(int v) {
  if (v > 100 && v < 50) // never true; only called through a pointer
    return 1;
  return 0;
}

static int deep3(int v) {
  if (v != v) // never true, but beyond --mc-call-depth 2
    return 1;
  return 0;
}
static int deep2(int v) { return deep3(v); }
static int deep1(int v) { return deep2(v); }

static int (*Table[1])(int) = {viaPointer};

int main(void) {
  int (*f)(int) = Table[0];
  int x = __VERIFIER_nondet_int();
  g[1] = 7;
  int y = g[1]; // memory: havocked, so y == 7 is not known
  if (y == 7)
    x += f(x);
  return deep1(x);
}
