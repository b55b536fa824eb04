//===- ReachDriver.h - one verdict per target --------------------*- C++
//-*-===//
//
// Symcretic execution end to end (Dinges' thesis, chapter 4; spec section
// 4.3's REACH): backward search with iterative deepening of the edge bound
// L, the concrete phase on every path that reaches the entry, and the
// verdict: REACHED (validated inputs), UNREACHABLE (the search closed with
// nothing lost, section 7) or UNKNOWN.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_TARGETED_REACHDRIVER_H
#define FORAGE_TARGETED_REACHDRIVER_H

#include "cfa/Cfa.h"
#include "targeted/BackwardSearch.h"
#include "targeted/ConcretePhase.h"

#include "llvm/Support/JSON.h"

#include <memory>

namespace forage {

enum class Verdict { Reached, Unreachable, Unknown };
const char *verdictName(Verdict V);

struct ReachOptions {
  std::vector<unsigned> Schedule{2, 4, 8, 16}; ///< Values of L, in turn.
  BackwardOptions::LoopPolicy Loops = BackwardOptions::Path;
  double TraceSeconds = 10; ///< Phase II budget per trace.
  uint64_t Seed = 0;
  uint64_t MaxSegments = 0;    ///< Per target; 0 = none.
  uint64_t MaxMemoryBytes = 0; ///< The backward search's cap; 0 = none.
  /// Z3 resource units per Spacer query when the backward search leaves
  /// a branch or error-call target open (src/chc); 0: Spacer is not asked.
  unsigned ChcRlimit = 20'000'000;
};

struct TargetResult {
  Verdict V = Verdict::Unknown;
  std::string Explanation; ///< Why UNREACHABLE, or why UNKNOWN.
  State Witness;           ///< For REACHED: the validating run.
  double Seconds = 0;
  unsigned LastBound = 0; ///< L of the last round.
  BackwardStats Backward;
  ConcreteStats Concrete;
  llvm::json::Object toJson() const;
};

class ReachDriver {
public:
  /// Z3 decides Phase I queries; Fit (the chain with the concolic walk)
  /// solves Phase II's.
  ReachDriver(ProgramFacts &Facts, ExprContext &Ctx, IncrementalSolver &Z3,
              Solver &Fit, Interpreter &Interp, const llvm::Function &Entry,
              const ReachOptions &O)
      : Facts(Facts), Ctx(Ctx), Z3(Z3), Fit(Fit), Interp(Interp), Entry(Entry),
        Opts(O) {}

  /// Decides T by the steady_clock deadline (0 = none) and within
  /// MaxSegments backward segments (0: ReachOptions::MaxSegments).
  TargetResult reach(const ReachTarget &T, uint64_t Deadline,
                     uint64_t MaxSegments = 0);

private:
  ProgramFacts &Facts;
  ExprContext &Ctx;
  IncrementalSolver &Z3;
  Solver &Fit;
  Interpreter &Interp;
  const llvm::Function &Entry;
  ReachOptions Opts;
  std::unique_ptr<Cfa> ChcModel; ///< Built the first time Spacer is asked.
};

} // namespace forage

#endif
