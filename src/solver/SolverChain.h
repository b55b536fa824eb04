//===- SolverChain.h - the one place the solver stack is assembled -*- C++
//-*-===//
#ifndef FORAGE_SOLVER_SOLVERCHAIN_H
#define FORAGE_SOLVER_SOLVERCHAIN_H

#include "expr/ExprContext.h"
#include "solver/CexCache.h"
#include "solver/ConcolicWalk.h"
#include "solver/SelectingSolver.h"
#include "solver/SmallDomainSolver.h"
#include "solver/Solver.h"

#include <memory>

namespace forage {

struct SolverOptions {
  /// Per query: Z3's resource count, and the wall-clock safety net of Z3
  /// and the concolic walk.
  QueryLimits Limits;
  bool Independence = true;
  bool Cache = true;
  CexCacheOptions CexCache;
  SolverKind Kind = SolverKind::WalkFirst;
  /// Linear FP queries over the reals first (RealRelaxation.h).
  bool RealRelaxation = false;
  ConcolicWalkOptions Walk;
  SmallDomainOptions SmallDomain;
  /// Where the chain may build constraints rewritten with the equalities a
  /// path holds (PathEqualities.h): the context the constraints were built
  /// in. Null: no rewriting.
  ExprContext *Exprs = nullptr;
};

/// simplify/independence -> query cache -> counterexample cache ->
/// enumeration of tiny domains ->
/// Z3 and/or the concolic walk,
/// models checked by evaluation (docs/architecture.md, decision 6).
std::unique_ptr<Solver> createSolverChain(const SolverOptions &Opts,
                                          SolverStats &Stats);

} // namespace forage

#endif
