//===- ReachDriver.cpp - deepening, concrete phase and verdicts -----------===//
//
// Spec sections 4.3 (REACH with deepening on L) and 7 (closure).
//
//===----------------------------------------------------------------------===//
#include "targeted/ReachDriver.h"
#include "chc/ChcQuery.h"
#include "support/Clock.h"

#include <algorithm>

#include <malloc.h>

using namespace forage;

const char *forage::verdictName(Verdict V) {
  switch (V) {
  case Verdict::Reached:
    return "REACHED";
  case Verdict::Unreachable:
    return "UNREACHABLE";
  case Verdict::Unknown:
    return "UNKNOWN";
  }
  return "?";
}

static std::string explainRefutation(const BackwardStats &B) {
  std::vector<std::pair<std::string, uint64_t>> R(B.Refutations.begin(),
                                                  B.Refutations.end());
  if (R.empty())
    return "no path leads from the entry to it";
  std::stable_sort(R.begin(), R.end(),
                   [](auto &X, auto &Y) { return X.second > Y.second; });
  std::string S = R.size() == 1 ? "every backward path is refuted at "
                                : "every backward path is refuted: at ";
  for (size_t K = 0; K < R.size() && K < 3; ++K) {
    if (K)
      S += ", ";
    S += R[K].first;
    if (R.size() > 1)
      S += " (" + std::to_string(R[K].second) + " paths)";
  }
  if (R.size() > 3)
    S += " and " + std::to_string(R.size() - 3) + " more places";
  if (R.size() == 1 && R[0].first.find('(') == std::string::npos)
    S += ", whose condition contradicts what the target needs";
  return S;
}

TargetResult ReachDriver::reach(const ReachTarget &T, uint64_t Deadline,
                                uint64_t MaxSegments) {
  TargetResult Res;
  if (!MaxSegments || (Opts.MaxSegments && Opts.MaxSegments < MaxSegments))
    MaxSegments = Opts.MaxSegments;
  uint64_t Start = steadyNanos();
  Z3.setDeadline(Deadline);
  Fit.setDeadline(Deadline);
  ConcretePhase Concrete(Interp, Ctx, Fit, Res.Concrete);
  Concrete.TraceSeconds = Opts.TraceSeconds;
  Concrete.Deadline = Deadline;
  bool AnyCut = false;
  for (unsigned L : Opts.Schedule) {
    Res.LastBound = L;
    BackwardOptions BO;
    BO.Unroll = L;
    BO.Loops = Opts.Loops;
    BO.Deadline = Deadline;
    BO.MaxSegments = MaxSegments;
    BO.MaxMemoryBytes = Opts.MaxMemoryBytes;
    BO.Seed = Opts.Seed;
    BackwardSearch Search(Facts, Ctx, Z3, Entry, BO, Res.Backward);
    Search.OnEntry = [&](const BackwardState &S) {
      return Concrete.run(S, T, Res.Witness);
    };
    bool Closed = true;
    AnyCut = false;
    Res.Backward.Refutations.clear();
    for (const llvm::Instruction *I : T.Starts) {
      SearchResult R = Search.run(T, I);
      AnyCut |= Search.cutHappened();
      if (R == SearchResult::Found) {
        Res.V = Verdict::Reached;
        Res.Seconds = (steadyNanos() - Start) * 1e-9;
        return Res;
      }
      if (R == SearchResult::Open)
        Closed = false;
    }
    if (Closed) {
      Res.V = Verdict::Unreachable;
      Res.Explanation = explainRefutation(Res.Backward);
      Res.Seconds = (steadyNanos() - Start) * 1e-9;
      return Res;
    }
    if (Res.Backward.MemoryStops) {
      // Give the search's memory back before anything else runs.
      malloc_trim(0);
      break;
    }
    if (!AnyCut || (Deadline && steadyNanos() >= Deadline) ||
        (MaxSegments && Res.Backward.Segments >= MaxSegments))
      break;
  }
  // The backward search could not close (a loop cut at L, the budget):
  // ask Spacer for inductive invariants instead.
  if (Opts.ChcRlimit && (T.IsErrorCall || T.Branch != ProgramModel::NoBranch) &&
      !(Deadline && steadyNanos() >= Deadline)) {
    if (!ChcModel)
      ChcModel = std::make_unique<Cfa>(Interp.module(), Interp.model(),
                                       Interp.program());
    ChcOptions CO;
    CO.GoalRlimit = Opts.ChcRlimit;
    CO.Deadline = Deadline;
    std::vector<const llvm::Instruction *> Calls;
    if (T.IsErrorCall)
      Calls = T.Starts;
    ChcVerdict CV = chcProveUnreachable(*ChcModel, T.Branch, Calls, CO);
    if (CV.Proved) {
      Res.V = Verdict::Unreachable;
      Res.Explanation = "proved by Spacer (the backward search left paths "
                        "open): " +
                        CV.Evidence;
      Res.Seconds = (steadyNanos() - Start) * 1e-9;
      return Res;
    }
  }
  Res.V = Verdict::Unknown;
  std::vector<std::string> Why;
  if (Res.Backward.MemoryStops)
    Why.push_back("the memory budget ran out (--max-memory)");
  else if (Res.Backward.BudgetStops)
    Why.push_back("the budget ran out");
  if (AnyCut)
    Why.push_back("paths were cut at the edge bound L=" +
                  std::to_string(Res.LastBound));
  if (Res.Concrete.Runs > Res.Concrete.Successes)
    Why.push_back(std::to_string(Res.Concrete.Runs) +
                  " paths reached the entry but the concrete phase found no "
                  "validated inputs");
  if (Res.Backward.UnresolvedCallers)
    Why.push_back("a function on the way is called through a pointer");
  if (Why.empty())
    Why.push_back("the search left paths open");
  for (size_t K = 0; K < Why.size(); ++K)
    Res.Explanation += (K ? "; " : "") + Why[K];
  Res.Seconds = (steadyNanos() - Start) * 1e-9;
  return Res;
}

llvm::json::Object TargetResult::toJson() const {
  const BackwardStats &B = Backward;
  const ConcreteStats &C = Concrete;
  return llvm::json::Object{
      {"verdict", verdictName(V)},
      {"explanation", Explanation},
      {"seconds", Seconds},
      {"bound", static_cast<int64_t>(LastBound)},
      {"segments", static_cast<int64_t>(B.Segments)},
      {"steps", static_cast<int64_t>(B.Steps)},
      {"solver_calls", static_cast<int64_t>(B.Queries)},
      {"solver_sat", static_cast<int64_t>(B.Sat)},
      {"solver_unsat", static_cast<int64_t>(B.Unsat)},
      {"solver_unknown", static_cast<int64_t>(B.Unknown)},
      {"solver_timeouts", static_cast<int64_t>(B.Timeouts)},
      {"skipped_constraints", static_cast<int64_t>(B.Skipped)},
      {"cuts", static_cast<int64_t>(B.Cuts)},
      {"loop_methods", static_cast<int64_t>(B.LoopMethods)},
      {"unresolved_callers", static_cast<int64_t>(B.UnresolvedCallers)},
      {"budget_stops", static_cast<int64_t>(B.BudgetStops)},
      {"traces", static_cast<int64_t>(B.Traces)},
      {"phase1_seconds", std::max(0.0, Seconds - C.Seconds)},
      {"phase2_runs", static_cast<int64_t>(C.Runs)},
      {"phase2_successes", static_cast<int64_t>(C.Successes)},
      {"phase2_unsolved", static_cast<int64_t>(C.Unsolved)},
      {"phase2_validation_mismatch", static_cast<int64_t>(C.Mismatches)},
      {"phase2_with_observed", static_cast<int64_t>(C.WithObserved)},
      {"phase2_executions", static_cast<int64_t>(C.Executions)},
      {"phase2_seconds", C.Seconds}};
}
