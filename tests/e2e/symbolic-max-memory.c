// The memory budget: a program with 2^40 paths whose states each write
// their own 4 KiB page of a 256 KiB block at every branch (copy-on-write
// shares only what a state did not write) grows without bound under bfs; with
// --max-memory 160 forage kills states at random, the peak resident memory
// stays within 10% of the budget, and every killed state leaves a test.
// RUN: rm -rf %t && %forage %s --mode symbolic --all-tests --search bfs --max-memory 160 --time 6 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_symbolic_stats.py %t memory 160
// CHECK: explored with symbolic execution (bfs)
// CHECK: exit=0
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  char *Block = malloc(256 * 1024);
  int Sum = 0;
  for (int I = 0; I < 40; ++I) {
    if (__VERIFIER_nondet_int() > I) {
      memset(Block + I * 4096, 1, 4096);
      Sum += 1;
    } else {
      memset(Block + I * 4096, 2, 4096);
    }
  }
  return Sum == 40;
}
