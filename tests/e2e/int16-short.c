// 16-bit comparisons: a positive short whose successor, truncated back to
// short, is negative must be 32767; an unsigned short above 65000 that is
// below -500 as a short is 65000 < u <= 65035.  Paths: 3 * 3 = 9.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 9
// CHECK: branches: 10/10
// CHECK: bugs: 1
// TEST: <input type="short">32767</input>
// TEST-NEXT: <input type="unsigned short">650{{[0-3][0-9]}}</input>
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void reach_error(void);

int main(void) {
  short a = __VERIFIER_nondet_short();
  unsigned short u = __VERIFIER_nondet_ushort();
  int first = 0;
  if (a > 0) {
    short b = (short)(a + 1);
    if (b < 0)
      first = 1;
  }
  if (u > 65000) {
    if ((short)u < -500) {
      if (first)
        // CHECK: bug: reach-error at {{.*}}int16-short.c:[[@LINE+1]]
        reach_error();
    }
  }
  return 0;
}
// CHECK: exit=1
