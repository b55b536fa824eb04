// A call through a function pointer that passes fewer arguments than the
// function has parameters is undefined (C11 6.5.2.2p9): the callee would
// read garbage. forage stops that execution as unsupported, naming the
// callee, as the model checker assumes (it never dispatches such a call to
// such a function); a call with extra arguments runs, as on every ABI.
// RUN: rm -rf %t && %forage %s --out %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// CHECK: bugs: 0
// CHECK: exit=3
// ERR: call of 'two' through a function pointer of an incompatible type (1 of its 2 parameters passed) at {{.*}}indirect-call-too-few-args.c:[[@LINE+15]]
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int one(int v) { return v; }
static int two(int v, int w) { return v + w; }

int (*extra)(int, int) = (int (*)(int, int))one;
int (*fewer)(int) = (int (*)(int))two;

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (extra(x, 5) != x)
    reach_error(); // one ignores the extra argument: never reached
  if (x == 3)
    return fewer(x);
  return 0;
}
