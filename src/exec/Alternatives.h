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

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

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

/// Repeated[J] is true iff entry J's condition (the same hash-consed
/// expression) already holds earlier on the path: then no alternative of J
/// is feasible, and the search need not ask the solver (recursive programs
/// repeat one decision thousands of times).
template <typename Range, typename GetEntry>
std::vector<bool> repeatedDecisions(const Range &Entries, GetEntry Entry) {
  std::vector<bool> Repeated;
  llvm::DenseSet<ExprRef> Seen;
  for (const auto &X : Entries)
    Repeated.push_back(!Seen.insert(Entry(X).Cond).second);
  return Repeated;
}

} // namespace forage

#endif
