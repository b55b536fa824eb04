//===- SampleDriver.h - the outer loop of MCMC sampling ----------*- C++
//-*-===//
//
// Seed 000, section 3.3: rounds of simulate (Metropolis-Hastings chains in
// each domain under the round's frozen bias), learn (every run feeds the
// learners; runs with a new decision sequence are re-run symbolically into
// the path trie), and generate constraints (new domains from the trie). The
// configurations of Table 4: A(LP), A(BBOX), B (biased sampling of the
// input box) and C (uniform random inputs).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_SAMPLEDRIVER_H
#define FORAGE_SAMPLING_SAMPLEDRIVER_H

#include "exec/Interpreter.h"
#include "exec/TestRecorder.h"
#include "program/Cfcg.h"
#include "sampling/ConstraintGenerator.h"
#include "sampling/Learner.h"
#include "sampling/MHSampler.h"
#include "sampling/PathTrie.h"
#include "sampling/Trace.h"
#include "solver/Solver.h"

#include <atomic>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace forage {

struct SampleOptions {
  enum Config { Lp, BBox, BiasOnly, Uniform } Mode = Lp;
  unsigned Rounds = 10;
  uint64_t Samples = 1000; ///< Proposals per domain per round.
  double TimeBudget = 0;   ///< Seconds; 0 = none.
  uint64_t Seed = 0;
  unsigned MaxDomains = 16;      ///< Domains from constraints per round.
  unsigned MaxRelaxations = 8;   ///< Infeasible prefixes relaxed per round.
  unsigned MaxDirectDist = 6;    ///< Directed flips' reach (0: off).
  unsigned SymbolicReruns = 128; ///< Per round.
  bool Coverage = true, Violation = true, Range = true, Calls = true;
  unsigned NGram = 3;
  bool PaperProposals = false;
  double Beta = 1;
  bool StopOnError = false;
  bool KeepHitTargets = false; ///< The violation bias keeps hit targets.
  bool AllTests = false;
  struct NamedRange {
    std::string Name;
    i128 Lo, Hi;
  };
  std::vector<NamedRange> Ranges;
};

const char *configName(SampleOptions::Config C);

class SampleDriver {
public:
  /// Concrete runs on Concrete (InterpreterOptions::Concrete), symbolic
  /// re-runs on Symbolic; both over the same module and context.
  SampleDriver(Interpreter &Concrete, Interpreter &Symbolic, Solver &Solve,
               SolverStats &SStats, SuiteWriter &Suite, StatsWriter &Stats,
               const SampleOptions &Opts);

  std::function<void(const StatsSample &)> Progress;
  std::atomic<bool> *StopRequested = nullptr;

  /// start(), advance() until every round is done, finish().
  RunSummary run();

  /// The same run in slices (the portfolio's turns): start() once, then
  /// advance() per turn, which continues the rounds where the last turn
  /// left them (the trie, the learners, the elite inputs and the domains
  /// constraint generation made all carry over: a sampler restarted every
  /// turn never got past its first round's input box) until TurnEndNanos
  /// (0: none) or MaxExecutions executions in all (0: none); true once
  /// every round is done or the run stopped for good. finish() writes the
  /// run's figures.
  void start();
  bool advance(uint64_t TurnEndNanos, uint64_t MaxExecutions);
  RunSummary finish();
  const RunSummary &summary() const { return Summary; }

private:
  MHSampler::Outcome simulate(InputVec &V, size_t &Consumed);
  void rerunSymbolically(const InputVec &V);
  void readAssumedRanges(const State &S);
  double logBias(const SampleTrace &T) const;
  InputVec restartFromBest();
  bool shouldStop();
  double elapsed() const;
  void runUniform();
  void endRound(unsigned Round, uint64_t Domains, uint64_t Feasible);

  Interpreter &Concrete, &Symbolic;
  Solver &Solve;
  SolverStats &SStats;
  SuiteWriter &Suite;
  StatsWriter &Stats;
  SampleOptions Opts;
  RunSummary Summary;
  std::mt19937_64 Rng;
  InputSpace Space;
  TraceRecorder Recorder;
  std::unique_ptr<TestRecorder> Tests;
  std::vector<std::unique_ptr<Learner>> Learners;
  PathTrie Trie;
  std::vector<uint8_t> IsUser;
  llvm::DenseSet<uint32_t> AssumeFail;
  std::vector<RangeWitness> RangeWitnesses;
  llvm::DenseSet<uint64_t> SeenPaths, SeenInfeasible;
  std::vector<InputVec> Elite; ///< Restart candidates (section 3.5).
  State S, SymState;
  SampleTrace Trace;
  bool Stopped = false;
  uint64_t StartNanos = 0;
  // Where the rounds stand between advance() calls.
  std::unique_ptr<Cfcg> Graph;
  std::unique_ptr<ConstraintGenerator> Gen;
  std::unique_ptr<Proposer> Propose;
  std::unique_ptr<MHSampler> MH;
  unsigned Round = 1;
  std::vector<Domain> Domains, Next;
  size_t DomainAt = 0;
  bool ChainsDone = false; ///< This round's chains ran; generation is next.
  uint64_t TurnEnd = 0, TurnExecutions = 0;
  double RerunSeconds = 0, GenerateSeconds = 0;
  // Per round.
  uint64_t RoundRuns = 0, RoundProposals = 0, RoundAccepted = 0,
           RoundReruns = 0, RoundLpMoves = 0, RoundOutside = 0,
           RoundBugRuns = 0, BugRuns = 0, RoundBugStates = 0, ChainStates = 0,
           BugStates = 0, RoundRangeReruns = 0;
  llvm::json::Array Rounds;
  ProgressTicker Ticker{1.0};
};

} // namespace forage

#endif
