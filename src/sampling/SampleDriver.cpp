//===- SampleDriver.cpp - the outer loop of MCMC sampling -----------------===//
//
// Seed 000, sections 3.3-3.5, 4 and 10.2.
//
//===----------------------------------------------------------------------===//
#include "sampling/SampleDriver.h"

#include "sampling/LpSolver.h"
#include "sampling/Targets.h"
#include "support/Clock.h"

#include <cmath>

using namespace forage;

namespace {
/// The log-bias of a run that failed an assumption: below every real one.
constexpr double InfeasibleLog = -1e12;
constexpr size_t MaxElite = 32;
} // namespace

const char *forage::configName(SampleOptions::Config C) {
  switch (C) {
  case SampleOptions::Lp:
    return "A(LP)";
  case SampleOptions::BBox:
    return "A(BBOX)";
  case SampleOptions::BiasOnly:
    return "B";
  case SampleOptions::Uniform:
    return "C";
  }
  return "?";
}

SampleDriver::SampleDriver(Interpreter &Concrete, Interpreter &Symbolic,
                           Solver &Solve, SolverStats &SStats,
                           SuiteWriter &Suite, StatsWriter &Stats,
                           const SampleOptions &Opts)
    : Concrete(Concrete), Symbolic(Symbolic), Solve(Solve), SStats(SStats),
      Suite(Suite), Stats(Stats), Opts(Opts), Rng(Opts.Seed),
      Recorder(Concrete.module(), Concrete.model()), Trie(Concrete.program()) {
  const ProgramModel &PM = Concrete.model();
  IsUser.resize(PM.numBranches());
  for (size_t B = 0; B < PM.numBranches(); ++B)
    IsUser[B] = PM.branch(static_cast<uint32_t>(B)).IsUser;
  AssumeFail = assumeFailEdges(PM, Concrete.module());
  for (const SampleOptions::NamedRange &R : Opts.Ranges)
    Space.addNamedRange(R.Name, R.Lo, R.Hi);
  Tests = std::make_unique<TestRecorder>(PM, Suite, Summary);
  Tests->CaptureOutput = Concrete.options().CaptureOutput;
  Tests->TraceBranches = Concrete.options().TraceBranches;
  if (Opts.Mode != SampleOptions::Uniform) {
    if (Opts.Coverage)
      Learners.push_back(createCoverageLearner(PM.numBranches()));
    if (Opts.Violation)
      Learners.push_back(
          createViolationLearner(guardEdges(PM), Opts.KeepHitTargets));
    if (Opts.Range)
      Learners.push_back(createRangeLearner());
    if (Opts.Calls)
      Learners.push_back(createCallSequenceLearner(Opts.NGram));
  }
  Concrete.Observer = &Recorder;
  Symbolic.Observer = &Recorder;
}

double SampleDriver::elapsed() const {
  return static_cast<double>(steadyNanos() - StartNanos) * 1e-9;
}

bool SampleDriver::shouldStop() {
  if (StopRequested && StopRequested->load()) {
    Summary.StopReason = "interrupted";
    Stopped = true;
  }
  if (!Stopped && Opts.TimeBudget > 0 && elapsed() >= Opts.TimeBudget) {
    Summary.StopReason = "time budget reached (--time)";
    Stopped = true;
  }
  // The end of a turn (advance()) stops only the turn.
  return Stopped || (TurnEnd && steadyNanos() >= TurnEnd) ||
         (TurnExecutions && Summary.Executions >= TurnExecutions);
}

double SampleDriver::logBias(const SampleTrace &T) const {
  double L = 0;
  for (const auto &Ln : Learners)
    L += Ln->Weight * Ln->logBias(T);
  return L;
}

static Assignment toAssignment(const InputVec &V) {
  Assignment A;
  for (size_t K = V.size(); K-- > 0;)
    A.set(static_cast<uint32_t>(K), V[K]);
  return A;
}

MHSampler::Outcome SampleDriver::simulate(InputVec &V, size_t &Consumed) {
  Concrete.DefaultInput = [this, &V](uint32_t Var, unsigned W) {
    u128 X = Space.draw(Var, W, Rng);
    if (Var >= V.size())
      V.resize(Var + 1, 0);
    V[Var] = X;
    return X;
  };
  S.Model = toAssignment(V);
  Recorder.begin(Trace);
  Concrete.run(S);
  Recorder.finish(S);
  ++Summary.Executions;
  ++RoundRuns;
  Space.learnTypes(S.Inputs);
  Consumed = S.Inputs.size();
  if (V.size() < Consumed)
    V.resize(Consumed, 0);
  for (size_t K = 0; K < Consumed; ++K)
    V[K] = S.Inputs[K].Value;
  Ticker.tick(elapsed(), Progress, Stats, [this] {
    return runSample(elapsed(), Summary, Concrete.stats(), SStats);
  });
  if (Concrete.hitDeadline())
    shouldStop();
  if (S.End.K == Termination::Infeasible) {
    Tests->recordInfeasible(S, elapsed(), Summary.Executions);
    ++Summary.Infeasible;
    // Reading the assumption's bounds needs its constraint.
    // (A budget of its own: trie re-runs must not starve it.)
    if (SeenInfeasible.insert(Trace.PathHash).second &&
        RoundRangeReruns < Opts.SymbolicReruns) {
      ++RoundRangeReruns;
      rerunSymbolically(V);
    }
    return {InfeasibleLog, false};
  }
  if (S.End.K == Termination::Error) {
    ++RoundBugRuns;
    ++BugRuns;
  }
  TestRecorder::Outcome R =
      Tests->record(S, Opts.AllTests, elapsed(), Summary.Executions);
  bool Novel = !R.New.empty() || R.NewBug;
  if (Novel) {
    Stats.add(runSample(elapsed(), Summary, Concrete.stats(), SStats));
    Elite.push_back(V);
    if (Elite.size() > MaxElite)
      Elite.erase(Elite.begin());
  }
  if (R.NewBug && Opts.StopOnError) {
    Summary.StopReason = "stopped at the first bug (--stop-on-error)";
    Stopped = true;
  }
  for (auto &L : Learners)
    L->observe(Trace);
  bool Constraints =
      Opts.Mode == SampleOptions::Lp || Opts.Mode == SampleOptions::BBox;
  if (Constraints && SeenPaths.insert(Trace.PathHash).second &&
      (RoundReruns < Opts.SymbolicReruns ||
       (Novel && RoundReruns < 4 * Opts.SymbolicReruns)))
    rerunSymbolically(V);
  return {logBias(Trace), S.End.K == Termination::Error};
}

void SampleDriver::readAssumedRanges(const State &St) {
  // Section 4.1 / Table 2: preconditions bound inputs. Single-input rows of
  // the assumptions a run made (or failed) give each position's range.
  LinearAbstraction Abs;
  std::vector<LinRow> Rows;
  for (size_t I = 0; I < St.Path.size(); ++I) {
    const PathEntry &E = St.Path[I];
    if (E.K == PathEntry::Assume)
      Abs.add(E.Cond, Rows);
    else if (E.K == PathEntry::Branch && AssumeFail.count(E.BranchId))
      Abs.add(E.Alternative, Rows);
    else if (E.K == PathEntry::Branch && AssumeFail.count(E.AltBranchId))
      Abs.add(E.Cond, Rows);
    else if (E.K == PathEntry::Check && I + 1 == St.Path.size() &&
             St.End.K == Termination::Infeasible && E.Alternative)
      Abs.add(E.Alternative, Rows);
  }
  llvm::DenseMap<uint32_t, std::pair<double, double>> B;
  for (const LinRow &R : Rows) {
    if (R.Terms.size() != 1)
      continue;
    auto [Pos, C] = R.Terms[0];
    double Lo = R.Lo / C, Hi = R.Hi / C;
    if (C < 0)
      std::swap(Lo, Hi);
    auto [It, New] = B.try_emplace(Pos, std::make_pair(Lo, Hi));
    if (!New) {
      It->second.first = std::max(It->second.first, Lo);
      It->second.second = std::min(It->second.second, Hi);
    }
  }
  // Each run's bounds are necessary conditions: they intersect.
  for (auto &[Pos, LH] : B) {
    const InputSlot &Sl = Space.slot(Pos);
    double Lo = std::max(LH.first, static_cast<double>(Sl.lo()));
    double Hi = std::min(LH.second, static_cast<double>(Sl.hi()));
    if (Lo > Hi)
      continue;
    Space.narrow(Pos, static_cast<i128>(std::ceil(Lo)),
                 static_cast<i128>(std::floor(Hi)));
  }
}

void SampleDriver::rerunSymbolically(const InputVec &V) {
  ++RoundReruns;
  uint64_t T0 = steadyNanos();
  struct Timer {
    uint64_t T0;
    double &Acc;
    ~Timer() { Acc += static_cast<double>(steadyNanos() - T0) * 1e-9; }
  } Timing{T0, RerunSeconds};
  Symbolic.DefaultInput = [](uint32_t, unsigned) { return u128(0); };
  SymState.Model = toAssignment(V);
  SampleTrace SymTrace;
  Recorder.begin(SymTrace);
  Symbolic.run(SymState);
  Recorder.finish(SymState);
  Space.learnTypes(SymState.Inputs);
  if (SymState.End.K == Termination::Infeasible) {
    // The failed assumption's bounds; feasible runs satisfied theirs.
    readAssumedRanges(SymState);
    return;
  }
  Trie.insert(SymState.Path, V);
  for (auto &[Point, SV] : SymTrace.SymbolicValues) {
    bool Known = false;
    for (const RangeWitness &W : RangeWitnesses)
      Known |= W.Point == Point;
    if (Known || RangeWitnesses.size() >= 4096)
      continue;
    std::vector<PathEntry> Prefix(SymState.Path.begin(),
                                  SymState.Path.begin() + SV.second);
    RangeWitnesses.push_back(
        {Point, SV.first, SV.second, Trie.addWitness(Prefix, V), true});
  }
}

InputVec SampleDriver::restartFromBest() {
  // Section 3.5: the best input seen so far under the new round's bias.
  InputVec Best;
  double BestL = -1e300;
  std::vector<InputVec> Candidates = Elite;
  for (InputVec &C : Candidates) {
    if (shouldStop())
      break;
    size_t Consumed;
    double L = simulate(C, Consumed).LogBias;
    if (L > BestL) {
      BestL = L;
      Best = C;
    }
  }
  return Best;
}

void SampleDriver::endRound(unsigned Round, uint64_t Domains,
                            uint64_t Feasible) {
  llvm::json::Object L;
  for (const auto &Ln : Learners)
    L[Ln->name()] = Ln->report();
  Rounds.push_back(llvm::json::Object{
      {"round", static_cast<int64_t>(Round)},
      {"runs", static_cast<int64_t>(RoundRuns)},
      {"proposals", static_cast<int64_t>(RoundProposals)},
      {"accepted", static_cast<int64_t>(RoundAccepted)},
      {"acceptance_rate",
       RoundProposals ? static_cast<double>(RoundAccepted) / RoundProposals
                      : 0.0},
      {"outside_domain", static_cast<int64_t>(RoundOutside)},
      {"lp_moves", static_cast<int64_t>(RoundLpMoves)},
      {"domains", static_cast<int64_t>(Domains)},
      {"next_domains", static_cast<int64_t>(Feasible)},
      {"symbolic_reruns", static_cast<int64_t>(RoundReruns)},
      {"trie_nodes", static_cast<int64_t>(Trie.size())},
      {"branches_covered", static_cast<int64_t>(Summary.Covered)},
      {"bugs", static_cast<int64_t>(Summary.Bugs.size())},
      {"bug_runs", static_cast<int64_t>(RoundBugRuns)},
      {"chain_states_on_bug", static_cast<int64_t>(RoundBugStates)},
      {"tests", static_cast<int64_t>(Summary.Tests)},
      {"seconds", elapsed()},
      {"learners", std::move(L)}});
  RoundRuns = RoundProposals = RoundAccepted = RoundReruns = RoundLpMoves =
      RoundOutside = RoundBugRuns = RoundBugStates = RoundRangeReruns = 0;
}

void SampleDriver::runUniform() {
  // Configuration C: independent uniform draws from the input box, for
  // the time budget (or rounds x samples runs without one).
  unsigned Round = 1;
  for (uint64_t N = 1;; ++N) {
    if (shouldStop())
      break;
    if (Opts.TimeBudget <= 0 && N > uint64_t(Opts.Rounds) * Opts.Samples)
      break;
    InputVec V;
    size_t Consumed;
    simulate(V, Consumed);
    ++RoundProposals;
    if (N % Opts.Samples == 0)
      endRound(Round++, 1, 1);
  }
  if (RoundRuns)
    endRound(Round, 1, 1);
}

RunSummary SampleDriver::run() {
  start();
  while (!advance(0, 0))
    ;
  return finish();
}

void SampleDriver::start() {
  StartNanos = steadyNanos();
  applyTimeBudget(Concrete, Solve, StartNanos, Opts.TimeBudget);
  if (Opts.TimeBudget > 0)
    Symbolic.setDeadline(StartNanos +
                         static_cast<uint64_t>(Opts.TimeBudget * 1e9));
  Stats.add(runSample(0, Summary, Concrete.stats(), SStats));
  GeneratorOptions GO;
  GO.Box = Opts.Mode == SampleOptions::BBox;
  GO.MaxDomains = Opts.MaxDomains;
  GO.RangeObjectives = Opts.Range;
  GO.AssumeFail = AssumeFail;
  GO.MaxRelaxations = Opts.MaxRelaxations;
  Graph = std::make_unique<Cfcg>(Concrete.module(), Concrete.model(),
                                 /*ReturnEdges=*/true);
  GO.Graph = Graph.get();
  GO.MaxDirectDist = Opts.MaxDirectDist;
  Gen = std::make_unique<ConstraintGenerator>(Concrete.context(), Solve, Space,
                                              Concrete.program(), GO);
  ProposalOptions PO;
  PO.Paper = Opts.PaperProposals;
  Propose = std::make_unique<Proposer>(Space, Rng, PO);
  MH = std::make_unique<MHSampler>(*Propose, Rng, Opts.Beta);
}

bool SampleDriver::advance(uint64_t TurnEndNanos, uint64_t MaxExecutions) {
  TurnEnd = TurnEndNanos;
  TurnExecutions = MaxExecutions;
  if (TurnEnd) {
    // The turn's end bounds one execution and one query too.
    uint64_t End = TurnEnd;
    if (Opts.TimeBudget > 0)
      End = std::min(End,
                     StartNanos + static_cast<uint64_t>(Opts.TimeBudget * 1e9));
    Concrete.setDeadline(End);
    Symbolic.setDeadline(End);
    Solve.setDeadline(End);
  }
  if (Opts.Mode == SampleOptions::Uniform) {
    runUniform();
    return true;
  }
  MHSampler::Simulate Sim = [this](InputVec &V, size_t &Consumed) {
    return simulate(V, Consumed);
  };
  std::function<bool()> Stop = [this] { return shouldStop(); };
  bool Constraints =
      Opts.Mode == SampleOptions::Lp || Opts.Mode == SampleOptions::BBox;
  for (; Round <= Opts.Rounds; ++Round) {
    if (!ChainsDone) {
      if (shouldStop())
        return Stopped;
      if (Domains.empty()) {
        // The input box (restarting from the best input), then every
        // domain constraint generation produced (section 3.3; A keeps the
        // box too).
        Domain Box;
        Box.Why = "input box";
        Box.Start = restartFromBest();
        Domains.push_back(std::move(Box));
        for (Domain &D : Next)
          Domains.push_back(std::move(D));
        Next.clear();
        DomainAt = 0;
      }
      // A chain the turn's end cuts is not run again: the next turn goes
      // on with the next domain.
      for (; DomainAt < Domains.size(); ++DomainAt) {
        if (shouldStop())
          return Stopped;
        const Domain &D = Domains[DomainAt];
        ChainStats C = MH->run(D, Space, D.Start, Opts.Samples, Sim, Stop);
        RoundProposals += C.Proposals;
        RoundAccepted += C.Accepted;
        RoundLpMoves += C.LpMoves;
        RoundOutside += C.Outside;
        RoundBugStates += C.StatesOnBug;
        BugStates += C.StatesOnBug;
        ChainStates += C.Proposals;
        if (!C.Best.empty()) {
          Elite.push_back(C.Best);
          if (Elite.size() > MaxElite)
            Elite.erase(Elite.begin());
        }
      }
      for (auto &L : Learners)
        L->endRound();
      ChainsDone = true;
    }
    // Constraint generation waits for a turn that has time for it (one
    // cut short would leave the next round without its domains).
    if (Constraints) {
      if (shouldStop())
        return Stopped;
      std::vector<LearnedRange> Ranges;
      for (auto &L : Learners)
        if (std::string(L->name()) == "range")
          Ranges = learnedRanges(*L);
      uint64_t T0 = steadyNanos();
      Next = Gen->generate(Trie, Tests->coverage(), IsUser, Ranges,
                           RangeWitnesses, Rng);
      GenerateSeconds += static_cast<double>(steadyNanos() - T0) * 1e-9;
    }
    endRound(Round, Domains.size(), Next.size());
    Domains.clear();
    ChainsDone = false;
  }
  return true;
}

RunSummary SampleDriver::finish() {
  TurnEnd = TurnExecutions = 0;
  if (Stopped && (!Domains.empty() || ChainsDone)) {
    // The round the stop cut short is reported too.
    if (!ChainsDone)
      for (auto &L : Learners)
        L->endRound();
    endRound(Round, Domains.size(), 0);
    Domains.clear();
    ChainsDone = false;
  }
  if (Summary.StopReason.empty())
    Summary.StopReason = Opts.Mode == SampleOptions::Uniform
                             ? "all runs done"
                             : "all rounds done";
  static const GeneratorStats None;
  const GeneratorStats &G = Gen ? Gen->Stats : None;
  Summary.StrategyStats = llvm::json::Object{
      {"config", configName(Opts.Mode)},
      {"rounds", std::move(Rounds)},
      {"objectives", static_cast<int64_t>(G.Objectives)},
      {"paths_tried", static_cast<int64_t>(G.Tried)},
      {"domains_feasible", static_cast<int64_t>(G.Feasible)},
      {"exact_models", static_cast<int64_t>(G.Exact)},
      {"unsat_paths", static_cast<int64_t>(G.Unsat)},
      {"relaxed_paths", static_cast<int64_t>(G.Relaxed)},
      {"relax_queries", static_cast<int64_t>(G.RelaxQueries)},
      {"directed_domains", static_cast<int64_t>(G.Directed)},
      {"range_objectives", static_cast<int64_t>(G.RangeObjectives)},
      {"lp_calls", static_cast<int64_t>(lpStats().Calls)},
      {"lp_infeasible", static_cast<int64_t>(lpStats().Infeasible)},
      {"lp_seconds", lpStats().Seconds},
      {"symbolic_rerun_seconds", RerunSeconds},
      {"generation_seconds", GenerateSeconds},
      {"input_positions", static_cast<int64_t>(Space.size())},
      {"bug_runs", static_cast<int64_t>(BugRuns)},
      {"chain_states", static_cast<int64_t>(ChainStates)},
      {"chain_states_on_bug", static_cast<int64_t>(BugStates)},
      {"chain_bug_share",
       ChainStates ? static_cast<double>(BugStates) / ChainStates : 0.0},
      {"bug_run_share", Summary.Executions
                            ? static_cast<double>(BugRuns) / Summary.Executions
                            : 0.0},
      {"trie_nodes", static_cast<int64_t>(Trie.size())}};
  Summary.Paths = SeenPaths.size();
  Summary.Seconds = elapsed();
  Stats.add(runSample(elapsed(), Summary, Concrete.stats(), SStats));
  return Summary;
}
