// A relative --out directory still replays: gcov runs elsewhere, so the
// suite's path is made absolute first.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir && %forage %s --out rel --max-iterations 5 --replay > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: gcov: 2/2 branches taken (100.0%)
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  if (__VERIFIER_nondet_int() == 42)
    return 1;
  return 0;
}
