// A file that compiles but has no main: forage cannot run it, says that
// main is missing and exits with 2 (bad input).
// RUN: rm -rf %t && %forage %s --out %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: no function 'main'
// CHECK-NOT: explored with
// CHECK: exit=2

int helper(int x) { return x + 1; }
