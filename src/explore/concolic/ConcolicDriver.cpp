//===- ConcolicDriver.cpp - re-execution concolic testing -----------------===//
#include "explore/concolic/ConcolicDriver.h"
#include "explore/concolic/DfsStrategy.h"
#include "explore/concolic/RandomStrategies.h"
#include "suite/Coverage.h"
#include "support/Clock.h"

#include <random>

using namespace forage;

ConcolicDriver::ConcolicDriver(Interpreter &Interp, Solver &S,
                               SolverStats &SStats, SuiteWriter &Suite,
                               StatsWriter &Stats, const ConcolicOptions &Opts)
    : Interp(Interp), Solve(S), SStats(SStats), Suite(Suite), Stats(Stats),
      Opts(Opts) {}

double ConcolicDriver::elapsed() const {
  return static_cast<double>(steadyNanos() - StartNanos) * 1e-9;
}

StatsSample ConcolicDriver::sample() const {
  StatsSample X;
  X.Seconds = elapsed();
  X.Iterations = Summary.Executions;
  X.Executions = Summary.Executions;
  X.Paths = Summary.Paths;
  X.Instructions = Interp.stats().Instructions;
  X.BranchesCovered = Summary.Covered;
  X.BranchesTotal = Summary.Goals;
  X.Tests = Summary.Tests;
  X.Bugs = Summary.Bugs.size();
  X.SolverQueries = SStats.Queries;
  X.CacheHits = SStats.CacheHits;
  X.SolverUnknown = SStats.Unknown;
  X.SolverSeconds = SStats.CoreSeconds;
  X.Concretizations = Interp.stats().Concretizations;
  return X;
}

static TestInput toTestInput(const InputRecord &R) {
  TestInput T;
  T.Name = R.Name;
  T.Type = R.Type;
  T.Width = R.Width;
  T.Value = R.Value;
  T.Fmt = R.Kind == InputKind::Signed  ? TestInput::Signed
          : R.Kind == InputKind::Float ? TestInput::Float
                                       : TestInput::Unsigned;
  return T;
}

RunSummary ConcolicDriver::run() {
  StartNanos = steadyNanos();
  if (Opts.TimeBudget > 0)
    Interp.setDeadline(StartNanos +
                       static_cast<uint64_t>(Opts.TimeBudget * 1e9));
  std::mt19937_64 Rng(Opts.Seed);
  if (Opts.RandomInitial || Opts.Strategy == "random-input")
    Interp.DefaultInput = [&Rng](uint32_t, unsigned) {
      return (u128(Rng()) << 64) | Rng();
    };
  SearchContext Ctx{Solve, Interp.context(), Interp.program(), Rng, {}};
  Ctx.ShouldStop = [this] {
    return (StopRequested && StopRequested->load()) ||
           (Opts.TimeBudget > 0 && elapsed() >= Opts.TimeBudget);
  };
  std::unique_ptr<Strategy> Strat =
      Opts.Strategy == "random-input" ? createRandomInputStrategy(Ctx)
      : Opts.Strategy == "random-branch"
          ? createRandomBranchStrategy(Ctx, Opts.RestartAfter)
      : Opts.Strategy == "uniform-random"
          ? createUniformRandomStrategy(Ctx)
          : createDfsStrategy(Ctx,
                              Opts.Strategy == "bounded-dfs" ? Opts.Depth : 0);
  Coverage Cov(Interp.model());
  Summary.Goals = Cov.numGoals();
  State S;
  Assignment Next;
  double LastProgress = -1, LastSample = -1;
  Stats.add(sample());
  while (true) {
    S.Model = Next;
    Interp.run(S);
    ++Summary.Executions;
    // The model of this run is exactly the values it consumed.
    Assignment Used;
    for (const InputRecord &R : S.Inputs)
      Used.set(R.Var, R.Value);
    std::vector<uint32_t> New;
    Cov.merge(S.Hit, New);
    Summary.Covered = Cov.numCovered();
    if (S.End.K == Termination::Infeasible) {
      ++Summary.Infeasible;
    } else {
      ++Summary.Paths;
      if (S.End.K == Termination::Limit)
        ++Summary.LimitHits;
      if (S.End.K == Termination::Unsupported && Summary.Unsupported.empty())
        Summary.Unsupported = S.End.Message + " at " + S.End.Location.str();
      std::string BugKey;
      bool NewBug = false;
      if (S.End.K == Termination::Error) {
        BugKey = std::string(bugName(S.End.Bug)) + "@" + S.End.Location.str();
        NewBug = std::find(SeenBugs.begin(), SeenBugs.end(), BugKey) ==
                 SeenBugs.end();
      }
      if (!New.empty() || NewBug || Summary.Tests == 0 || Opts.AllTests) {
        TestCase T;
        T.Id = static_cast<uint32_t>(Summary.Tests + 1);
        for (const InputRecord &R : S.Inputs)
          T.Inputs.push_back(toTestInput(R));
        T.NewBranches = New;
        T.Seconds = elapsed();
        T.Execution = Summary.Executions;
        if (S.End.K == Termination::Error) {
          T.IsBug = true;
          T.CoversError = S.End.Bug == BugKind::ReachError;
          T.BugKind = bugName(S.End.Bug);
          T.BugMessage = S.End.Message;
          T.BugLocation = S.End.Location.str();
        }
        if (Suite.write(T))
          ++Summary.Tests;
        else if (Summary.WriteError.empty())
          Summary.WriteError = "cannot write tests to " + Suite.dir();
        if (NewBug) {
          SeenBugs.push_back(BugKey);
          Summary.Bugs.push_back(
              {T.BugKind, T.BugMessage, T.BugLocation, T.Id});
        }
      }
      if (!New.empty() || NewBug)
        Stats.add(sample());
      if (NewBug && Opts.StopOnError) {
        Summary.StopReason = "stopped at the first bug (--stop-on-error)";
        break;
      }
    }
    if (Interp.hitDeadline()) {
      // Cut short by the budget: what it covered and found is kept above.
      Summary.StopReason = "time budget reached (--time)";
      break;
    }
    Ctx.Iterations = Summary.Executions;
    if (!New.empty())
      Ctx.LastNewCoverage = Summary.Executions;
    Strat->update(S, Used);
    double T = elapsed();
    if (Progress && T - LastProgress >= 0.25) {
      LastProgress = T;
      Progress(sample());
    }
    if (T - LastSample >= 1.0) {
      LastSample = T;
      Stats.add(sample());
      Stats.flush(llvm::json::Object{{"status", "running"}});
    }
    if (StopRequested && StopRequested->load()) {
      Summary.StopReason = "interrupted";
      break;
    }
    if (Opts.TimeBudget > 0 && T >= Opts.TimeBudget) {
      Summary.StopReason = "time budget reached (--time)";
      break;
    }
    if (Opts.MaxIterations && Summary.Executions >= Opts.MaxIterations) {
      Summary.StopReason = "iteration budget reached (--max-iterations)";
      break;
    }
    std::optional<Assignment> N = Strat->next();
    if (!N && Ctx.ShouldStop()) {
      Summary.StopReason = StopRequested && StopRequested->load()
                               ? "interrupted"
                               : "time budget reached (--time)";
      break;
    }
    if (!N) {
      // Values used concretely without a constraint (floating point,
      // native calls) may hide paths: then nothing is proved exhausted.
      uint64_t Lossy = Interp.stats().LossyUses;
      Summary.Exhausted = Strat->complete() && Lossy == 0;
      Summary.StopReason =
          Summary.Exhausted ? "path space exhausted"
          : Strat->complete()
              ? "every forcible branch tried; " + std::to_string(Lossy) +
                    " symbolic values were used concretely, so paths that "
                    "depend on them may be missed"
              : "no further branch could be forced";
      break;
    }
    Next = std::move(*N);
  }
  Summary.Divergences = Ctx.Divergences;
  Summary.Seconds = elapsed();
  Stats.add(sample());
  return Summary;
}
