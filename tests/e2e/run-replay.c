// forage run --replay ends with gcov's numbers beside the internal count,
// and the bugs it reports reproduce natively (ASan confirms the
// out-of-bounds write, the instrumented build sees reach_error).
// RUN: rm -rf %t && %forage %s --out %t --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: branches: 6/6 covered (internal count)
// CHECK: gcov: 6/6 branches taken (100.0%)
// CHECK: replayed bugs: 2 confirmed natively, 0 not reproduced
// CHECK: exit=1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int buf[8] = {0};
  int x = __VERIFIER_nondet_int();
  if (x == 12345)
    reach_error();
  if (x > 20000 && x < 20010)
    buf[x - 20000] = 1;
  return buf[0];
}
