//===- SymbolicDriver.h - forking symbolic execution ------------*- C++ -*-===//
//
// Seed 004, Algorithm 1 (KLEE's loop): keep a set of live states; let the
// searcher pick one, run it to its next decision on a symbolic value, and
// fork there for every other feasible way (asking the solver only for
// those, since the state's model already satisfies the way it goes). A
// state that ends writes a test; budgets (memory, states, time) and the
// pruning strategy (none, random, Homi) remove states, each leaving a test.
// With pruning the run is split into repeated runs from the initial state,
// each with its own time budget (seed 004, Algorithm 2).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_SYMBOLIC_SYMBOLICDRIVER_H
#define FORAGE_EXPLORE_SYMBOLIC_SYMBOLICDRIVER_H

#include "exec/Interpreter.h"
#include "exec/TestRecorder.h"
#include "explore/symbolic/Homi.h"
#include "explore/symbolic/ProcessTree.h"
#include "explore/symbolic/Searcher.h"
#include "program/Cfcg.h"
#include "solver/Solver.h"
#include "suite/StatsWriter.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <random>

namespace forage {

struct SymbolicOptions {
  std::vector<std::string> Search; ///< Empty: random-path + nurs:covnew.
  uint64_t Seed = 0;
  double TimeBudget = 0;       ///< Seconds; 0 = none.
  uint64_t MaxIterations = 0;  ///< States ended (paths); 0 = none.
  uint64_t MaxMemoryMB = 0;    ///< Resident memory; 0 = none.
  uint64_t MaxStates = 0;      ///< Live states; 0 = none.
  uint32_t MaxResolutions = 8; ///< Objects (or addresses) per symbolic access.
  /// A test for every ended, killed or pruned state, not only for those
  /// that cover a new branch or find a new bug (the default, as in every mode).
  bool AllTests = false;
  bool StopOnError = false;
  PruneOptions Prune;
};

class SymbolicDriver {
public:
  SymbolicDriver(Interpreter &Interp, Solver &S, SolverStats &SStats,
                 SuiteWriter &Suite, StatsWriter &Stats,
                 const SymbolicOptions &Opts);
  ~SymbolicDriver();

  std::function<void(const StatsSample &)> Progress;
  std::atomic<bool> *StopRequested = nullptr;

  /// As a portfolio's component, run() works in phases: it returns with
  /// StopReason "phase ended" at PhaseEnd (seconds since its first call),
  /// or once pathsEnded() reaches PhaseExecutions or steps() reaches
  /// PhaseSteps (0 = no bound), and the next call goes on with the same
  /// live states. stop() then ends the run, writing the live states' tests.
  double PhaseEnd = 0;
  uint64_t PhaseExecutions = 0, PhaseSteps = 0;

  /// Starts the clock and the time budget (run() does, the first time).
  void start();
  RunSummary run();
  RunSummary stop();
  StatsSample sample() const;
  double elapsed() const;
  /// Paths the program itself ended (infeasible ones included), not
  /// states killed or pruned.
  uint64_t pathsEnded() const { return Terminated; }
  /// States run to their next decision (or end) so far.
  uint64_t steps() const { return Steps; }

private:
  enum class Step { Continue, Stop, PhaseEnded };
  // SymbolicDriver.cpp: the loop, termination, budgets.
  void beginRun(); ///< A run's initial state, process tree and searcher.
  /// Goes on with the run; Continue when the run (not the whole) ended.
  Step explore();
  bool phaseOver() const;
  /// Ends the current run: the live states write the tests they owe.
  void endRun(bool Final);
  RunSummary finish(bool Complete);
  SymState *newState();
  void activate(SymState &St);
  void drainPath(SymState &St);
  void terminate(SymState &St);
  /// Removes a live state that did not end, writing a test for it (if
  /// AlwaysTest, or it adds coverage).
  void kill(SymState &St, bool AlwaysTest);
  void destroy(SymState &St);
  void enforceBudgets();
  void killRandomly(size_t N);
  bool shouldStop(double RunEnd) const;
  /// Seconds on the clock of pruning cycles and run budgets: wall time, or
  /// instructions executed (PruneOptions::InstructionsPerSecond).
  double pruneClock() const;
  void recordTest(SymState &St, bool Always);

  // Forking.cpp: the decisions a paused state waits on.
  void decide(SymState &St);
  void forkBranch(SymState &St);
  void forkSwitch(SymState &St);
  void forkResolve(SymState &St);
  void solveAssume(SymState &St);
  /// The path constraint of St (oldest first), then Extra if set: the
  /// flattened path of the last state asked about, its tail replaced from
  /// where St's path leaves it (PathCache.cpp).
  llvm::ArrayRef<ExprRef> constraintsOf(const SymState &St, ExprRef Extra);
  /// A model of St's path and Cond (St's model as the starting point), or
  /// nothing if unsatisfiable or unknown.
  std::optional<Assignment> solveFor(SymState &St, ExprRef Cond);
  SymState &fork(SymState &Parent, Assignment Model);

  // Searcher figures.
  uint64_t instCount(const SymState &St) const;
  uint64_t callPathInstCount(const SymState &St) const;
  uint64_t minDistToUncovered(const SymState &St);
  /// Branch ids of the instruction St is paused at (First, Count).
  std::pair<uint32_t, uint32_t> pausedBranches(const SymState &St) const;

  Interpreter &Interp;
  Solver &Solve;
  SolverStats &SStats;
  SuiteWriter &Suite;
  StatsWriter &Stats;
  SymbolicOptions Opts;
  RunSummary Summary;
  TestRecorder Recorder;
  std::mt19937_64 Rng;
  uint64_t StartNanos = 0;
  bool Started = false;
  double RunEnd = 0;          ///< The current run's end on pruneClock().
  double LastPrune = 0;       ///< pruneClock() at the last pruning.
  uint64_t RemovedBefore = 0; ///< Killed + Pruned when the run began.

  std::vector<std::unique_ptr<SymState>> Live; ///< Indexed by SymState::Slot.
  std::unique_ptr<ProcessTree> Tree;
  std::unique_ptr<Searcher> Search;
  SearchInfo Info;
  SymState *Active = nullptr; ///< The state whose memory is in place.
  std::vector<SymState *> Added, Removed;
  bool ImageFresh = false; ///< The active state's image is current.
  uint64_t NextId = 0;
  /// constraintsOf's flattened path: the conditions of Flat's nodes, root
  /// first, then the Extra of the last call. FlatTip holds the chain alive,
  /// so no node of FlatNodes is freed (and its address reused) meanwhile.
  std::shared_ptr<const PathNode> FlatTip;
  std::vector<const PathNode *> FlatNodes;
  std::vector<ExprRef> FlatConds;

  // Figures for the searchers.
  std::vector<uint64_t> BranchCounts;
  std::vector<uint32_t> FunctionOfBranch;
  std::vector<std::vector<uint32_t>> BranchesOfFunction;
  std::unique_ptr<Cfcg> Graph;
  std::vector<uint32_t> Distances;
  size_t DistancesAt = ~size_t(0); ///< Covered count they were made for.

  // Budgets and statistics.
  uint64_t Forks = 0, Killed = 0, Pruned = 0, Terminated = 0, Dumped = 0;
  uint64_t Steps = 0;
  uint64_t ResolutionsCut = 0, UnknownForks = 0;
  uint64_t PeakStates = 0, LastRssCheck = 0;
  bool TrimMemory = false; ///< States were killed for memory.
  std::unique_ptr<Pruner> Prune;
};

} // namespace forage

#endif
