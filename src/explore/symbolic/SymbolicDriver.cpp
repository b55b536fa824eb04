//===- SymbolicDriver.cpp - forking symbolic execution: the loop ----------===//
//
// Seed 004, Algorithm 1 with KLEE's budgets, and Algorithm 2's repeated
// runs when states are pruned; the fork points are in Forking.cpp.
//
//===----------------------------------------------------------------------===//
#include "explore/symbolic/SymbolicDriver.h"
#include "support/Clock.h"
#include "support/Log.h"
#include "support/Resources.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"

#include <malloc.h>

using namespace forage;

SymbolicDriver::SymbolicDriver(Interpreter &Interp, Solver &S,
                               SolverStats &SStats, SuiteWriter &Suite,
                               StatsWriter &Stats, const SymbolicOptions &Opts)
    : Interp(Interp), Solve(S), SStats(SStats), Suite(Suite), Stats(Stats),
      Opts(Opts), Recorder(Interp.model(), Suite, Summary), Rng(Opts.Seed) {
  Recorder.CaptureOutput = Interp.options().CaptureOutput;
  Recorder.TraceBranches = Interp.options().TraceBranches;
  const ProgramModel &PM = Interp.model();
  BranchCounts.assign(PM.numBranches(), 0);
  Interp.BranchCounts = &BranchCounts;
  llvm::DenseMap<const llvm::Function *, uint32_t> FnIndex;
  for (uint32_t Id = 0; Id < PM.numBranches(); ++Id) {
    const llvm::Function *F = PM.branch(Id).Terminator->getFunction();
    auto [It, New] = FnIndex.try_emplace(F, BranchesOfFunction.size());
    if (New)
      BranchesOfFunction.emplace_back();
    BranchesOfFunction[It->second].push_back(Id);
    FunctionOfBranch.push_back(It->second);
  }
  Info.Rng = &Rng;
  Info.InstCount = [this](const SymState &St) { return instCount(St); };
  Info.CallPathInstCount = [this](const SymState &St) {
    return callPathInstCount(St);
  };
  Info.MinDistToUncovered = [this](const SymState &St) {
    return minDistToUncovered(St);
  };
  if (Opts.Prune.K != PruneOptions::None)
    Prune = std::make_unique<Pruner>(Opts.Prune, Rng);
}

SymbolicDriver::~SymbolicDriver() { Interp.BranchCounts = nullptr; }

double SymbolicDriver::elapsed() const {
  return static_cast<double>(steadyNanos() - StartNanos) * 1e-9;
}

StatsSample SymbolicDriver::sample() const {
  StatsSample X = runSample(elapsed(), Summary, Interp.stats(), SStats);
  X.States = Live.size();
  return X;
}

SymState *SymbolicDriver::newState() {
  auto St = std::make_unique<SymState>();
  St->Id = NextId++;
  St->Slot = static_cast<uint32_t>(Live.size());
  Live.push_back(std::move(St));
  PeakStates = std::max<uint64_t>(PeakStates, Live.size());
  return Live.back().get();
}

void SymbolicDriver::activate(SymState &St) {
  bool Reinstated = false;
  if (Active != &St) {
    if (Active) {
      Interp.suspend(Active->S, Active->Image);
      Active->Saved.save(Active->S);
    }
    // Reinstating derives the symbolic bytes of memory from St's model.
    Interp.reinstate(St.S, St.Image);
    St.Saved.restore(St.S);
    Active = &St;
    Reinstated = true;
  }
  if (St.NeedsReevaluation) {
    Interp.reevaluate(St.S, !Reinstated, false);
    St.NeedsReevaluation = false;
  }
}

void SymbolicDriver::drainPath(SymState &St) {
  for (PathEntry &E : St.S.Path) {
    auto N = std::make_shared<PathNode>();
    N->E = std::move(E);
    N->Length = St.pathLength() + 1;
    N->Parent = std::move(St.Path);
    St.Path = std::move(N);
  }
  St.S.PathBase += static_cast<uint32_t>(St.S.Path.size());
  St.S.Path.clear();
}

void SymbolicDriver::recordTest(SymState &St, bool Always) {
  Interp.setInputValues(St.S);
  TestRecorder::Outcome R = Recorder.record(St.S, Always, elapsed(),
                                            Summary.Executions, St.NewBranches);
  St.NewBranches.clear();
  // Homi learns from every test symbolic execution generates, written to
  // the suite or not (--all-tests).
  if (Prune)
    Prune->noteTest(St);
  if (!R.New.empty() || R.NewBug)
    Stats.add(sample());
}

void SymbolicDriver::destroy(SymState &St) {
  if (Active == &St)
    Active = nullptr;
  Tree->remove(St);
  Removed.push_back(&St);
}

void SymbolicDriver::terminate(SymState &St) {
  ++Terminated;
  ++Summary.Executions;
  if (St.S.End.K == Termination::Infeasible) {
    // Its path up to the assumption is feasible: a model of it runs the
    // branches this state covered first, natively too.
    Interp.setInputValues(St.S);
    Recorder.recordInfeasible(St.S, elapsed(), Summary.Executions,
                              St.NewBranches);
    St.NewBranches.clear();
    ++Summary.Infeasible;
  } else {
    recordTest(St, Opts.AllTests);
  }
  destroy(St);
}

void SymbolicDriver::kill(SymState &St, bool AlwaysTest) {
  St.S.End.K = Termination::Limit;
  recordTest(St, AlwaysTest);
  destroy(St);
}

void SymbolicDriver::killRandomly(size_t N) {
  std::vector<SymState *> Pool;
  for (auto &St : Live)
    if (std::find(Removed.begin(), Removed.end(), St.get()) == Removed.end())
      Pool.push_back(St.get());
  N = std::min(N, Pool.size());
  for (size_t I = 0; I < N; ++I) {
    std::swap(Pool[I], Pool[I + Rng() % (Pool.size() - I)]);
    kill(*Pool[I], Opts.AllTests);
    ++Killed;
    ++Summary.Executions;
  }
}

void SymbolicDriver::enforceBudgets() {
  size_t Alive = Live.size() - Removed.size();
  if (Opts.MaxStates && Alive > Opts.MaxStates)
    killRandomly(Alive - Opts.MaxStates);
  if (!Opts.MaxMemoryMB)
    return;
  uint64_t Now = steadyNanos();
  if (Now - LastRssCheck < 2'000'000) // at most every 2 ms
    return;
  LastRssCheck = Now;
  // States are killed from 90 % of the budget on, as the concolic driver
  // stops there: between two checks memory still grows, and the peak must
  // stay under --max-memory (at 100 % it reached 2 004 of 2 000 MB on ten
  // sv-benchmarks tasks).
  uint64_t Limit = (Opts.MaxMemoryMB << 20) / 10 * 9;
  uint64_t Rss = residentBytes();
  if (Rss <= Limit)
    return;
  // As KLEE: kill enough states, at random, to get back under the limit
  // if every state weighed the same.
  Alive = Live.size() - Removed.size();
  size_t N = std::max<size_t>(
      1, Alive - static_cast<size_t>(static_cast<double>(Alive) * Limit / Rss));
  killRandomly(N);
  // Give what the killed states held back to the system once they are
  // freed, before measuring again.
  TrimMemory = true;
}

double SymbolicDriver::pruneClock() const {
  if (Opts.Prune.InstructionsPerSecond)
    return static_cast<double>(Interp.stats().Instructions) /
           static_cast<double>(Opts.Prune.InstructionsPerSecond);
  return elapsed();
}

bool SymbolicDriver::shouldStop(double RunEnd) const {
  if (StopRequested && StopRequested->load())
    return true;
  double T = elapsed();
  return (Opts.TimeBudget > 0 && T >= Opts.TimeBudget) ||
         (RunEnd > 0 && pruneClock() >= RunEnd);
}

void SymbolicDriver::beginRun() {
  Live.clear();
  Active = nullptr;
  SymState *Init = newState();
  Interp.start(Init->S);
  Active = Init;
  Tree = std::make_unique<ProcessTree>(*Init);
  Info.Tree = Tree.get();
  Search = createSearcher(Opts.Search, Info);
  SymState *const First[] = {Init};
  Search->update(nullptr, First, {});
  LastPrune = pruneClock();
}

bool SymbolicDriver::phaseOver() const {
  return (PhaseEnd > 0 && elapsed() >= PhaseEnd) ||
         (PhaseExecutions && Terminated >= PhaseExecutions) ||
         (PhaseSteps && Steps >= PhaseSteps);
}

SymbolicDriver::Step SymbolicDriver::explore() {
  ProgressTicker Ticker(0.5);
  Step Result = Step::Continue;
  while (!Search->empty()) {
    if (shouldStop(RunEnd)) {
      bool Whole = (StopRequested && StopRequested->load()) ||
                   (Opts.TimeBudget > 0 && elapsed() >= Opts.TimeBudget);
      Result = Whole ? Step::Stop : Step::Continue;
      break;
    }
    if (phaseOver())
      return Step::PhaseEnded;
    SymState &St = Search->select();
    ++Steps;
    activate(St);
    uint64_t Before = St.S.Instructions;
    Interp.resume(St.S);
    if (St.InstsSinceCovNew)
      St.InstsSinceCovNew += St.S.Instructions - Before;
    // Coverage counts when a branch runs, not when its state ends.
    size_t Known = St.NewBranches.size();
    Recorder.merge(St.S, St.NewBranches);
    if (St.NewBranches.size() != Known) {
      St.InstsSinceCovNew = 1;
      Stats.add(sample());
    }
    drainPath(St);
    Added.clear();
    Removed.clear();
    if (St.S.End.K != Termination::Running)
      terminate(St);
    else
      decide(St);
    enforceBudgets();
    double T = elapsed();
    if (Prune && pruneClock() - LastPrune >= Prune->cycle()) {
      LastPrune = pruneClock();
      std::vector<SymState *> Pool, Out;
      for (auto &X : Live)
        if (std::find(Removed.begin(), Removed.end(), X.get()) == Removed.end())
          Pool.push_back(X.get());
      Prune->select(Pool, Out);
      for (SymState *X : Out) {
        kill(*X, Opts.AllTests);
        ++Pruned;
        ++Summary.Executions;
      }
    }
    Search->update(&St, Added, Removed);
    // Drop the removed states, keeping Slot indices dense.
    for (SymState *X : Removed) {
      uint32_t Slot = X->Slot;
      if (Slot != Live.size() - 1) {
        std::swap(Live[Slot], Live.back());
        Live[Slot]->Slot = Slot;
      }
      Live.pop_back();
    }
    if (TrimMemory) {
      malloc_trim(0);
      TrimMemory = false;
    }
    if (Interp.hitDeadline()) {
      Result = Step::Stop;
      break;
    }
    if (Opts.MaxIterations && Summary.Executions >= Opts.MaxIterations) {
      Summary.StopReason = "iteration budget reached (--max-iterations)";
      Result = Step::Stop;
      break;
    }
    if (Opts.StopOnError && !Summary.Bugs.empty()) {
      Summary.StopReason = "stopped at the first bug (--stop-on-error)";
      Result = Step::Stop;
      break;
    }
    Ticker.tick(T, Progress, Stats, [this] { return sample(); });
  }
  return Result;
}

void SymbolicDriver::start() {
  if (Started)
    return;
  Started = true;
  StartNanos = steadyNanos();
  applyTimeBudget(Interp, Solve, StartNanos, Opts.TimeBudget);
  Stats.add(sample());
}

RunSummary SymbolicDriver::run() {
  start();
  if (Summary.StopReason == "phase ended")
    Summary.StopReason.clear();
  Interp.SolveOnPath = [this](const State &S,
                              ExprRef Extra) -> std::optional<Assignment> {
    if (!Active || &Active->S != &S)
      return std::nullopt;
    llvm::ArrayRef<ExprRef> Path = constraintsOf(*Active, nullptr);
    return solveOnPath(Solve, std::vector<ExprRef>(Path.begin(), Path.end()), S,
                       Extra);
  };
  while (true) {
    if (!Search) {
      RunEnd = Prune ? pruneClock() + Prune->beginRun() : 0;
      RemovedBefore = Killed + Pruned;
      beginRun();
    }
    Step Took = explore();
    if (Took == Step::PhaseEnded) {
      // The live states wait for the next phase, in this interpreter.
      Summary.StopReason = "phase ended";
      Summary.Seconds = elapsed();
      Interp.SolveOnPath = nullptr;
      return Summary;
    }
    bool Complete = Search->empty();
    bool Final = !Prune || Took == Step::Stop ||
                 (Complete && Killed + Pruned == RemovedBefore) ||
                 (Opts.Prune.MaxRuns && Prune->runs() >= Opts.Prune.MaxRuns);
    endRun(Final);
    if (Final)
      return finish(Complete);
    Prune->endRun();
  }
}

RunSummary SymbolicDriver::stop() {
  if (!Started)
    return Summary;
  bool Complete = !Search || Search->empty();
  if (Search)
    endRun(true);
  if (Summary.StopReason == "phase ended" || Summary.StopReason.empty())
    Summary.StopReason = "stopped between phases";
  return finish(Complete);
}

void SymbolicDriver::endRun(bool Final) {
  // The states still live when a run ends write a test if they add
  // coverage (KLEE writes one for each, which can take long past the
  // budget); Homi learns from all of them.
  // Only states that carry coverage nobody has a test for need one (and
  // every state with --all-tests, or for Homi to learn from); the others
  // go without the cost, which for 100000 states is seconds past --time.
  for (auto &St : Live) {
    ++Dumped;
    St->S.End.K = Termination::Limit;
    if (Opts.AllTests || Prune || !St->NewBranches.empty())
      recordTest(*St, Opts.AllTests); // The tree and searcher go as a whole.
  }
  Search.reset();
  Info.Tree = nullptr;
  if (Final && Live.size() > 1000) {
    // Freeing 100000 states block by block takes seconds past --time,
    // and the run is over: their memory goes back with the process. So
    // does the process tree's (freeing it node by node, then malloc
    // consolidating the freed chunks, took 0.4 s after a 1.8 GB run).
    new std::vector<std::unique_ptr<SymState>>(std::move(Live));
    (void)Tree.release();
  }
  Tree.reset();
  FlatTip.reset(); // and what it kept alive
  FlatNodes.clear();
  FlatConds.clear();
  Live.clear();
  Active = nullptr;
}

RunSummary SymbolicDriver::finish(bool Complete) {
  uint64_t Lossy = Interp.stats().LossyUses;
  uint64_t Conc = Interp.stats().Concretizations;
  Summary.Exhausted = Complete && Killed == 0 && Pruned == 0 &&
                      UnknownForks == 0 && ResolutionsCut == 0 &&
                      Summary.LimitHits == 0 && Summary.Unsupported.empty() &&
                      Lossy == 0 && Conc == 0 &&
                      Interp.stats().ExternalData == 0;
  if (Summary.StopReason.empty()) {
    if (StopRequested && StopRequested->load())
      Summary.StopReason = "interrupted";
    else if (Prune && Opts.Prune.MaxRuns && Prune->runs() >= Opts.Prune.MaxRuns)
      Summary.StopReason = "every run of --prune-runs done";
    else if (!Complete)
      Summary.StopReason = "time budget reached (--time)";
    else if (Summary.Exhausted)
      Summary.StopReason = "path space exhausted";
    else
      Summary.StopReason =
          "no live state left; paths were cut (killed or pruned states, "
          "limits, unknown solver answers, concretized values or data from "
          "outside forage's model), so some may be missed";
  }
  Summary.Seconds = elapsed();
  llvm::json::Array Names;
  for (const std::string &N : Opts.Search)
    Names.push_back(N);
  llvm::json::Object O{
      {"mode", "symbolic"},
      {"search", std::move(Names)},
      {"forks", static_cast<int64_t>(Forks)},
      {"states_created", static_cast<int64_t>(NextId)},
      {"states_terminated", static_cast<int64_t>(Terminated)},
      {"states_killed", static_cast<int64_t>(Killed)},
      {"states_pruned", static_cast<int64_t>(Pruned)},
      {"states_dumped", static_cast<int64_t>(Dumped)},
      {"peak_states", static_cast<int64_t>(PeakStates)},
      {"states_per_second", Summary.Seconds > 0
                                ? static_cast<double>(NextId) / Summary.Seconds
                                : 0.0},
      {"queries_per_state",
       NextId ? static_cast<double>(SStats.Queries) / NextId : 0.0},
      {"resolutions_cut", static_cast<int64_t>(ResolutionsCut)},
      {"unknown_forks", static_cast<int64_t>(UnknownForks)},
      {"peak_rss_mb", static_cast<int64_t>(peakResidentBytes() >> 20)}};
  const ImageStats &IS = Interp.imageStats();
  O["memory_images"] = llvm::json::Object{
      {"captures", static_cast<int64_t>(IS.Captures)},
      {"restores", static_cast<int64_t>(IS.Restores)},
      {"chunks_created", static_cast<int64_t>(IS.ChunksCreated)},
      {"bytes_captured", static_cast<int64_t>(IS.BytesCaptured)},
      {"records_created", static_cast<int64_t>(IS.RecordsCreated)},
      {"bytes_restored", static_cast<int64_t>(IS.BytesRestored)},
      {"full_captures", static_cast<int64_t>(IS.FullCaptures)},
      {"full_restores", static_cast<int64_t>(IS.FullRestores)}};
  if (Prune)
    O["pruning"] = Prune->report();
  Summary.StrategyStats = std::move(O);
  Stats.add(sample());
  Interp.SolveOnPath = nullptr; // It refers to this driver.
  return Summary;
}
