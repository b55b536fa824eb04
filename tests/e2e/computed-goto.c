// GCC's labels as values: a threaded interpreter dispatches through a static
// table of label addresses (`goto *ops[op]`, LLVM's blockaddress and
// indirectbr, as in Lua's lvm.c) indexed by input bytes, and a label
// address kept in a local is compared as data. Every destination must be
// reached (the jump's address is concretized with its alternative on the
// path, so other opcodes are solved for), the assertion behind the opcode
// sequence 2, 1 is found, and nothing ends as unsupported.
// RUN: rm -rf %t && not %forage %s --out %t --strategy hybrid --max-iterations 300 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// The model checker lets the jump go to any destination: the one goal it
// proves unreachable is the first dispatch's `pc == 3` (pc is 0 there).
// RUN: %forage-bin prove %s --engine predicates --out %t-prove > %t.prove 2>&1
// RUN: FileCheck --check-prefix=PROVE %s < %t.prove
// PROVE: unreachable: 1 proved
// PROVE: proved unreachable: {{.*}}computed-goto.c:[[#@LINE+25]]:3
// Every opcode sequence is one path: 15 sequences, of which the three after
// (2, 1) end at the assertion as one.
// CHECK-NOT: unsupported
// CHECK: (path space exhausted)
// CHECK: paths: 13
// CHECK: bug: assertion-failure at {{.*}}computed-goto.c:[[#@LINE+22]]
#include <assert.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  static void *const ops[] = {&&op_halt, &&op_inc, &&op_dbl};
  unsigned char code[3];
  for (int i = 0; i < 3; ++i)
    code[i] = __VERIFIER_nondet_uchar() % 3;
  int acc = 1, pc = 0;
  void *last = &&op_halt;
#define DISPATCH()                                                             \
  do {                                                                         \
    if (pc == 3)                                                               \
      goto op_halt;                                                            \
    last = ops[code[pc]];                                                      \
    goto *ops[code[pc++]];                                                     \
  } while (0)
  DISPATCH();
op_inc:
  ++acc;
  assert(!(acc == 3 && last == &&op_inc && code[0] == 2));
  DISPATCH();
op_dbl:
  acc *= 2;
  DISPATCH();
op_halt:
  if (last == &&op_dbl)
    return 2;
  return acc > 2 ? 1 : 0;
}
