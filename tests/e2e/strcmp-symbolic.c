// forage_make_symbolic on a 3-byte char buffer compared with strcmp: the
// runtime's strcmp model lets the solver build "hi\0" byte by byte.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep -l 'coversError="true"' %t/test-*.xml | xargs cat | FileCheck --check-prefix=TEST %s
// CHECK: (path space exhausted)
// CHECK: branches: 2/2
// CHECK: bugs: 1
// TEST: <input variable="buf" type="unsigned char">104</input>
// TEST-NEXT: <input variable="buf" type="unsigned char">105</input>
// TEST-NEXT: <input variable="buf" type="unsigned char">0</input>
#include <forage/forage.h>
#include <string.h>
extern void reach_error(void);

int main(void) {
  char buf[3];
  forage_make_symbolic(buf, sizeof buf, "buf");
  if (strcmp(buf, "hi") == 0)
    // CHECK: bug: reach-error at {{.*}}strcmp-symbolic.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// CHECK: exit=1
