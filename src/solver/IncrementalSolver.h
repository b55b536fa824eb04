//===- IncrementalSolver.h - Z3 with an assertion stack ---------*- C++ -*-===//
//
// For a depth-first search that extends one path condition and backtracks:
// the backward search of symcretic execution (Dinges' thesis, Algorithm
// 4.1, whose P lives on an incremental solver; spec section 4.2). The
// constraints are asserted in scopes on one Z3 solver, so a check pays
// only for what the new constraints add, and Z3 keeps what it learnt.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_INCREMENTALSOLVER_H
#define FORAGE_SOLVER_INCREMENTALSOLVER_H

#include "solver/QueryLimits.h"
#include "solver/Solver.h"

#include <memory>

namespace forage {

class IncrementalSolver {
public:
  virtual ~IncrementalSolver();
  /// Opens a scope; pop(N) removes the constraints of the last N scopes.
  virtual void push() = 0;
  virtual void pop(unsigned N) = 0;
  virtual unsigned scopes() const = 0;
  /// Asserts a 1-bit constraint in the innermost scope.
  virtual void add(ExprRef C) = 0;
  /// Decides the conjunction of every asserted constraint. With Model, a
  /// Sat answer also writes a model there (preferring values within 256 of
  /// the incoming ones). A Sat answer over opaque calls must survive
  /// evaluation by their native functions, or it becomes Unknown: Z3 may
  /// give an uninterpreted function values the real one never returns.
  /// Unsat is always a proof (an uninterpreted function over-approximates).
  virtual SolverResult check(Assignment *Model) = 0;
  /// True iff the last check gave Unknown because a limit ran out (its
  /// resource count, the safety net or the run's deadline).
  virtual bool timedOut() const = 0;
  /// As Solver::setDeadline: checks give up (Unknown) from this point of
  /// steady_clock (nanoseconds; 0 = never).
  void setDeadline(uint64_t SteadyNanos) { Deadline = SteadyNanos; }

protected:
  uint64_t Deadline = 0;
};

/// Per-check limits Limits; counts into Stats (Queries, CoreCalls,
/// Sat/Unsat/Unknown, ModelRejected, CoreSeconds).
std::unique_ptr<IncrementalSolver>
createIncrementalZ3Solver(QueryLimits Limits, SolverStats &Stats);

} // namespace forage

#endif
