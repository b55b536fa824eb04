// FLT_ROUNDS (llvm.flt.rounds, read by jq's dtoa) is modelled: forage's FP
// arithmetic rounds to nearest, so the program sees 1 and the run goes on
// (it ended with exit 3, "unsupported intrinsic", before). The bug sits
// behind the mode check, so reaching it shows the value.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 20 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK-NOT: unsupported
// CHECK: bug: reach-error at {{.*}}flt-rounds.c:[[#@LINE+10]]
#include <float.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (FLT_ROUNDS != 1)
    return 1;
  if (x == 42)
    reach_error();
  return 0;
}
