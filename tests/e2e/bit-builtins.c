// Bit-manipulation builtins lowered to llvm.bswap / llvm.ctpop / llvm.ctlz:
// the solver must invert bswap32 (a == 0x78563412), find the only word with
// 32 bits set (b == 0xffffffff) and the only one with 31 leading zeros
// (c == 1).  Paths: one per nesting level = 5.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 5
// CHECK: branches: 8/8
// CHECK: bugs: 1
// TEST: <input type="unsigned int">2018915346</input>
// TEST-NEXT: <input type="unsigned int">4294967295</input>
// TEST-NEXT: <input type="unsigned int">1</input>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  unsigned int a = __VERIFIER_nondet_uint();
  unsigned int b = __VERIFIER_nondet_uint();
  unsigned int c = __VERIFIER_nondet_uint();
  if (__builtin_bswap32(a) == 0x12345678u) {
    if (__builtin_popcount(b) == 32) {
      if (c != 0) {
        if (__builtin_clz(c) == 31)
          // CHECK: bug: reach-error at {{.*}}bit-builtins.c:[[@LINE+1]]
          reach_error();
      }
    }
  }
  return 0;
}
// CHECK: exit=1
