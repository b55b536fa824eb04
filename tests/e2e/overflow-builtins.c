// __builtin_add_overflow / __builtin_mul_overflow on inputs: the solver must
// find a product that overflows int while the sum does not, with a == 65536.
// Paths: add overflows; mul does not; mul overflows and a == 65536 T/F = 4.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 6/6
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int sum, prod;
  if (__builtin_add_overflow(a, b, &sum))
    return 1;
  if (__builtin_mul_overflow(a, b, &prod)) {
    if (a == 65536)
      // CHECK: bug: reach-error at {{.*}}overflow-builtins.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
