// A function whose address is stored to heap memory runs only through the
// program's own indirect call when nothing else the program calls can call
// back (malloc is forage's model): it is not started from any state, so
// `pended` is 0 at its one call and the error call is proved unreachable.
// (Before, any escaping address made the function start anywhere: the
// error was reachable in the clauses, as in the ntdrivers tasks.)
// RUN: rm -rf %t && %forage-bin prove %s --engine spacer --chc-rlimit 20000000 --time 600 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: proved unreachable (spacer): error call at line 20
// CHECK: exit=0
#include <stdlib.h>
extern void reach_error(void);
typedef void (*Routine)(void);
struct Irp {
  Routine Completion;
};
int pended;
void completion(void) {
  if (pended)
    reach_error();
  pended = 1;
}
int main(void) {
  struct Irp *I = malloc(sizeof *I);
  if (!I)
    return 0;
  I->Completion = completion;
  I->Completion();
  return 0;
}
