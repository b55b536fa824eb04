//===- InlineAsmIdioms.h - x86 inline assembly lowered to IR ----*- C++ -*-===//
//
// Real programs carry a little x86 inline assembly where C has no word for
// an instruction: GMP's and gnulib's longlong.h (`umul_ppmm` as `mulq`,
// `add_ssaaaa` as `addq`/`adcq`, `count_trailing_zeros` as `bsf`, ...,
// used by coreutils' factor), CPU feature probes (`cpuid`, coreutils' wc
// and cksum), compiler barriers (`asm("" ::: "memory")`). The interpreter
// cannot run assembly (a run used to end with exit 3 at the first such
// statement), but these statements are short straight-line sequences of
// register arithmetic. This pass evaluates each such statement
// symbolically, instruction by instruction, over LLVM values, and replaces
// the call by the IR it computes, so every stage (the interpreter, the
// model checker, the Horn encoder) sees ordinary arithmetic.
//
// What is understood (AT&T syntax, as GCC and clang write x86 asm): `mov`,
// `xchg`, `add`, `adc`, `sub`, `sbb`, `and`, `or`, `xor`, `not`, `neg`,
// `inc`, `dec`, `mul` and `div` (one operand, through rdx:rax), `mulx`, `bsf`,
// `bsr`, `tzcnt`, `lzcnt`, `popcnt`, `bswap`, `shl`/`sal`, `shr`, `sar`,
// `rol`, `ror`, `nop`, `cpuid` and a `rep` prefix before `bsf`/`bsr` (the
// old spelling of `tzcnt`/`lzcnt`), at 32 or 64 bits, on register operands,
// the statement's register-class operands (`r`, `rm`, `rme`, tied inputs
// `0`, `%1`, fixed registers `{ax}`...) and immediates; the carry flag is
// tracked for `adc`/`sbb`. `cpuid` answers as a processor with no leaves
// and no optional features (every register 0), so a program probes and
// takes its portable code. A statement with anything else (a memory
// operand, a label, a directive, 8- or 16-bit registers, an instruction
// not listed) is left as it is, and running it stays unsupported (exit 3,
// named with its source line).
//
// `bsf`/`bsr` of 0 leave the destination as it was (as AMD documents and
// Intel's processors do); `div` by 0 is a division by zero in the IR (the
// native program's SIGFPE); a quotient that does not fit is truncated
// where the processor would trap.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_FRONTEND_INLINEASMIDIOMS_H
#define FORAGE_FRONTEND_INLINEASMIDIOMS_H

#include "llvm/IR/Module.h"

namespace forage {

/// Replaces every x86 inline assembly statement of M made only of the
/// instructions above by the IR it computes; returns how many went.
unsigned lowerInlineAsmIdioms(llvm::Module &M);

} // namespace forage

#endif
