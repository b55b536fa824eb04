// Two files that both define a function: bad input (exit 2), and the message
// names the symbol defined twice.
// RUN: %forage %s %s --out %t > %t.out 2>&1; test $? -eq 2
// RUN: FileCheck %s < %t.out
// CHECK: Linking globals named 'main': symbol multiply defined
// CHECK: forage: error: {{.*}}duplicate-symbol.c does not compile or link
int main(void) { return 0; }
