//===- SelectingSolver.h - Z3, the concolic walk, or both -------*- C++ -*-===//
//
// The last layer of the chain (docs/architecture.md, decision 6): `--solver
// z3|cw|z3+cw`. In z3+cw, Z3 answers first except for queries holding opaque
// calls, and what it cannot decide (unknown, timeout, or a model that does not
// survive evaluation) goes to the concolic walk. In cw+z3, every query with a
// non-linear constraint goes to the walk first and to Z3 only if the walk
// gives up and the query has no opaque call (Z3 could not give it a model
// that survives evaluation); linear queries go to Z3 (the walk would hand
// them to it anyway).
// Every Sat model is checked by evaluating the whole query; a model that fails
// is never returned.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_SELECTINGSOLVER_H
#define FORAGE_SOLVER_SELECTINGSOLVER_H

#include "solver/Solver.h"

#include <memory>

namespace forage {

enum class SolverKind {
  Z3,
  ConcolicWalk,
  Both,      ///< z3+cw: Z3 first, except for queries with opaque calls.
  WalkFirst, ///< cw+z3: non-linear queries with floating point, products
             ///< of symbolic values or opaque calls (needsWalk) to the walk
             ///< first, then Z3 unless they hold opaque calls; the rest to
             ///< Z3.
};

/// Either core may be null when Kind does not use it.
std::unique_ptr<Solver> createSelectingSolver(SolverKind Kind,
                                              std::unique_ptr<Solver> Z3,
                                              std::unique_ptr<Solver> Cw,
                                              SolverStats &Stats);

/// True iff some constraint contains a Call node.
bool hasOpaqueCall(llvm::ArrayRef<ExprRef> Constraints);

/// True iff some constraint has floating point, a product or quotient of
/// two symbolic values, or an opaque call: what cw+z3 sends to the walk
/// first when it is not linear.
bool needsWalk(llvm::ArrayRef<ExprRef> Constraints);

} // namespace forage

#endif
