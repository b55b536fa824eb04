//===- FixedIntrinsics.h - intrinsics whose value forage fixes --*- C++ -*-===//
//
// Some intrinsics ask the machine for a state forage's semantics fix once
// and for all. `llvm.flt.rounds` (C's FLT_ROUNDS, which jq's dtoa reads)
// asks for the FP rounding mode: every FP operation forage executes or
// solves rounds to nearest, ties to even (expr/Float.h), so the answer is
// 1. Replacing such calls by their value in the linked module lets every
// stage (the interpreter, the model checker, the Horn encoder) agree on it.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_FRONTEND_FIXEDINTRINSICS_H
#define FORAGE_FRONTEND_FIXEDINTRINSICS_H

#include "llvm/IR/Module.h"

namespace forage {

/// Replaces every call of an intrinsic with a fixed value by that value;
/// returns how many calls went.
unsigned lowerFixedIntrinsics(llvm::Module &M);

} // namespace forage

#endif
