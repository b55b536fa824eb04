//===- ReachTechnique.cpp - symcretic reach as a component ----------------===//
#include "portfolio/ReachTechnique.h"
#include "solver/SolverChain.h"
#include "support/Clock.h"

#include <algorithm>

using namespace forage;

ReachTechnique::ReachTechnique(Session &S, const InterpreterOptions &IO,
                               const Options &O)
    : S(S), Opts(O) {
  if (!Opts.Reach.MaxMemoryBytes)
    Opts.Reach.MaxMemoryBytes = S.options().MaxMemoryMB << 20;
  // Without --time the concrete phase's solving is bounded by walk steps
  // and Z3's rlimit; its seconds per trace are only a safety net.
  if (S.options().TimeBudget <= 0)
    Opts.Reach.TraceSeconds =
        std::max(Opts.Reach.TraceSeconds, UntimedTraceSeconds);
  Interp = std::make_unique<Interpreter>(S.module(), S.model(), S.exprs(), IO);
  // Phase I: one Z3 solver whose assertions follow the backward path;
  // phase II: the chain with the concolic walk.
  Z3 = createIncrementalZ3Solver(S.solverOptions().Limits, Z3Stats);
  SolverOptions FitO = S.solverOptions();
  FitO.Kind = SolverKind::WalkFirst;
  FitO.Walk.Seed = S.options().Seed + 1;
  FitO.Independence = false;
  Fit = createSolverChain(FitO, FitStats);
  Facts = std::make_unique<ProgramFacts>(S.module(), S.model(),
                                         Interp->program(), S.exprs());
  Driver = std::make_unique<ReachDriver>(*Facts, S.exprs(), *Z3, *Fit, *Interp,
                                         *S.module().getFunction("main"),
                                         Opts.Reach);
  Recorder = std::make_unique<TestRecorder>(S.model(), S.suite(), Summary);
  Recorder->CaptureOutput = IO.CaptureOutput;
  Recorder->TraceBranches = IO.TraceBranches;
  if (Opts.Targets.empty()) {
    for (ReachTarget &T : errorTargets(S.module(), S.model()))
      addAim(std::move(T), -1);
  } else {
    for (size_t K = 0; K < Opts.Targets.size(); ++K)
      addAim(Opts.Targets[K],
             K < Opts.TargetBranches.size() ? Opts.TargetBranches[K] : -1);
    BranchesAdded = true; // explicit targets only
  }
}

ReachTechnique::~ReachTechnique() = default;

void ReachTechnique::addAim(ReachTarget T, int64_t Branch) {
  Aim A;
  A.Branch = Branch;
  if (Branch < 0)
    A.Entry = entryBranches(T, S.model());
  if (T.IsErrorCall)
    for (const llvm::Instruction *I : T.Starts)
      if (isErrorCall(*I))
        A.ErrorCalls.push_back(locationOf(I).str());
  A.T = std::move(T);
  Aims.push_back(std::move(A));
}

bool ReachTechnique::settled(Aim &A) {
  // A goal covered by a forking or climbing run is in the goal map before
  // its test is written (test 0); with --jobs the test's number arrives in
  // a later event. Read it again until it is known.
  if (A.V != Verdict::Unknown && !(A.V == Verdict::Reached && A.Test == 0))
    return true;
  GoalMap &G = S.goals();
  auto Take = [&](const GoalMap::Settlement &St) {
    if (St.S == GoalMap::Status::Open)
      return false;
    A.V = St.S == GoalMap::Status::Covered ? Verdict::Reached
                                           : Verdict::Unreachable;
    A.By = St.By;
    A.Test = St.Test;
    A.Explanation = St.Evidence;
    return true;
  };
  if (A.Branch >= 0)
    return Take(G.branch(A.Branch));
  for (const std::string &L : A.ErrorCalls)
    if (auto It = G.errorCalls().find(L);
        It != G.errorCalls().end() && It->second.S == GoalMap::Status::Covered)
      return Take(It->second);
  for (uint32_t B : A.Entry)
    if (G.branch(B).S == GoalMap::Status::Covered)
      return Take(G.branch(B));
  // Proved: every error call of the target, or every edge into it.
  if (!A.ErrorCalls.empty() &&
      std::all_of(A.ErrorCalls.begin(), A.ErrorCalls.end(), [&](auto &L) {
        auto It = G.errorCalls().find(L);
        return It != G.errorCalls().end() &&
               It->second.S == GoalMap::Status::Proved;
      }))
    return Take(G.errorCalls().find(A.ErrorCalls.front())->second);
  if (!A.Entry.empty() &&
      std::all_of(A.Entry.begin(), A.Entry.end(), [&](uint32_t B) {
        return G.branch(B).S == GoalMap::Status::Proved;
      }))
    return Take(G.branch(A.Entry.front()));
  return false;
}

bool ReachTechnique::refresh() {
  bool All = true;
  for (Aim &A : Aims)
    All &= settled(A);
  return All;
}

void ReachTechnique::addBranchTargets() {
  BranchesAdded = true;
  if (!Opts.AimAtBranches)
    return;
  const ProgramModel &PM = S.model();
  for (uint32_t B = 0; B < PM.numBranches(); ++B) {
    if (!PM.branch(B).IsUser || S.goals().coverage().covered(B) ||
        S.goals().branch(B).S != GoalMap::Status::Open)
      continue;
    ReachTarget T;
    if (branchTarget(PM, B, T))
      addAim(std::move(T), B);
  }
}

void ReachTechnique::attack(Aim &A, uint64_t Deadline, uint64_t Segments) {
  ++A.Attempts;
  TargetResult R = Driver->reach(A.T, Deadline, Segments);
  Work += 1 + R.Backward.Segments;
  A.Seconds += R.Seconds;
  A.Segments = R.Backward.Segments;
  A.Detail = R.toJson();
  if (R.V == Verdict::Reached) {
    // The witness stopped at the target: run its inputs to the end, so the
    // test records how the program really ends.
    State Run;
    for (const InputRecord &In : R.Witness.Inputs)
      Run.Model.set(In.Var, In.Value);
    Interp->run(Run);
    ++Summary.Executions;
    ++Reached;
    if (Run.End.K == Termination::Infeasible)
      return;
    TestRecorder::Outcome O =
        Recorder->record(Run, /*Always=*/true, S.elapsed(), Summary.Executions);
    A.V = Verdict::Reached;
    A.By = name();
    A.Test = O.Test;
    return;
  }
  if (R.V == Verdict::Unreachable) {
    std::string Why =
        R.Explanation.empty() ? "every backward path refuted" : R.Explanation;
    bool Recorded = true;
    if (A.Branch >= 0)
      Recorded = S.goals().branchProved(A.Branch, Why);
    for (const std::string &L : A.ErrorCalls)
      Recorded &= S.goals().errorProved(L, Why);
    if (Recorded) {
      A.V = Verdict::Unreachable;
      A.By = name();
      A.Explanation = Why;
    }
    ++Proved;
    return;
  }
  A.Explanation = R.Explanation;
  ++Unknown;
}

void ReachTechnique::turn(const Turn &T) {
  uint64_t TurnEnd =
      steadyNanos() + static_cast<uint64_t>(std::min(T.Seconds, 1e6) * 1e9);
  if (uint64_t D = S.deadlineNanos())
    TurnEnd = std::min(TurnEnd, D);
  // Without --time the turn and each attempt are segments of work.
  uint64_t WorkEnd = T.Work ? Work + T.Work : 0;
  auto Tried = [&](Aim &A) {
    return settled(A) || A.Attempts >= Opts.MaxAttempts;
  };
  for (size_t Round = 0; Round <= Aims.size(); ++Round) {
    if (steadyNanos() >= TurnEnd || S.stopRequested() ||
        (WorkEnd && Work >= WorkEnd))
      break;
    if (!BranchesAdded && std::all_of(Aims.begin(), Aims.end(), [&](Aim &A) {
          return A.Attempts > 0 || settled(A);
        }))
      addBranchTargets();
    if (Aims.empty())
      break;
    Aim &A = Aims[Next++ % Aims.size()];
    if (Tried(A))
      continue;
    // Each attempt at a target gets twice the time (or the segments) of
    // the one before, and all of it: an attempt cut at the end of a short
    // turn (a floor's) was counted and wasted, and reach inside the
    // portfolio missed error calls that reach alone settles in under a
    // second. The portfolio charges the overrun to the next rounds.
    if (WorkEnd) {
      attack(A, TurnEnd, Opts.FirstSegments << A.Attempts);
      continue;
    }
    double Slice = Opts.FirstSlice * double(1u << A.Attempts);
    uint64_t Until = Slice >= 1e6
                         ? TurnEnd
                         : steadyNanos() + static_cast<uint64_t>(Slice * 1e9);
    if (uint64_t D = S.deadlineNanos())
      Until = std::min(Until, D);
    attack(A, Until, 0);
  }
  Done = BranchesAdded && std::all_of(Aims.begin(), Aims.end(), Tried);
}

void ReachTechnique::report(llvm::json::Object &Out) const {
  Out["targets"] = static_cast<int64_t>(Aims.size());
  Out["reached"] = static_cast<int64_t>(Reached);
  Out["proved"] = static_cast<int64_t>(Proved);
  Out["unknown"] = static_cast<int64_t>(Unknown);
  Out["z3_queries"] = static_cast<int64_t>(Z3Stats.Queries);
  Out["work"] = static_cast<int64_t>(Work);
}
