//===- BranchDistance.h - how far a comparison is from the other way -*- C++
//-*-===//
//
// Search-based testing's branch distance (seed 000, section 6.3): for an
// integer comparison `A K B` of Width bits, how far its operands are from
// making it true and from making it false (0 for the way it already goes).
// The sampler's violation learner and the branch-distance climb use it.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_BRANCHDISTANCE_H
#define FORAGE_EXEC_BRANCHDISTANCE_H

#include "expr/Expr.h"

namespace forage {

struct CompareDistance {
  double ToTrue, ToFalse;
};

/// K is one of Eq, Ult, Ule, Slt, Sle; Negated: the comparison's result is
/// negated (as the interpreter's compare instructions say).
CompareDistance compareDistance(ExprKind K, unsigned Width, u128 A, u128 B,
                                bool Negated);

} // namespace forage

#endif
