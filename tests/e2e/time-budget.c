// --time S bounds the whole exploration, including an execution that is
// still running: a concrete endless loop (with the instruction limit raised
// out of the way) is cut after about three seconds, the summary names the
// time budget as the reason and the test for the first execution is kept.
// (Three seconds and not one: the budget's clock starts before clang, and
// on a loaded machine compiling may take a second.) The concolic search
// alone: in the portfolio the endless execution ends with its turn and the
// model checker proves the loop's exit unreachable, which ends the run
// before its budget.
// RUN: rm -rf %t && timeout 40 %forage %s --strategy hybrid --out %t --time 3 --max-instructions 100000000000 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: test -e %t/test-00001.xml
// CHECK: explored with {{.*}} in {{[3-9]\.[0-9]+}} s (time budget reached (--time))
// CHECK: executions: 1
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

volatile int spins;

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 3)
    return 1;
  while (spins >= 0)
    spins = 1;
  return 0;
}
