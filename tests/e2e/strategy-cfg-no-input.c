// A program whose only path reads no input (as ddv_machzwd_all, where the
// first port access fails its assertion): cfg used to restart on "random"
// inputs, all of them empty, and ran the same path until the budget ended.
// It now stops after the first run.
// RUN: rm -rf %t && %forage %s --out %t --strategy cfg --time 2 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (no further branch could be forced)
// CHECK: executions: 1
// CHECK: exit=1
extern void reach_error(void);
int requested;

int main(void) {
  if (!requested)
    reach_error();
  return 0;
}
