// forage's own API: forage_range(10, 20) is an input with an assumption
// (the initial 0 violates it, so that first execution is not a path),
// forage_bool is 0 or 1 and forage_long is a 64-bit input.  The range
// checks are infeasible, the error needs b, a == 19, l == -9000000000.
// Paths: b F; b T with a != 19; a == 19 with l != ...; the error = 4.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// Every test respects the range of a (its only int input).
// RUN: cat %t/test-*.xml | grep -o '<input type="int">[^<]*' | sed 's/.*>//' > %t.a
// RUN: test -s %t.a && awk '$1 < 10 || $1 >= 20 { exit 1 }' %t.a
// CHECK: (path space exhausted)
// CHECK: paths: 4
// CHECK: branches: 8/10
// CHECK: bugs: 1
// TEST: <input type="int">19</input>
// TEST-NEXT: <input type="_Bool">1</input>
// TEST-NEXT: <input type="long">-9000000000</input>
#include <forage/forage.h>
extern void reach_error(void);

int main(void) {
  int a = forage_range(10, 20, "a");
  _Bool b = forage_bool("b");
  long l = forage_long("l");
  if (a < 10 || a >= 20)
    return 1; /* infeasible */
  if (b) {
    if (a == 19) {
      if (l == -9000000000L)
        // CHECK: bug: reach-error at {{.*}}forage-api.c:[[@LINE+1]]
        reach_error();
    }
  }
  return 0;
}
// CHECK: exit=1
