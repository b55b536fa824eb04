//===- ConcolicDriver.h - re-execution concolic testing ---------*- C++ -*-===//
//
// Seed 001, section 2: run the program, hand the path to the strategy, run
// the input it asks for, until the strategy is done or a budget ends. Every
// execution's coverage is merged; a test is written the moment an execution
// covers a new branch edge or finds a new bug.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_CONCOLIC_CONCOLICDRIVER_H
#define FORAGE_EXPLORE_CONCOLIC_CONCOLICDRIVER_H

#include "exec/Interpreter.h"
#include "exec/TestRecorder.h"
#include "explore/concolic/Strategy.h"
#include "solver/Solver.h"
#include "suite/StatsWriter.h"
#include "suite/SuiteWriter.h"

#include <atomic>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace forage {

struct ConcolicOptions {
  /// One of ConcolicDriver::StrategyNames.
  std::string Strategy = "hybrid";
  unsigned Depth = 0;          ///< For bounded-dfs.
  unsigned RestartAfter = 0;   ///< For random-branch, cfg, hybrid; 0 = never.
  bool CfgReturnEdges = false; ///< cfg (and hybrid's cfg) may leave calls.
  uint64_t Seed = 0;
  bool RandomInitial = false; ///< Initial input random instead of zeros.
  double TimeBudget = 0;      ///< Seconds; 0 = none.
  uint64_t MaxIterations = 0; ///< Executions; 0 = none.
  bool StopOnError = false;   ///< Stop at the first bug.
  bool AllTests = false;
  uint64_t MaxMemoryMB = 0; ///< Resident memory; 0 = none.
  /// Escalation rounds a run without --time or --max-iterations may take
  /// before it ends with branches open (with a budget: until it is spent).
  unsigned EscalationsWithoutBudget = 4; ///< A test per
                                         ///< execution, not per novelty.
};

class ConcolicDriver {
public:
  ConcolicDriver(Interpreter &Interp, Solver &S, SolverStats &SStats,
                 SuiteWriter &Suite, StatsWriter &Stats,
                 const ConcolicOptions &Opts);

  /// Called about four times a second with the current figures.
  std::function<void(const StatsSample &)> Progress;
  /// Set asynchronously (e.g. on SIGINT) to stop after this execution.
  std::atomic<bool> *StopRequested = nullptr;

  /// Every --strategy, the default first.
  static const char *const StrategyNames[9];

  /// Runs the search. It may be called again (seed 003's alternation): the
  /// coverage, suite, summary and clock carry over, each call starts a new
  /// strategy from the initial input (with KeepStrategy: continues the same
  /// one, from the input it asks for next) and ends at PhaseEnd (seconds
  /// since the first call; 0 = no phase end) if it comes first.
  RunSummary run();
  bool KeepStrategy = false;
  /// Escalation (docs/concolic.md) also for a kept strategy run in phases
  /// and wrapped (the portfolio's search): the kept strategy is replaced by
  /// a fresh one. Off, such a search ends instead and leaves the time to
  /// whatever alternates with it (Crabs' model checker).
  bool EscalateKept = false;
  StatsSample sample() const;
  double PhaseEnd = 0;
  /// Ends the call once the run made this many executions in all (0 =
  /// none): a phase bounded in executions ends at the same point on any
  /// machine.
  uint64_t PhaseExecutions = 0;
  /// The interpreter's deadline is the phase's (a portfolio turn's), not
  /// the run's: an execution it cuts ends the phase, not the search, and
  /// the strategy still learns its path.
  bool DeadlineEndsPhase = false;
  /// Wraps each new strategy (Crabs' monitor guidance, a decorator).
  std::function<std::unique_ptr<Strategy>(std::unique_ptr<Strategy>)>
      WrapStrategy;
  /// Runs Input once and records it like a search execution; returns the
  /// branch edges it took (Hit) or an empty vector if it was infeasible.
  std::vector<uint8_t> runInput(const Assignment &Input);
  const Coverage &coverage() const { return Recorder->coverage(); }
  const RunSummary &summary() const { return Summary; }
  double elapsed() const;
  /// Starts the clock and the budget (run() and runInput() do it too).
  void start();

private:
  std::unique_ptr<Strategy> createStrategy(SearchContext &C);
  /// Whether the search that just ran out (Strat) starts another round
  /// with more solver effort; raises the effort if so.
  bool escalate(const Strategy &Strat);
  /// True iff the process is above --max-memory (measured every 5 ms).
  bool overMemoryBudget();

  Interpreter &Interp;
  Solver &Solve;
  SolverStats &SStats;
  /// Unknown answers (Z3's and the walk's) when the search round began.
  uint64_t UnknownAtRound = 0;
  SuiteWriter &Suite;
  StatsWriter &Stats;
  ConcolicOptions Opts;
  RunSummary Summary;
  uint64_t StartNanos = 0, LastMemoryCheck = 0;
  std::mt19937_64 Rng;
  std::unique_ptr<TestRecorder> Recorder;
  /// With KeepStrategy: the search context and strategy of the first call.
  std::unique_ptr<SearchContext> KeptContext;
  std::unique_ptr<Strategy> Kept;
};

} // namespace forage

#endif
