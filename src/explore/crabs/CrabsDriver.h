//===- CrabsDriver.h - concolic testing alternating with CEGAR ---*- C++
//-*-===//
//
// Seed 003, section 4 (Algorithm 3): concolic phases on the product of the
// program and every monitor so far alternate with coverage-driven CEGAR
// phases on the program itself, until every goal is covered or proved
// unreachable or the budget is spent. Model-checker tests count only once
// the interpreter has replayed them (spec 3, [F]).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_CRABS_CRABSDRIVER_H
#define FORAGE_EXPLORE_CRABS_CRABSDRIVER_H

#include "abstraction/CoverageCegar.h"
#include "abstraction/Monitor.h"
#include "cfa/InvariantAtom.h"
#include "explore/concolic/ConcolicDriver.h"
#include "explore/crabs/MonitorGuidedStrategy.h"

#include "llvm/Support/JSON.h"

#include <memory>
#include <vector>

namespace forage {

struct CrabsOptions {
  double McRatio = 0.2; ///< --mc-ratio: share of each round model checking.
  double Round = 0;     ///< --crabs-round seconds; 0: min(20, T/5), >= 2.
  /// Seconds the model checker may overrun its slice to finish the ARG;
  /// 0: max(slice, 10).
  double MaxOverrun = 0;
  McOptions Mc;
  /// Run the all-zero input once before model checking (forage prove: the
  /// model checker need not unroll loops for what any run covers).
  bool InitialRun = false;
  /// --crabs-keep-search: every concolic phase continues the one search
  /// (its paths, tries and the input it asks for next) instead of starting
  /// a new strategy from the all-zero input.
  bool KeepSearch = true;
  /// A phase without progress halves the next one's slice (to 1/8).
  bool Backoff = true;
};

struct CrabsResult {
  std::vector<McProof> Proofs;
  uint64_t McTests = 0, McTestsReproduced = 0, Rounds = 0;
  uint64_t Steps = 0; ///< Work of every phase (McPhaseStats::Work).
  GuidanceStats Guidance;
  llvm::json::Array PhaseStats; ///< One object per model-checking phase.
  /// Invariant atoms offered by another prover (seed()), and the new
  /// predicates they gave.
  uint64_t SeedAtoms = 0, SeededPredicates = 0;
  bool LastArgComplete = false;
  bool LastArgSettled = false; ///< A repeat would build the same ARG.
};

class CrabsDriver {
public:
  CrabsDriver(ConcolicDriver &Concolic, Cfa &C, const CrabsOptions &Opts,
              double TimeBudget);

  /// Runs the alternation (McRatio 0: the plain strategy; 1: the model
  /// checker alone, refining until the budget ends).
  RunSummary run();
  const CrabsResult &result() const { return Result; }
  /// True iff branch id B is a goal still open.
  bool pending(uint32_t B) const;

  /// For a portfolio that schedules the search and the model checker as
  /// two techniques: guide the concolic driver's strategies with the
  /// monitors (what run() does first), then take model-checking turns.
  void guideSearch();
  /// One model-checking phase: refine for Slice seconds, complete the ARG
  /// within Overrun more; with SliceSteps, likewise in units of work
  /// (McPhaseStats::Work: the same on any machine). True iff it
  /// made progress (a proof, coverage, a complete ARG).
  bool modelCheckTurn(double Slice, double Overrun, uint64_t SliceSteps = 0,
                      uint64_t OverrunSteps = 0);
  /// True iff any goal is still open.
  bool anyPending() const;
  /// Takes Atoms (another prover's invariants at positions) as predicates
  /// of the model checker's precision; returns how many were new.
  unsigned seed(const std::vector<InvariantAtom> &Atoms);

private:
  /// One model-checking phase.
  void modelCheck(double Slice, double Overrun, uint64_t SliceSteps = 0,
                  uint64_t OverrunSteps = 0);

  ConcolicDriver &Concolic;
  Cfa &C;
  CrabsOptions Opts;
  double TimeBudget;
  CoverageCegar Mc;
  std::vector<std::unique_ptr<Monitor>> Monitors;
  static constexpr size_t MaxMonitors = 8;
  std::vector<bool> Proved;
  CrabsResult Result;
};

} // namespace forage

#endif
