// A program that does not compile: forage shows clang's diagnostic (file,
// line, message) on stderr, says the program does not compile, writes no
// tests and exits with 2 (bad input).
// RUN: rm -rf %t && %forage %s --out %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: test ! -e %t/test-00001.xml
// CHECK: compile-error.c:[[@LINE+6]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_variable'
// CHECK: does not compile
// CHECK-NOT: explored with
// CHECK: exit=2

int main(void) {
  return undeclared_variable;
}
