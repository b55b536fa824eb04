// printf runs inside forage: its result counts the characters of the
// symbolic value it formats (--libc none fakes it as 1), and the line
// reaches the program's stdout through write() only with --program-output.
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 1000 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %forage %s --stop-on-error --max-iterations 1000 --program-output --out %t.shown > %t.shown.out; echo "exit=$?" >> %t.shown.out
// RUN: FileCheck --check-prefix=SHOWN %s < %t.shown.out
// CHECK-NOT: value 
// CHECK: bugs: 1
// CHECK: exit=1
// SHOWN: value 0
// SHOWN: exit=1
#include <klee/klee.h>
#include <stdio.h>
extern void reach_error(void);

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  if (x < 0)
    return 0;
  if (printf("value %d\n", x) == 10)
    reach_error();
  return 0;
}
