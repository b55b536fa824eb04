// 128-bit arithmetic (__int128): a value built from two 64-bit inputs must
// satisfy v * 3 == M (mod 2^128), whose only solution is
// v == 0x0123456789abcdef_fedcba9876543210, and be non-negative as a signed
// __int128.  Paths: v < 0; v * 3 == M T/F = 3.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 4/4
// CHECK: bugs: 1
// TEST: <input type="unsigned long long">81985529216486895</input>
// TEST-NEXT: <input type="unsigned long long">18364758544493064720</input>
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void reach_error(void);

int main(void) {
  unsigned long long hi = __VERIFIER_nondet_ulonglong();
  unsigned long long lo = __VERIFIER_nondet_ulonglong();
  unsigned __int128 v = ((unsigned __int128)hi << 64) | lo;
  if ((__int128)v < 0)
    return 0;
  const unsigned __int128 m =
      ((unsigned __int128)0x0369d0369d0369cfULL << 64) | 0xfc962fc962fc9630ULL;
  if (v * 3 == m)
    // CHECK: bug: reach-error at {{.*}}int128.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
