//===- Strategy.h - a concolic search strategy ------------------*- C++ -*-===//
//
// The generic search loop of seed 001 (Algorithm 1): after each execution
// the strategy is shown the path it took, then asked which input to run
// next (typically one that forces some branch of a path it has seen the
// other way). Every strategy is one class behind this interface.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_CONCOLIC_STRATEGY_H
#define FORAGE_EXPLORE_CONCOLIC_STRATEGY_H

#include "exec/Alternatives.h"
#include "exec/State.h"
#include "expr/Evaluator.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/JSON.h"

#include <functional>
#include <optional>
#include <random>

namespace forage {

class Coverage;
class DecodedProgram;
class ExprContext;
class ProgramModel;
class Solver;

/// How a run forced to take alternative Alt at path position J went.
enum class ForceOutcome {
  Followed, ///< Same prefix, then the alternative.
  EndedAtJ, ///< Same prefix, then it ended there (the bug a check guards).
  Diverged, ///< Something else (concretisation, solver imprecision).
};
ForceOutcome checkForced(llvm::function_ref<const PathEntry &(size_t)> Old,
                         const State &S, size_t J, const Alternative &Alt);

/// What strategies may use.
struct SearchContext {
  Solver &Solve;
  ExprContext &Ctx;
  const DecodedProgram &Program;
  std::mt19937_64 &Rng;
  /// True when the run must end (budget, interrupt): strategies stop asking
  /// the solver and return nullopt.
  std::function<bool()> ShouldStop;
  uint64_t Divergences = 0;     ///< Forced runs that did not follow the prefix.
  uint64_t Iterations = 0;      ///< Executions so far (set by the driver).
  uint64_t LastNewCoverage = 0; ///< Iteration that last covered a branch.
  /// The coverage map every strategy shares, and the branches it counts.
  const Coverage *Cov = nullptr;
  const ProgramModel *Model = nullptr;
  size_t NewBranches = 0; ///< Branches the last execution covered first.
};

/// Random values for input variables 0..N-1 (a restart on fresh inputs).
Assignment randomInputs(std::mt19937_64 &Rng, size_t N);

/// A hash of A's values, trailing zeros ignored (an input a run did not
/// consume reads as 0, so those assignments run alike). Strategies use it to
/// recognise an input they have already run.
uint64_t inputKey(const Assignment &A);

class Strategy {
public:
  virtual ~Strategy();
  virtual const char *name() const = 0;
  /// Shows the strategy the execution that just ran on Model.
  virtual void update(const State &S, const Assignment &Model) = 0;
  /// The input to run next; nullopt when the strategy has nothing left.
  virtual std::optional<Assignment> next() = 0;
  /// True iff the strategy ran out because every path was explored (as
  /// opposed to a bound it imposed or solver answers it could not use).
  virtual bool complete() const = 0;
  /// True iff update() needs State::Trace (the branch sequence).
  virtual bool wantsTrace() const { return false; }
  /// Figures of its own for stats.json ("strategy_stats").
  virtual void report(llvm::json::Object &Out) const {}
};

} // namespace forage

#endif
