// memcpy and memset keep symbolic bytes symbolic: inputs copied with memcpy
// into another array, and a buffer filled by memset with an input byte, can
// still be constrained after the copy.  Paths: dst[2] == 77 F; T with
// fill[3] == 0xAB F; T T = 3; 6 edges with the concrete loop.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 6/6
// CHECK: bugs: 1
// TEST: <input type="int">{{-?[0-9]+}}</input>
// TEST-NEXT: <input type="int">{{-?[0-9]+}}</input>
// TEST-NEXT: <input type="int">77</input>
// TEST-NEXT: <input type="int">{{-?[0-9]+}}</input>
// TEST-NEXT: <input type="unsigned char">171</input>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

int main(void) {
  int src[4], dst[4];
  for (int i = 0; i < 4; i++)
    src[i] = __VERIFIER_nondet_int();
  memset(dst, 0, sizeof dst);
  memcpy(dst, src, sizeof src);
  unsigned char fill[8];
  unsigned char v = __VERIFIER_nondet_uchar();
  memset(fill, v, sizeof fill);
  if (dst[2] == 77) {
    if (fill[3] == 0xAB)
      // CHECK: bug: reach-error at {{.*}}memcpy-memset.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
