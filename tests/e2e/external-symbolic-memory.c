// A native call handed a pointer to symbolic bytes reads their concrete
// values: with --libc none, sprintf("%s") copies the current text, the
// branch on the copy is concrete, and the run must not claim exhaustion
// (it did, with the bug unfound). With the bitcode libc sprintf runs inside
// forage and the bug is found.
// RUN: rm -rf %t && %forage %s --strategy hybrid --libc none --out %t.none > %t.none.out 2>&1
// RUN: FileCheck --check-prefix=NONE %s < %t.none.out
// RUN: %forage %s --strategy hybrid --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// NONE: external function 'sprintf' gets symbolic memory
// NONE-NOT: path space exhausted
// NONE: symbolic values were used concretely
// NONE: bugs: 0
// CHECK: (path space exhausted)
// CHECK: bugs: 1
// CHECK: exit=1
#include <klee/klee.h>
#include <stdio.h>
extern void reach_error(void);

int main(void) {
  char s[3], buf[8];
  klee_make_symbolic(s, sizeof s, "s");
  s[2] = 0;
  sprintf(buf, "<%s>", s);
  if (buf[1] == 'k')
    reach_error();
  return 0;
}
