// The CREST API: CREST_int and CREST_char overwrite variables with fresh
// inputs of their types; the error needs c == 'A' and x == 1000.  Paths: 3.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: paths: 3
// CHECK: branches: 4/4
// CHECK: bugs: 1
// TEST: <input type="int">1000</input>
// TEST-NEXT: <input type="char">65</input>
#include <crest.h>
extern void reach_error(void);

int main(void) {
  int x;
  char c;
  CREST_int(x);
  CREST_char(c);
  if (c == 'A') {
    if (x == 1000)
      // CHECK: bug: reach-error at {{.*}}crest-api.c:[[@LINE+1]]
      reach_error();
  }
  return 0;
}
// CHECK: exit=1
