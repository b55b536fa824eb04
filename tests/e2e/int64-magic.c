// 64-bit arithmetic: u * 3 == 1 (mod 2^64) holds only for the inverse of 3,
// 0xAAAAAAAAAAAAAAAB, and v must equal a long long magic constant.
// Paths: 3.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 4/4
// CHECK: bugs: 1
// TEST: <input type="unsigned long long">12297829382473034411</input>
// TEST-NEXT: <input type="long long">-1311768467463790321</input>
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern long long __VERIFIER_nondet_longlong(void);
extern void reach_error(void);

int main(void) {
  unsigned long long u = __VERIFIER_nondet_ulonglong();
  long long v = __VERIFIER_nondet_longlong();
  if (u * 3 == 1) {
    if (v == -0x123456789abcdef1LL)
      // CHECK: bug: reach-error at {{.*}}int64-magic.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
