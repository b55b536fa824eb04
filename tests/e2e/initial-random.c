// --initial random starts from random inputs drawn from --seed: two runs
// with the same seed write identical tests, the first test is not the
// all-zero input, and another seed gives another first input.
// RUN: rm -rf %t.a %t.b %t.c
// RUN: %forage-bin run --no-progress --initial random --seed 7 %s --out %t.a > %t.a.out; echo "exit=$?" >> %t.a.out
// RUN: %forage-bin run --no-progress --initial random --seed 7 %s --out %t.b > %t.b.out; echo "exit=$?" >> %t.b.out
// RUN: %forage-bin run --no-progress --initial random --seed 8 %s --out %t.c > %t.c.out; echo "exit=$?" >> %t.c.out
// RUN: cat %t.a/test-*.xml > %t.a.tests && cat %t.b/test-*.xml > %t.b.tests
// RUN: diff %t.a.tests %t.b.tests
// RUN: not diff %t.a/test-00001.xml %t.c/test-00001.xml
// RUN: FileCheck --check-prefix=FIRST %s < %t.a/test-00001.xml
// RUN: FileCheck %s < %t.a.out
// RUN: FileCheck %s < %t.c.out
// FIRST-NOT: <input type="int">0</input>
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 6/6
// CHECK: bugs: 1
// CHECK: exit=1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x > 1000) {
    if (y < x)
      return 1;
    return 2;
  }
  if (x + y == 777)
    reach_error();
  return 0;
}
