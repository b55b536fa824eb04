// A program whose start-up alone runs about 60 million instructions (a
// table built at start, as real programs load their configuration, parse
// built-in scripts or initialise locales) before it reads its input. With
// a fixed 50 M limit every execution was cut in the start-up and nothing
// behind it was covered; by default the limit follows the program (8 times
// the longest execution that ended, 400 M until one has), so the first run
// ends and the concolic search goes on to the error. A fixed
// --max-instructions still cuts: the second run covers nothing.
// RUN: rm -rf %t && %forage %s --strategy hybrid --out %t --max-iterations 4 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: rm -rf %t.fixed && %forage %s --strategy hybrid --out %t.fixed --max-iterations 4 --max-instructions 50000000 > %t.fixed.out; echo "exit=$?" >> %t.fixed.out
// RUN: FileCheck --check-prefix=FIXED %s < %t.fixed.out
// CHECK-NOT: cut by limits
// CHECK: bug: reach-error at {{.*}}long-startup.c:[[#@LINE+19]]
// CHECK: exit=1
// FIXED: 1 executions cut by limits
// FIXED-NOT: bug:
// FIXED: exit=0
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static unsigned table[256];

int main(void) {
  // About 4 million iterations of some 16 instructions each.
  for (unsigned round = 0; round < 16000; round++)
    for (unsigned i = 0; i < 256; i++)
      table[i] = table[i] * 31u + i + round;
  int x = __VERIFIER_nondet_int();
  if (x == (int)(table[7] & 0xff) + 1000)
    return 1;
  if (x == 77)
    reach_error();
  return 0;
}
