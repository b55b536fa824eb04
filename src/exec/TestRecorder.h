//===- TestRecorder.h - turning finished executions into tests --*- C++ -*-===//
//
// What every driver does with an execution that ended (docs/architecture.md,
// decision 9): merge its coverage, write it as a test the moment it is found
// (always, or only when it covers a new branch or finds a new bug), and keep
// one report per distinct bug. Also what else the concolic and the forking
// driver share around it: the run's summary, its time budget, and its
// periodic output (progress line, stats.json samples).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_TESTRECORDER_H
#define FORAGE_EXEC_TESTRECORDER_H

#include "exec/Interpreter.h"
#include "exec/State.h"
#include "solver/Solver.h"
#include "suite/Coverage.h"
#include "suite/StatsWriter.h"
#include "suite/SuiteWriter.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace forage {

struct BugReport {
  std::string Kind, Message, Location;
  uint32_t Test; ///< Id of the test that triggers it.
};

struct RunSummary {
  uint64_t Executions = 0, Paths = 0, Infeasible = 0, LimitHits = 0;
  uint64_t Tests = 0, Divergences = 0;
  /// Tests kept in tests.jsonl only: their path depends on a never-assigned
  /// variable's value, which no Test-Comp harness can set.
  uint64_t UninitializedOnly = 0;
  /// Rounds the concolic search restarted with more solver effort because
  /// it could force no further branch while some stayed open.
  unsigned Escalations = 0;
  size_t Covered = 0, Goals = 0;
  std::vector<BugReport> Bugs;
  double Seconds = 0;
  bool Exhausted = false; ///< The path space was fully explored.
  std::string StopReason;
  std::string Unsupported; ///< First unsupported construct met, if any.
  std::string WriteError;  ///< Set if tests could not be written.
  llvm::json::Object StrategyStats; ///< The search's own figures.

  /// Adds another run's counts and bugs (several techniques or several
  /// runs on one goal map); the first unsupported construct and write
  /// error are kept. Coverage, tests, time and the stop reason are the
  /// caller's to set: they are not sums.
  void add(const RunSummary &From) {
    Executions += From.Executions;
    Paths += From.Paths;
    Infeasible += From.Infeasible;
    LimitHits += From.LimitHits;
    Divergences += From.Divergences;
    Escalations += From.Escalations;
    UninitializedOnly += From.UninitializedOnly;
    Bugs.insert(Bugs.end(), From.Bugs.begin(), From.Bugs.end());
    if (Unsupported.empty())
      Unsupported = From.Unsupported;
    if (WriteError.empty())
      WriteError = From.WriteError;
  }
};

/// Executions and solver queries stop at StartNanos + Budget seconds (none
/// if Budget is 0): the run's --time.
void applyTimeBudget(Interpreter &Interp, Solver &Solve, uint64_t StartNanos,
                     double Budget);

/// "getchar (3 calls), time (1 call)": the native calls that let data from
/// outside forage's model in; empty if none did.
std::string externalDataSources(const ExecStats &Exec);

/// A model of Prefix (the constraints a state's model satisfies), then S's
/// path entries still in S.Path, then Extra; nothing if the solver finds
/// none. Drivers answer Interpreter::SolveOnPath with it.
std::optional<Assignment> solveOnPath(Solver &Solve,
                                      std::vector<ExprRef> Prefix,
                                      const State &S, ExprRef Extra);

/// The figures of a stats.json sample every driver reports.
StatsSample runSample(double Seconds, const RunSummary &Sum,
                      const ExecStats &Exec, const SolverStats &Solver);

/// The periodic output of a driver's loop: the progress line about four
/// times a second, a stats.json sample (and a flush) every SampleEvery s.
class ProgressTicker {
public:
  explicit ProgressTicker(double SampleEvery) : SampleEvery(SampleEvery) {}
  void tick(double Seconds,
            const std::function<void(const StatsSample &)> &Progress,
            StatsWriter &Stats, llvm::function_ref<StatsSample()> Sample);

private:
  double SampleEvery, LastProgress = -1, LastSample = 0;
};

class TestRecorder {
public:
  TestRecorder(const ProgramModel &PM, SuiteWriter &Suite, RunSummary &Sum);

  /// Tests carry what the program printed (InterpreterOptions::CaptureOutput).
  bool CaptureOutput = false;
  /// Tests carry their branch digest (InterpreterOptions::TraceBranches).
  bool TraceBranches = false;

  struct Outcome {
    std::vector<uint32_t> New; ///< Branches S covered first.
    bool NewBug = false;
    uint32_t Test = 0; ///< Id of the test written, or 0.
  };
  /// Records a finished execution (for an infeasible one see
  /// recordInfeasible). A test is
  /// written if Always, or S covers a new branch or finds a new bug, or no
  /// test exists yet.
  /// Earlier lists branches S covered first while it ran (a forking
  /// driver merges coverage as states run); they count as new for the test.
  Outcome record(const State &S, bool Always, double Seconds,
                 uint64_t Execution, llvm::ArrayRef<uint32_t> Earlier = {});
  /// Records an execution that ended on a failed assumption. Its branches
  /// up to the assumption ran, and so they do natively: a Test-Comp
  /// harness (TestCov's, forage replay's) ends such a run quietly with
  /// status 0 and gcov counts the prefix. So if it covered a new branch it
  /// becomes a test like any other, ending "infeasible" with status 0;
  /// otherwise the goal map would count branches no test reproduces.
  /// Under a symbolic environment (--sym-*) the assumptions are also the
  /// environment model's own, which a native run of the test does not make
  /// in the same place: there it only merges the coverage.
  /// Earlier: as for record().
  Outcome recordInfeasible(const State &S, double Seconds, uint64_t Execution,
                           llvm::ArrayRef<uint32_t> Earlier = {});
  /// Only merges S's coverage (an execution that writes no test).
  void merge(const State &S, std::vector<uint32_t> &New);

  const Coverage &coverage() const { return Goals.coverage(); }
  /// The goal map this recorder writes to: the suite's, or its own.
  GoalMap &goals() { return Goals; }

private:
  /// Writes S as a test covering R.New first; its id, or 0 if the suite
  /// could not be written.
  uint32_t write(const State &S, const Outcome &R, double Seconds,
                 uint64_t Execution, const std::string &BugKey);

  std::unique_ptr<GoalMap> Own;
  GoalMap &Goals;
  SuiteWriter &Suite;
  RunSummary &Summary;
};

} // namespace forage

#endif
