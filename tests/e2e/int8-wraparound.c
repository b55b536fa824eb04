// 8-bit arithmetic: c + 1 stored back into an unsigned char wraps to 0 only
// for c == 255, and a signed char below -100 that is still negative after
// negation and truncation needs s == -128.  Paths: 2 * 3 = 6.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 6
// CHECK: branches: 8/8
// CHECK: bugs: 1
// TEST: <input type="unsigned char">255</input>
// TEST-NEXT: <input type="char">-128</input>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  signed char s = __VERIFIER_nondet_char();
  unsigned char d = c + 1;
  int wrapped = 0;
  if (d == 0)
    wrapped = 1;
  if (s < -100) {
    signed char n = (signed char)-s; /* -(-128) == 128 truncates to -128 */
    if (n < 0) {
      if (wrapped)
        // CHECK: bug: reach-error at {{.*}}int8-wraparound.c:[[@LINE+1]]
        reach_error();
    }
  }
  return 0;
}
// CHECK: exit=1
