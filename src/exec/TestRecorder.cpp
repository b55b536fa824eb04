//===- TestRecorder.cpp - turning finished executions into tests ----------===//
#include "exec/TestRecorder.h"
#include "expr/Vars.h"
#include "suite/FromExecution.h"

#include "llvm/ADT/DenseSet.h"

#include <algorithm>

using namespace forage;

TestRecorder::TestRecorder(const ProgramModel &PM, SuiteWriter &Suite,
                           RunSummary &Sum)
    : Own(Suite.goals() ? nullptr : std::make_unique<GoalMap>(PM)),
      Goals(Suite.goals() ? *Suite.goals() : *Own), Suite(Suite), Summary(Sum) {
  Summary.Goals = Goals.coverage().numGoals();
  Summary.Covered = Goals.coverage().numCovered();
}

void TestRecorder::merge(const State &S, std::vector<uint32_t> &New) {
  size_t Before = New.size();
  Goals.coverage().merge(S.Hit, New);
  Summary.Covered = Goals.coverage().numCovered();
  // Covered now, by no test yet: a forking driver passes them to record()
  // as Earlier once the state ends, and the test id is filled in then.
  Goals.branchesCovered(std::vector<uint32_t>(New.begin() + Before, New.end()),
                        0);
}

/// Whether a decision of S's path reads a value of a never-assigned
/// variable (docs/uninitialized.md): natively that value is whatever the
/// stack held, so the path is not the one forage ran.
static bool pathReadsUninitialized(const State &S) {
  llvm::DenseSet<uint32_t> Uninit;
  for (const InputRecord &In : S.Inputs)
    if (In.Name == UninitializedInputName)
      Uninit.insert(In.Var);
  if (Uninit.empty())
    return false;
  std::vector<ExprRef> Conds;
  Conds.reserve(S.Path.size());
  for (const PathEntry &E : S.Path)
    Conds.push_back(E.Cond);
  llvm::SmallVector<ExprRef, 16> Vars;
  collectVars(Conds, Vars);
  return llvm::any_of(Vars,
                      [&](ExprRef V) { return Uninit.count(V->varId()); });
}

TestRecorder::Outcome
TestRecorder::recordInfeasible(const State &S, double Seconds,
                               uint64_t Execution,
                               llvm::ArrayRef<uint32_t> Earlier) {
  Outcome R;
  R.New.assign(Earlier.begin(), Earlier.end());
  merge(S, R.New);
  if (R.New.empty() || Suite.symbolicEnvironment())
    return R;
  R.Test = write(S, R, Seconds, Execution, {});
  return R;
}

TestRecorder::Outcome TestRecorder::record(const State &S, bool Always,
                                           double Seconds, uint64_t Execution,
                                           llvm::ArrayRef<uint32_t> Earlier) {
  Outcome R;
  R.New.assign(Earlier.begin(), Earlier.end());
  merge(S, R.New);
  ++Summary.Paths;
  if (S.End.K == Termination::Limit)
    ++Summary.LimitHits;
  if (S.End.K == Termination::Unsupported && Summary.Unsupported.empty())
    Summary.Unsupported = S.End.Message + " at " + S.End.Location.str();
  std::string BugKey;
  if (S.End.K == Termination::Error) {
    BugKey = std::string(bugName(S.End.Bug)) + "@" + S.End.Location.str();
    R.NewBug = Goals.newBug(BugKey);
  }
  if (!Always && R.New.empty() && !R.NewBug && Goals.numTests() != 0)
    return R;
  R.Test = write(S, R, Seconds, Execution, BugKey);
  return R;
}

uint32_t TestRecorder::write(const State &S, const Outcome &R, double Seconds,
                             uint64_t Execution, const std::string &BugKey) {
  uint32_t Written = 0;
  TestCase T;
  T.Id = Goals.nextTestId();
  for (const InputRecord &In : S.Inputs)
    T.Inputs.push_back(toTestInput(In));
  // A crash through a pointer no store reached: natively that pointer is
  // whatever the stack held, and the crash need not happen there.
  bool CrashThroughIndeterminate = S.ReadIndeterminate &&
                                   S.End.K == Termination::Error &&
                                   S.End.Bug == BugKind::NullDereference;
  T.NeedsUninitialized = CrashThroughIndeterminate || pathReadsUninitialized(S);
  T.NewBranches = R.New;
  T.Seconds = Seconds;
  T.Execution = Execution;
  T.End = terminationName(S.End.K);
  // A failed assumption ends a native run quietly with status 0.
  T.ExitCode = S.End.K == Termination::Infeasible ? 0 : S.End.ExitCode;
  if (CaptureOutput)
    T.Output = S.Output;
  if (TraceBranches)
    T.Branches = S.Branches;
  if (S.End.K == Termination::Error) {
    T.IsBug = true;
    T.CoversError = S.End.Bug == BugKind::ReachError;
    T.BugKind = bugName(S.End.Bug);
    T.BugMessage = S.End.Message;
    T.BugLocation = S.End.Location.str();
  }
  if (Suite.write(T)) {
    ++Summary.Tests;
    Summary.UninitializedOnly += T.NeedsUninitialized;
    Written = T.Id;
    Goals.testWritten(T.Id);
    GoalMap::TestInput In;
    for (const InputRecord &X : S.Inputs)
      In.emplace_back(X.Var, X.Value);
    Goals.addTestInput(std::move(In), T.Id);
    Goals.branchesCovered(R.New, T.Id);
    if (R.NewBug)
      Goals.bugWritten(BugKey, T.BugMessage, T.Id);
    if (T.CoversError || (T.IsBug && Goals.isErrorCall(T.BugLocation)))
      Goals.errorReached(T.BugLocation, T.Id);
  } else if (Summary.WriteError.empty()) {
    Summary.WriteError = "cannot write tests to " + Suite.dir();
  }
  if (R.NewBug)
    Summary.Bugs.push_back({T.BugKind, T.BugMessage, T.BugLocation, T.Id});
  return Written;
}

StatsSample forage::runSample(double Seconds, const RunSummary &Sum,
                              const ExecStats &Exec,
                              const SolverStats &Solver) {
  StatsSample X;
  X.Seconds = Seconds;
  X.Iterations = Sum.Executions;
  X.Executions = Sum.Executions;
  X.Paths = Sum.Paths;
  X.Instructions = Exec.Instructions;
  X.BranchesCovered = Sum.Covered;
  X.BranchesTotal = Sum.Goals;
  X.Tests = Sum.Tests;
  X.Bugs = Sum.Bugs.size();
  X.SolverQueries = Solver.Queries;
  X.CacheHits = Solver.CacheHits;
  X.SolverUnknown = Solver.Unknown;
  X.SolverSeconds = Solver.CoreSeconds;
  X.Concretizations = Exec.Concretizations;
  return X;
}

void ProgressTicker::tick(
    double Seconds, const std::function<void(const StatsSample &)> &Progress,
    StatsWriter &Stats, llvm::function_ref<StatsSample()> Sample) {
  if (Progress && Seconds - LastProgress >= 0.25) {
    LastProgress = Seconds;
    Progress(Sample());
  }
  if (Seconds - LastSample >= SampleEvery) {
    LastSample = Seconds;
    Stats.add(Sample());
    Stats.flush(llvm::json::Object{{"status", "running"}});
  }
}

std::string forage::externalDataSources(const ExecStats &Exec) {
  std::string Out;
  for (const auto &[Name, Count] : Exec.ExternalSources)
    Out += (Out.empty() ? "" : ", ") + Name + " (" + std::to_string(Count) +
           (Count == 1 ? " call)" : " calls)");
  return Out;
}

std::optional<Assignment> forage::solveOnPath(Solver &Solve,
                                              std::vector<ExprRef> Prefix,
                                              const State &S, ExprRef Extra) {
  for (const PathEntry &E : S.Path)
    Prefix.push_back(E.Cond);
  Prefix.push_back(Extra);
  Assignment M = S.Model;
  if (Solve.solve(Prefix, M) != SolverResult::Sat)
    return std::nullopt;
  return M;
}

void forage::applyTimeBudget(Interpreter &Interp, Solver &Solve,
                             uint64_t StartNanos, double Budget) {
  if (Budget <= 0)
    return;
  uint64_t Deadline = StartNanos + static_cast<uint64_t>(Budget * 1e9);
  Interp.setDeadline(Deadline);
  Solve.setDeadline(Deadline);
}
