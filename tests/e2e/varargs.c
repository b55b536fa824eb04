// A variadic function walking its va_list over three inputs: the symbolic
// values survive va_arg, so the solver finds a == 1, b == 2, c == 997 for
// sum == 1000.  Paths: sum == 1000 F; T with a == 1 F; T T with b == 2 F;
// T T T = 4 (the loop inside sum runs a concrete 3 times).
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: bugs: 1
// TEST: <input type="int">1</input>
// TEST-NEXT: <input type="int">2</input>
// TEST-NEXT: <input type="int">997</input>
#include <stdarg.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (sum(3, a, b, c) == 1000) {
    if (a == 1) {
      if (b == 2)
        // CHECK: bug: reach-error at {{.*}}varargs.c:[[@LINE+1]]
        reach_error();
    }
  }
  return 0;
}
// CHECK: exit=1
