// The runtime's string models over a symbolic buffer: strlen(s) == 3,
// s[0] == 'a' and strchr(s, 'z') pointing at s[2] need s == "a?z" with a
// non-zero, non-'z' middle byte.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: branches: 6/6
// CHECK: bugs: 1
// TEST: <input variable="s" type="unsigned char">97</input>
// TEST-NEXT: <input variable="s" type="unsigned char">{{[1-9][0-9]*}}</input>
// TEST-NEXT: <input variable="s" type="unsigned char">122</input>
// TEST-NEXT: <input variable="s" type="unsigned char">0</input>
#include <forage/forage.h>
#include <string.h>
extern void reach_error(void);

int main(void) {
  char s[6];
  forage_make_symbolic(s, sizeof s, "s");
  s[5] = 0;
  if (strlen(s) == 3 && s[0] == 'a' && strchr(s, 'z') == s + 2)
    // CHECK: bug: reach-error at {{.*}}string-models.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
