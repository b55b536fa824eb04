//===- Refiner.h - new predicates from an infeasible goal path ---*- C++
//-*-===//
//
// Seed 003, section 4 (Refine in Algorithm 2; the paper defers to
// interpolation). This is the spec's fallback engine (4.5, 3): the guards
// of an unsat core are carried backwards along the path by substituting
// the path's definitions (weakest preconditions), and each result that is
// expressible in the frame at an earlier position becomes a predicate
// there. A guard is not carried past the input or havocked value it
// depends on.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_REFINER_H
#define FORAGE_ABSTRACTION_REFINER_H

#include "abstraction/PathFormula.h"
#include "abstraction/Precision.h"

namespace forage {

/// Adds the predicates the infeasible path P (with unsat core Core) yields
/// to Prec; returns how many were new.
unsigned refineFromCore(const PathFormula &P,
                        const std::vector<std::pair<size_t, size_t>> &Core,
                        Precision &Prec);

} // namespace forage

#endif
