// Directed goals (seed 000, section 8.3's minimal extensions): the read
// path behind the shared range guard is reached only by a run with the
// read operation and an in-range sector. Once writes have covered both
// edges of every guard, no uncovered edge borders a recorded decision; a
// flip of a covered edge that statically leads to the read block (the
// guard on a read's path) does. Without directed goals it stays uncovered.
// RUN: rm -rf %t && %forage-bin sample %s --seed 1 --rounds 6 --samples 100 --no-progress --out %t | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// RUN: rm -rf %t.off && %forage-bin sample %s --seed 1 --rounds 6 --samples 100 --direct-distance 0 --no-progress --out %t.off | FileCheck --check-prefix=OFF %s
// CHECK: branches: 14/14 covered
// STATS: "directed_domains": {{[1-9]}}
// OFF-NOT: branches: 14/14
// OFF: branches: {{1[0-3]}}/14
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int data[8], sum;

__attribute__((noinline)) void transfer(int sector, int write) {
  if (sector < 0 || sector >= 8)
    return;
  if (write)
    data[sector] = 1;
  else
    sum += data[sector];
}

int main(void) {
  for (int s = 0; s < 3; s++) {
    int op = __VERIFIER_nondet_int();
    __VERIFIER_assume(op >= 0 && op <= 3);
    int sector = __VERIFIER_nondet_int();
    if (op == 0)
      transfer(sector, 1);
    else if (op == 1)
      transfer(sector, 0);
  }
  return sum;
}
