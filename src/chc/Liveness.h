//===- Liveness.h - the values a position's relation keeps ------*- C++ -*-===//
//
// A position's relation speaks only of the SSA values live there (used at
// or after it before being redefined), so that relations stay small.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_LIVENESS_H
#define FORAGE_CHC_LIVENESS_H

#include "llvm/IR/Function.h"

#include <functional>
#include <map>
#include <vector>

namespace forage {

/// The values Keep admits (arguments and instructions of F) live just
/// before each of Positions (instructions of F, none a phi), in a fixed
/// order.
std::map<const llvm::Instruction *, std::vector<const llvm::Value *>>
liveAt(const llvm::Function &F,
       const std::function<bool(const llvm::Value *)> &Keep,
       const std::vector<const llvm::Instruction *> &Positions);

} // namespace forage

#endif
