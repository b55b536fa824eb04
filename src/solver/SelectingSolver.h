//===- SelectingSolver.h - Z3, the concolic walk, or both -------*- C++ -*-===//
//
// The last layer of the chain (DESIGN decision 6): `--solver z3|cw|z3+cw`.
// In z3+cw, Z3 answers first except for queries holding opaque calls, and
// what it cannot decide (unknown, timeout, or a model that does not survive
// evaluation) goes to the concolic walk. Every Sat model is checked by
// evaluating the whole query; a model that fails is never returned.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_SELECTINGSOLVER_H
#define FORAGE_SOLVER_SELECTINGSOLVER_H

#include "solver/Solver.h"

#include <memory>

namespace forage {

enum class SolverKind { Z3, ConcolicWalk, Both };

/// Either core may be null when Kind does not use it.
std::unique_ptr<Solver> createSelectingSolver(SolverKind Kind,
                                              std::unique_ptr<Solver> Z3,
                                              std::unique_ptr<Solver> Cw,
                                              SolverStats &Stats);

/// True iff some constraint contains a Call node.
bool hasOpaqueCall(llvm::ArrayRef<ExprRef> Constraints);

} // namespace forage

#endif
