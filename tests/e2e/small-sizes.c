// A symbolic size that must become concrete (malloc, memset, a variable-
// length array) is made small first when the path allows it: from a random
// initial input (n near 2^31), forage asks the solver for a model with n at
// most 4096 instead of clearing gigabytes, and the run stays quick.
// Bounded by iterations (the result must not depend on the machine's
// speed); the time bound is a tenfold margin over an idle run.
// RUN: rm -rf %t && %forage %s --initial random --max-iterations 100 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; s=json.load(open('%t/stats.json')); sys.exit(not (s['sizes_shrunk'] >= 1 and s['seconds'] < 30))"
// RUN: FileCheck --check-prefix=TEST %s < %t/test-00001.xml
// CHECK: branches: 4/4
// CHECK: exit=0
// TEST: <input type="unsigned int">{{[0-9][0-9]?[0-9]?[0-9]?}}</input>
#include <stdlib.h>
#include <string.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n == 0 || n > 0x7fffffffu)
    return 0;
  char *p = malloc(n);
  memset(p, 1, n);
  char vla[n];
  vla[n - 1] = p[n - 1];
  free(p);
  return vla[n - 1];
}
