//===- ConcolicDriver.cpp - re-execution concolic testing -----------------===//
#include "explore/concolic/ConcolicDriver.h"
#include "explore/concolic/DfsStrategy.h"
#include "explore/concolic/GuidedStrategies.h"
#include "explore/concolic/RandomStrategies.h"
#include "suite/Coverage.h"
#include "support/Clock.h"
#include "support/Resources.h"

#include <random>

using namespace forage;

ConcolicDriver::ConcolicDriver(Interpreter &Interp, Solver &S,
                               SolverStats &SStats, SuiteWriter &Suite,
                               StatsWriter &Stats, const ConcolicOptions &Opts)
    : Interp(Interp), Solve(S), SStats(SStats), Suite(Suite), Stats(Stats),
      Opts(Opts), Rng(Opts.Seed),
      Recorder(std::make_unique<TestRecorder>(Interp.model(), Suite, Summary)) {
}

void ConcolicDriver::start() {
  if (StartNanos)
    return;
  StartNanos = steadyNanos();
  applyTimeBudget(Interp, Solve, StartNanos, Opts.TimeBudget);
  Interp.SolveOnPath = [this](const State &S, ExprRef Extra) {
    return solveOnPath(Solve, {}, S, Extra);
  };
  Recorder->CaptureOutput = Interp.options().CaptureOutput;
  Recorder->TraceBranches = Interp.options().TraceBranches;
  if (Opts.RandomInitial || Opts.Strategy == "random-input")
    Interp.DefaultInput = [this](uint32_t, unsigned) {
      return (u128(Rng()) << 64) | Rng();
    };
}

std::vector<uint8_t> ConcolicDriver::runInput(const Assignment &Input) {
  start();
  State S;
  S.Model = Input;
  Interp.run(S);
  ++Summary.Executions;
  if (S.End.K == Termination::Infeasible) {
    Recorder->recordInfeasible(S, elapsed(), Summary.Executions);
    ++Summary.Infeasible;
    return {};
  }
  Recorder->record(S, Opts.AllTests, elapsed(), Summary.Executions);
  return S.Hit;
}

bool ConcolicDriver::overMemoryBudget() {
  if (!Opts.MaxMemoryMB)
    return false;
  uint64_t Now = steadyNanos();
  bool Hit = Interp.hitMemoryLimit();
  if (!Hit && Now - LastMemoryCheck < 5'000'000) // at most every 5 ms
    return false;
  LastMemoryCheck = Now;
  uint64_t Cap = (Opts.MaxMemoryMB << 20) / 10 * 9;
  if (!Hit && residentBytes() <= Cap)
    return false;
  // The last execution's own objects may be what fills the budget (a
  // buffer of a size the input chose): they go back to the system, and
  // the search goes on if that is enough.
  Interp.releaseMemory();
  return residentBytes() > Cap;
}

double ConcolicDriver::elapsed() const {
  return static_cast<double>(steadyNanos() - StartNanos) * 1e-9;
}

StatsSample ConcolicDriver::sample() const {
  StatsSample X = runSample(elapsed(), Summary, Interp.stats(), SStats);
  return X;
}

std::unique_ptr<Strategy> ConcolicDriver::createStrategy(SearchContext &C) {
  const std::string &N = Opts.Strategy;
  if (N == "dfs" || N == "bounded-dfs")
    return createDfsStrategy(C, N == "bounded-dfs" ? Opts.Depth : 0);
  if (N == "crest-dfs")
    return createCrestDfsStrategy(C, Opts.Depth);
  if (N == "random-input")
    return createRandomInputStrategy(C);
  if (N == "random-branch")
    return createRandomBranchStrategy(C, Opts.RestartAfter);
  if (N == "uniform-random")
    return createUniformRandomStrategy(C);
  if (N == "cfg")
    return createCfgStrategy(C, Opts.RestartAfter, Opts.CfgReturnEdges);
  if (N == "generational")
    return createGenerationalStrategy(C);
  assert(N == "hybrid" && "strategy names are checked by the CLI");
  return createHybridStrategy(C, Opts.RestartAfter, Opts.CfgReturnEdges);
}

const char *const ConcolicDriver::StrategyNames[] = {
    "hybrid", "dfs",          "bounded-dfs",    "random-input", "random-branch",
    "cfg",    "generational", "uniform-random", "crest-dfs"};

namespace {
/// A strategy the driver keeps across calls of run(), lent to one call's
/// decorator.
class LentStrategy final : public Strategy {
public:
  explicit LentStrategy(Strategy &S) : S(S) {}
  const char *name() const override { return S.name(); }
  void update(const State &St, const Assignment &M) override {
    S.update(St, M);
  }
  std::optional<Assignment> next() override { return S.next(); }
  bool complete() const override { return S.complete(); }
  bool wantsTrace() const override { return S.wantsTrace(); }
  void report(llvm::json::Object &Out) const override { S.report(Out); }

private:
  Strategy &S;
};
} // namespace

bool ConcolicDriver::escalate(const Strategy &Strat) {
  // Only a search that stopped without a proof, owns its strategy and
  // still has an open branch, and only if a query of this round answered
  // unknown: more effort changes nothing else. A bounded number of rounds
  // without a budget.
  uint64_t Unknown = SStats.Unknown + SStats.CwUnknown;
  bool Undecided = Unknown > UnknownAtRound;
  UnknownAtRound = Unknown;
  bool Phased = KeepStrategy || WrapStrategy || PhaseEnd > 0;
  if (Strat.complete() || (Phased && !EscalateKept) || !Undecided ||
      Recorder->coverage().numCovered() >= Recorder->coverage().numGoals())
    return false;
  bool Budget = Opts.TimeBudget > 0 || Opts.MaxIterations > 0;
  if (!Budget && Summary.Escalations >= Opts.EscalationsWithoutBudget)
    return false;
  Solve.setEffort(++Summary.Escalations);
  return true;
}

RunSummary ConcolicDriver::run() {
  start();
  TestRecorder &Recorder = *this->Recorder;
  bool Continuing = KeepStrategy && Kept;
  if (!Continuing)
    KeptContext = std::make_unique<SearchContext>(
        SearchContext{Solve, Interp.context(), Interp.program(), Rng, {}});
  SearchContext &Ctx = *KeptContext;
  uint64_t DivergencesBefore = Ctx.Divergences;
  Ctx.Cov = &Recorder.coverage();
  Ctx.Model = &Interp.model();
  Ctx.ShouldStop = [this] {
    return (StopRequested && StopRequested->load()) ||
           (Opts.TimeBudget > 0 && elapsed() >= Opts.TimeBudget) ||
           (PhaseEnd > 0 && elapsed() >= PhaseEnd);
  };
  std::unique_ptr<Strategy> Strat;
  if (KeepStrategy) {
    if (!Kept)
      Kept = createStrategy(Ctx);
    Strat = std::make_unique<LentStrategy>(*Kept);
  } else {
    Strat = createStrategy(Ctx);
  }
  if (WrapStrategy)
    Strat = WrapStrategy(std::move(Strat));
  State S;
  S.RecordTrace = Strat->wantsTrace();
  Assignment Next;
  if (Continuing) // the input the strategy asks for next (zeros if none)
    Next = Strat->next().value_or(Assignment());
  ProgressTicker Ticker(1.0);
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
    if (S.End.K == Termination::Infeasible) {
      New = Recorder.recordInfeasible(S, elapsed(), Summary.Executions).New;
      ++Summary.Infeasible;
      if (!New.empty())
        Stats.add(sample());
    } else {
      TestRecorder::Outcome R =
          Recorder.record(S, Opts.AllTests, elapsed(), Summary.Executions);
      New = std::move(R.New);
      if (!New.empty() || R.NewBug)
        Stats.add(sample());
      if (R.NewBug && Opts.StopOnError) {
        Summary.StopReason = "stopped at the first bug (--stop-on-error)";
        break;
      }
    }
    bool Cut = Interp.hitDeadline();
    if (Cut && !DeadlineEndsPhase) {
      // Cut short by the budget: what it covered and found is kept above.
      Summary.StopReason = "time budget reached (--time)";
      break;
    }
    Ctx.Iterations = Summary.Executions;
    Ctx.NewBranches = New.size();
    if (!New.empty())
      Ctx.LastNewCoverage = Summary.Executions;
    Strat->update(S, Used);
    double T = elapsed();
    Ticker.tick(T, Progress, Stats, [this] { return sample(); });
    if (StopRequested && StopRequested->load()) {
      Summary.StopReason = "interrupted";
      break;
    }
    if (overMemoryBudget()) {
      // Expressions and the strategy's paths are what grows; ending the
      // search keeps the suite and the summary.
      Summary.StopReason = "memory budget reached (--max-memory)";
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
    if (Cut || (PhaseEnd > 0 && T >= PhaseEnd) ||
        (PhaseExecutions && Summary.Executions >= PhaseExecutions)) {
      Summary.StopReason = "phase ended";
      break;
    }
    std::optional<Assignment> N = Strat->next();
    if (!N && PhaseEnd > 0 && elapsed() >= PhaseEnd) {
      Summary.StopReason = "phase ended";
      break;
    }
    if (!N && Ctx.ShouldStop()) {
      Summary.StopReason = StopRequested && StopRequested->load()
                               ? "interrupted"
                               : "time budget reached (--time)";
      break;
    }
    if (!N && escalate(*Strat)) {
      // Out of branches it could force, with branches open and budget
      // left: a fresh search with 2^k times the solver effort per query
      // (walk steps, walk restarts, Z3 resources), from zeros and from
      // random inputs in turn (docs/concolic.md, "Escalation").
      Strat = createStrategy(Ctx);
      if (KeepStrategy) {
        Kept = std::move(Strat);
        Strat = std::make_unique<LentStrategy>(*Kept);
      }
      if (WrapStrategy)
        Strat = WrapStrategy(std::move(Strat));
      S.RecordTrace = Strat->wantsTrace();
      Next = Summary.Escalations % 2
                 ? Assignment()
                 : randomInputs(Rng, std::max<size_t>(S.Inputs.size(), 1));
      continue;
    }
    if (!N) {
      // Values used concretely without a constraint (floating point,
      // native calls) may hide paths: then nothing is proved exhausted.
      // So may executions cut short (a limit, an unsupported construct).
      // So may data from outside forage's model (stdin, the clock).
      uint64_t Lossy = Interp.stats().LossyUses;
      uint64_t Cut = Summary.LimitHits + !Summary.Unsupported.empty();
      uint64_t External = Interp.stats().ExternalData;
      // A run that left the path it was forced down may have skipped the
      // subtree it was meant to open: no claim then either.
      Summary.Exhausted = Strat->complete() && Lossy == 0 && Cut == 0 &&
                          External == 0 && Ctx.Divergences == 0;
      Summary.StopReason =
          Summary.Exhausted ? "path space exhausted"
          : !Strat->complete()
              ? std::string("no further branch could be forced") +
                    (Summary.Escalations
                         ? " (after " + std::to_string(Summary.Escalations) +
                               " escalation rounds)"
                         : "")
          : Ctx.Divergences != 0
              ? "every forcible branch tried; " +
                    std::to_string(Ctx.Divergences) +
                    " executions left the path they were forced down, so "
                    "paths beyond them may be missed"
          : External != 0
              ? "every forcible branch tried; data from outside forage's "
                "model (" +
                    externalDataSources(Interp.stats()) + ") may hide paths"
          : Cut != 0 && Lossy == 0
              ? "every forcible branch tried; some executions were cut short "
                "(a limit or an unsupported construct), so paths beyond "
                "them may be missed"
              : "every forcible branch tried; " + std::to_string(Lossy) +
                    " symbolic values were used concretely, so paths that "
                    "depend on them may be missed";
      break;
    }
    Next = std::move(*N);
  }
  Summary.Divergences += Ctx.Divergences - DivergencesBefore;
  Strat->report(Summary.StrategyStats);
  Summary.Seconds = elapsed();
  Stats.add(sample());
  Interp.SolveOnPath = nullptr; // It refers to this driver.
  return Summary;
}
