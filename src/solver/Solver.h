//===- Solver.h - the solver interface and its statistics -------*- C++ -*-===//
//
// A Solver decides satisfiability of a conjunction of 1-bit constraints over
// input variables (docs/architecture.md, decision 6). Decorators (slicing,
// caching) wrap a core solver; SolverChain.h assembles them in one place.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_SOLVER_H
#define FORAGE_SOLVER_SOLVER_H

#include "expr/Evaluator.h"
#include "expr/Expr.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <memory>

namespace forage {

enum class SolverResult { Sat, Unsat, Unknown };

const char *toString(SolverResult R);

/// Counters every layer of the chain adds to; reported in stats.json.
struct SolverStats {
  uint64_t Queries = 0;   ///< Queries asked of the chain.
  uint64_t CacheHits = 0; ///< Answered by the query cache.
  uint64_t CexHits = 0;   ///< Answered from earlier models (CexCache.h).
  uint64_t Trivial = 0;   ///< Answered by simplification alone.
  /// Goals the path's own equalities decided (PathEqualities.h): part of
  /// Trivial.
  uint64_t Folded = 0;
  uint64_t CoreCalls = 0; ///< Queries that reached Z3.
  uint64_t Sat = 0, Unsat = 0, Unknown = 0;
  uint64_t SlicedConstraints = 0; ///< Constraints dropped by independence.
  double CoreSeconds = 0;         ///< Time spent inside Z3.
  // Solver selection (--solver) and the concolic walk.
  uint64_t SolvedByZ3 = 0;    ///< Sat answers from Z3 (checked models).
  uint64_t SolvedByCw = 0;    ///< Sat answers from the concolic walk.
  uint64_t ModelRejected = 0; ///< Sat models that failed evaluation.
  /// Incremental solvers rebuilt in a new context (the old one was
  /// cancelled, or left to an abandoned check).
  uint64_t Rebuilds = 0;
  uint64_t RelaxedSat = 0; ///< Linear FP queries solved over the reals.
  uint64_t Enumerated = 0; ///< Decided by trying every assignment.
  uint64_t CwCalls = 0, CwSat = 0, CwUnsat = 0, CwUnknown = 0;
  uint64_t CwSteps = 0; ///< Iterations of Algorithm 5.1's main loop.
  /// Walk queries stopped by the wall-clock safety net (Z3's are counted by
  /// z3guard::safetyNetFires()).
  uint64_t SafetyNetFires = 0;
  double CwSeconds = 0; ///< Time spent in the concolic walk.
};

class Solver {
public:
  virtual ~Solver();
  /// Sat iff some assignment satisfies every constraint. On entry, Model
  /// satisfies all constraints but the last one (the one being added, e.g. a
  /// negated branch); on Sat, Model is updated so that it satisfies all of
  /// them, keeping the values of variables the answer does not depend on;
  /// solvers prefer values near the incoming ones.
  virtual SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                             Assignment &Model) = 0;
  /// Queries give up (Unknown) at this point of steady_clock (nanoseconds
  /// since its epoch; 0 = never): the run's time budget. Layers that wrap
  /// another solver pass it on.
  virtual void setDeadline(uint64_t SteadyNanos) { Deadline = SteadyNanos; }
  /// Escalation: at level L, Z3's resource limit and the concolic walk's
  /// steps per query are 2^L times their base (capped), for a search that
  /// has run out of branches it could force and still has budget
  /// (docs/concolic.md). Deterministic: it counts rounds, not time. Layers
  /// that wrap another solver pass it on.
  virtual void setEffort(unsigned Level) { Effort = Level; }

protected:
  uint64_t Deadline = 0;
  unsigned Effort = 0;
};

/// A layer of the chain over another solver (a cache, slicing, a
/// relaxation): the deadline and the effort are its own and its inner
/// solver's.
class SolverLayer : public Solver {
public:
  explicit SolverLayer(std::unique_ptr<Solver> Inner)
      : Inner(std::move(Inner)) {}
  void setDeadline(uint64_t SteadyNanos) override {
    Deadline = SteadyNanos;
    Inner->setDeadline(SteadyNanos);
  }
  void setEffort(unsigned Level) override {
    Effort = Level;
    Inner->setEffort(Level);
  }

protected:
  std::unique_ptr<Solver> Inner;
};

} // namespace forage

#endif
