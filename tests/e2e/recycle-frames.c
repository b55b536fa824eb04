// A program that calls and allocates in a loop holds, natively, one frame
// and one small block at a time. forage's concolic search now does too:
// a returning frame's stack objects give their addresses back and a freed
// block is reused after a quarantine. Before, every frame and block of
// the execution kept its own address and object: 400 000 iterations took
// about 250 MB more, past --max-memory 200, and the execution was cut (no
// test reached x == 7). The forking engine keeps unique addresses (its
// states' images name objects by position).
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --max-memory 200 --max-instructions 1000000000 > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK-NOT: cut by limits
// CHECK: bug: reach-error at {{.*}}recycle-frames.c:[[#@LINE+23]]
// CHECK: exit=1
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

__attribute__((noinline)) static int frame(int I) {
  char Local[48];
  memset(Local, I, sizeof Local);
  char *Block = malloc(40);
  memcpy(Block, Local, 40);
  int R = Block[I % 40];
  free(Block);
  return R;
}

int main(void) {
  int X = __VERIFIER_nondet_int(), Sum = 0;
  for (int I = 0; I < 400000; ++I)
    Sum += frame(I);
  if (X == 7)
    reach_error();
  return Sum == 3;
}
