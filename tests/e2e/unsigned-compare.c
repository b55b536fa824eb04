// Unsigned 32-bit comparisons: 4000000000 < x < 4000000002 leaves only
// x == 4000000001, which is negative as a signed int (so a signed compare
// in the engine would miss it).  Paths: 3.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 4/4
// CHECK: bugs: 1
// TEST: <input type="unsigned int">4000000001</input>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  if (x > 4000000000u) {
    if (x < 4000000002u)
      // CHECK: bug: reach-error at {{.*}}unsigned-compare.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
