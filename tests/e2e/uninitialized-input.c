// In an SV-COMP program a read of a never-assigned local is an input
// (docs/uninitialized.md): forage covers both outcomes of status() != 0,
// the test records the value as variable="forage.uninitialized", and replay
// leaves it out of the native input sequence (the native build reads 0
// there), so x still gets 7 and reach_error is confirmed natively.
// RUN: rm -rf %t && %forage %s --out %t --strategy dfs > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: cat %t/test-*.xml | FileCheck --check-prefix=XML %s
// RUN: %forage-bin replay %t --no-sanitizers > %t.replay 2>&1
// RUN: FileCheck --check-prefix=REPLAY %s < %t.replay
// CHECK: branches: 4/4
// CHECK: bug: reach-error
// CHECK: exit=1
// XML: <input variable="forage.uninitialized" type="int">{{-?[1-9][0-9]*}}</input>
// REPLAY: 1 tests give a never-assigned variable a value other than 0
// REPLAY: reach-error confirmed
// REPLAY: gcov branch coverage: 3/4
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int status(void) {
  int i;
  return i;
}

int main(void) {
  if (status() != 0)
    return 1;
  int x = __VERIFIER_nondet_int();
  if (x == 7)
    reach_error();
  return 0;
}
