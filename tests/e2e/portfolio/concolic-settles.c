// The default portfolio on a target the concolic search settles: the
// condition sits behind a call through a function pointer, which the
// backward search of reach does not follow, while the concolic search
// solves 7x + 3 == 1000004 at its first flip.
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 200 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: explored with the portfolio
// CHECK: concolic: {{.*}} 1 error calls reached
// CHECK: error call: {{.*}}concolic-settles.c:{{[0-9]+}}:5: reached by test {{[0-9]+}} (concolic)
// CHECK: exit=1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int check(int x) { return x * 7 + 3 == 1000004; }
static int never(int x) { return 0; }
int (*Pick[2])(int) = {never, check};

int main(void) {
  int x = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int() & 1;
  if (Pick[k](x))
    reach_error();
  return 0;
}
