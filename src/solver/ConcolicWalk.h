//===- ConcolicWalk.h - heuristic solving on the induced polytope -*- C++ -*-=//
//
// The concolic walk of Dinges' thesis, chapter 5 (Algorithms 5.1-5.4): the
// linear constraints L of a query are solved by an exact solver, and from that
// point an adaptive tabu search moves inside the polytope of L, guided by the
// error scores of the other constraints N, which are evaluated concretely
// (opaque calls run natively). It is sound, not complete: Sat comes only with
// a model that satisfies every constraint by evaluation; Unsat only when L
// alone is unsatisfiable; otherwise Unknown.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_CONCOLICWALK_H
#define FORAGE_SOLVER_CONCOLICWALK_H

#include "solver/QueryLimits.h"
#include "solver/Solver.h"

#include <memory>

namespace forage {

struct ConcolicWalkOptions {
  unsigned StepsPerConstraint = 150; ///< I: at most I*|N| steps.
  unsigned Neighbors = 10;           ///< R: neighbour pairs per step.
  int Tabu = -1;                     ///< T; negative means min(3, |VARS(N)|/2).
  unsigned Samples = 20;             ///< M: rejection samples per random step.
  double StepSize = 1;               ///< S: scales every random step's radius.
  bool Bisection = true;             ///< The linear-approximation neighbour.
  uint64_t Seed = 1;
  /// The safety net per query in milliseconds of this thread's processor
  /// time (--solver-timeout; 0 = none). The
  /// walk's own limit is its steps, the same on any machine; a query the
  /// safety net stops is counted (SolverStats::SafetyNetFires).
  unsigned SafetyMs = QueryLimits().SafetyMs;
};

/// Linear solves the polytope (in practice Z3); it must outlive the walk.
std::unique_ptr<Solver> createConcolicWalkSolver(Solver &Linear,
                                                 const ConcolicWalkOptions &O,
                                                 SolverStats &Stats);

} // namespace forage

#endif
