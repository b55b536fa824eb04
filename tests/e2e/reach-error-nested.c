// A reach_error behind three nested conditions, each depending on the
// inputs before it: a == 17, b > 2 * a, c == a + b.  Paths: 4.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat > %t.bug
// RUN: FileCheck --check-prefix=TEST %s < %t.bug
// RUN: grep -o '<input type="int">-\?[0-9]*</input>' %t.bug | sed 's/<[^>]*>//g' | tr '\n' ' ' > %t.vals; echo >> %t.vals
// RUN: read a b c < %t.vals && test "$a" -eq 17 && test "$b" -gt 34 && test "$c" -eq $((a + b))
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 6/6
// CHECK: bugs: 1
// TEST: <input type="int">17</input>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (a == 17) {
    if (b > a * 2) {
      if (c == a + b)
        // CHECK: bug: reach-error at {{.*}}reach-error-nested.c:[[@LINE+1]]
        reach_error();
    }
  }
  return 0;
}
// CHECK: exit=1
