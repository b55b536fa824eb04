// Inline assembly forage does not model (frontend/InlineAsmIdioms.cpp lists
// the register arithmetic it turns into IR; `nop` is one, `hlt` is not)
// cannot be interpreted: the execution that reaches it
// (x == 12) ends as unsupported; forage names the construct and its line,
// keeps the tests written so far (the first one is from the x != 12 run)
// and exits with 3.
// RUN: rm -rf %t && %forage %s --out %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: FileCheck --check-prefix=TEST %s < %t/test-00001.xml
// CHECK: explored with
// CHECK: paths: 2
// CHECK: tests: 2
// CHECK: exit=3
// TEST: <input type="int">0</input>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 12) {
    int y = x + 1;
    // ERR: unsupported inline assembly at {{.*}}unsupported-asm.c:[[@LINE+1]]:{{[0-9]+}}; the tests found so far are kept
    __asm__ volatile("hlt");
    return y;
  }
  return 0;
}
