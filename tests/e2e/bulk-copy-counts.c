// A loop whose work is in bulk copies (memset, memcpy, realloc) counts
// toward --max-instructions as the same loop written in C would: one
// instruction per 8 bytes moved. On the x == 3 path it moves 64 MiB in a
// few hundred interpreted instructions, so 1 000 000 instructions cut it
// (64 MiB / 8 is 8 Mi); the x != 3 path copies nothing and ends normally.
// Before the charge both paths ended normally (an execution that grew a
// buffer by realloc forever ran for a whole 120 s budget).
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --max-instructions 1000000 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: executions: 2
// CHECK: 1 executions cut by limits
// CHECK: exit=0
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

static char Big[1 << 20], Copy[1 << 20];

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 3) {
    char *Grown = 0;
    for (int K = 1; K <= 32; ++K) {
      memset(Big, K, sizeof Big);
      memcpy(Copy, Big, sizeof Copy);
      Grown = realloc(Grown, (size_t)K << 14);
    }
    free(Grown);
  }
  return 0;
}
