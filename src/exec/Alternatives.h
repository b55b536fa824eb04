//===- Alternatives.h - the other ways a path entry could go ----*- C++ -*-===//
//
// What a search negates: the other side of a branch, the other cases of a
// switch, the failing side of a check. Shared by the concolic strategies
// (seed 001) and the forking driver (seed 004).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_ALTERNATIVES_H
#define FORAGE_EXEC_ALTERNATIVES_H

#include "exec/State.h"

#include "llvm/ADT/SmallVector.h"

namespace forage {

class DecodedProgram;
class ExprContext;

/// One way a path entry could have gone instead.
struct Alternative {
  ExprRef Cond;
  uint32_t BranchId; ///< ProgramModel::NoBranch for checks and pins.
};

/// The alternatives of E, in a fixed order (for a switch: the other cases,
/// then the default).
void alternativesOf(const PathEntry &E, const DecodedProgram &P,
                    ExprContext &Ctx, llvm::SmallVectorImpl<Alternative> &Out);

} // namespace forage

#endif
