// A malformed --sym-* option is bad input (exit 2) with a message that says
// what the option takes.
// RUN: %forage %s --sym-args 0 x 4 > %t.out 2>&1; test $? -eq 2
// RUN: FileCheck %s < %t.out
// CHECK: forage: error: --sym-args takes 3 numbers (e.g. --sym-args 0 2 10)
int main(void) { return 0; }
