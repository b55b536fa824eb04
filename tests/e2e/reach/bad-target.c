// Bad targets are bad input (exit 2) with a message that says what to do.
// RUN: %forage-bin reach %s --target bad-target.c:1 --out %t 2>&1 | FileCheck %s --check-prefix=LINE; test ${PIPESTATUS[0]} = 2
// RUN: not %forage-bin reach %s --target nonsense --out %t 2>&1 | FileCheck %s --check-prefix=SPEC
// RUN: not %forage-bin reach %s --out %t 2>&1 | FileCheck %s --check-prefix=NONE
// LINE: forage: error: no code of the program at bad-target.c:1
// SPEC: forage: error: --target wants FILE:LINE
// NONE: forage: error: {{.*}}calls no reach_error{{.*}}give --target FILE:LINE
int main(void) { return 0; }
