// C signed division truncates toward zero and the remainder takes the
// dividend's sign: x / y == -2 with x % y == -1 and y > 1 forces
// x == -2 * y - 1 (e.g. -5 / 2).  A floor-division model would get this
// wrong.  Paths: y <= 1; the quotient test F; T with the remainder F; T T = 4.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat > %t.bug
// RUN: grep -o '<input type="int">-\?[0-9]*</input>' %t.bug | sed 's/<[^>]*>//g' | tr '\n' ' ' > %t.vals; echo >> %t.vals
// RUN: read x y < %t.vals && test "$y" -gt 1 && test "$x" -eq $((-2 * y - 1))
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 6/6
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (y <= 1)
    return 0;
  if (x / y == -2) {
    if (x % y == -1)
      // CHECK: bug: reach-error at {{.*}}signed-division.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
