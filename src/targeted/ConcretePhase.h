//===- ConcretePhase.h - Phase II: fitting a found path concretely -*- C++
//-*-===//
//
// Dinges' thesis, section 4.4 and chapter 5 (spec section 6): the path the
// backward search found becomes constraints over its input slots. The
// assignments are substituted in; what the symbolic phase left open (loop
// results, loads, external calls: the trace's change() items) becomes an
// opaque term whose value forage's interpreter reads from a forward run of
// the program on the candidate inputs. The concolic walk (solver/) fits the
// inputs; every candidate is validated by a normal forward execution that
// must reach the target.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_TARGETED_CONCRETEPHASE_H
#define FORAGE_TARGETED_CONCRETEPHASE_H

#include "exec/Interpreter.h"
#include "solver/Solver.h"
#include "targeted/BackwardState.h"
#include "targeted/Target.h"

#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace forage {

struct ConcreteStats {
  uint64_t Runs = 0;         ///< Traces handed to Phase II.
  uint64_t Successes = 0;    ///< Validated inputs found.
  uint64_t Mismatches = 0;   ///< Solutions that failed validation.
  uint64_t Unsolved = 0;     ///< The walk gave up.
  uint64_t Executions = 0;   ///< Forward runs (observation + validation).
  uint64_t WithObserved = 0; ///< Traces with change() items.
  double Seconds = 0;
};

class ConcretePhase {
public:
  /// Fit solves the constraints (the solver chain with the concolic walk).
  ConcretePhase(Interpreter &Interp, ExprContext &Ctx, Solver &Fit,
                ConcreteStats &Stats)
      : Interp(Interp), Ctx(Ctx), Fit(Fit), Stats(Stats) {}

  /// Per trace, at most this many seconds; the run stops at Deadline.
  double TraceSeconds = 10;
  uint64_t Deadline = 0;

  /// True iff inputs for S's path were found and a forward run on them
  /// reached T; Out is then that run's state (its inputs are the test).
  bool run(const BackwardState &S, const ReachTarget &T, State &Out);

  /// Runs the program on Values (input j = Values[j]) and reports whether
  /// it reached T. Exposed for validation of any candidate.
  bool reaches(const std::vector<u128> &Values, const ReachTarget &T,
               State &Out);

private:
  Interpreter &Interp;
  ExprContext &Ctx;
  Solver &Fit;
  ConcreteStats &Stats;
  unsigned TraceNumber = 0;
};

} // namespace forage

#endif
