//===- CfgStrategy.cpp - CfgDirectedSearch (seed 001, section 4) ----------===//
//
// Branch selection (4.3): among the symbolic branches p_i of the current
// path, pick one whose other side minimises UncoveredDistance + tries (ties
// at random) and force it. SearchAlongPath (4.2) then tries every static
// path of at most that weight from the forced side to an uncovered branch,
// as a depth-first search over (execution, position, budget) nodes: at each
// next branch of the execution the static path may follow it, force its
// other side (one run, shared by all static paths through that prefix), or,
// inside a call the static path skips over, pass it by. A run covering a
// new branch becomes the current path and resets tries; a search that
// fails raises tries of the selected branch.
//
// In the paper's CFCG static paths enter calls but never return; an
// execution that returns below the static path's frame ends the match.
// With return edges (Cfcg, ReturnEdges) the match follows the execution
// back into its caller instead. Frames are told apart by call depth only.
//
// An input is run at most once: a forcing whose solution is an input the
// search has run before (the solver's cache answers the same query with the
// same model) counts as a failed forcing, and a selected branch gets at most
// MaxRunsPerSelection runs. Without both, a current path whose nearby
// uncovered branches are fixed concretely made the search re-run the same
// few inputs for the whole budget (CREST bounds each search by 30 runs).
// A run covering a new branch may be shallower than the current path (an
// error exit of an initialisation); the paths it replaced are kept, and when
// no branch of the current path leads to an uncovered one the search goes
// back to the latest of them before it restarts on random inputs.
//
//===----------------------------------------------------------------------===//
#include "exec/DecodedProgram.h"
#include "explore/concolic/GuidedStrategies.h"
#include "program/Cfcg.h"
#include "solver/Solver.h"
#include "suite/Coverage.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

using namespace forage;

namespace {

/// An execution the search holds on to.
struct Run {
  std::vector<PathEntry> Path;
  std::vector<TraceEntry> Trace;
  std::vector<uint32_t> TraceOf; ///< Path index -> trace index (or ~0u).
  Assignment Model;
  /// SearchAlongPath nodes already expanded on this run: (position, call
  /// depth) -> the largest budget it was expanded with. A node with no more
  /// budget than that matches a subset of the static paths it matched.
  llvm::DenseMap<uint64_t, uint32_t> Expanded;
  /// (path index, alternative branch) the solver found infeasible.
  llvm::DenseSet<uint64_t> Infeasible;
};
using RunRef = std::shared_ptr<Run>;

/// A SearchAlongPath node: the static path matched so far ends just before
/// R->Trace[K], in the frame at call depth Depth, and may match Budget more
/// branches. With Alt >= 0 the node is "force alternative Alt of Trace[K]".
struct Node {
  RunRef R;
  uint32_t K, Depth, Budget;
  int Alt = -1;
};

/// The forcing in flight.
struct Pending {
  RunRef From;
  uint32_t K, PathIndex, Depth, Budget;
  Alternative Alt;
};

class CfgStrategy final : public Strategy {
public:
  CfgStrategy(SearchContext &C, unsigned RestartAfter, bool ReturnEdges)
      : C(C), Graph(C.Program.module(), *C.Model, ReturnEdges),
        RestartAfter(RestartAfter), ReturnEdges(ReturnEdges) {}
  const char *name() const override { return "cfg"; }
  void update(const State &S, const Assignment &Model) override;
  std::optional<Assignment> next() override;
  bool complete() const override { return false; }
  bool wantsTrace() const override { return true; }
  void report(llvm::json::Object &Out) const override;

private:
  static constexpr uint32_t NoTrace = ~0u;
  /// SearchAlongPath nodes expanded below one selected branch, at most.
  static constexpr uint64_t MaxExpansions = 200'000;
  /// Runs below one selected branch, at most.
  static constexpr uint64_t MaxRunsPerSelection = 100;
  /// Earlier current paths kept to go back to, at most.
  static constexpr size_t MaxHistory = 64;

  void refreshDistances();
  bool followed(const Pending &P, const State &S) const;
  std::optional<Assignment> select();
  /// Selects on Cur; nullopt with SelectFailedEmpty when no alternative of
  /// Cur leads to an uncovered branch.
  std::optional<Assignment> selectOn(Run &Cur);
  bool SelectFailedEmpty = false;
  /// The current path read no input and has no branch to force.
  bool NothingToRun = false;
  std::optional<Assignment> expand(const Node &N);
  std::optional<Assignment> force(const RunRef &R, uint32_t K,
                                  uint32_t PathIndex, const Alternative &Alt,
                                  uint32_t Depth, uint32_t Budget);
  uint32_t dist(uint32_t Branch) const { return Dist[Branch]; }

  SearchContext &C;
  Cfcg Graph;
  unsigned RestartAfter;
  bool ReturnEdges;
  std::vector<uint32_t> Dist;
  size_t DistCovered = ~size_t(0);
  bool GraphChanged = true;
  llvm::DenseMap<uint32_t, uint32_t> Tries;
  RunRef Current;
  std::vector<RunRef> History; ///< Earlier current paths, latest last.
  std::vector<Node> Work;
  std::optional<Pending> InFlight;
  uint32_t Selected = ProgramModel::NoBranch;
  uint64_t Expansions = 0;
  uint64_t Runs = 0; ///< Runs below the selected branch so far.
  /// inputKey of every input run or about to run.
  llvm::DenseSet<uint64_t> Ran;
  uint64_t KnownInputs = 0, RunCapHits = 0, Backtracks = 0;
};

void CfgStrategy::report(llvm::json::Object &Out) const {
  Out["cfg_known_inputs_skipped"] = static_cast<int64_t>(KnownInputs);
  Out["cfg_selections_over_run_cap"] = static_cast<int64_t>(RunCapHits);
  Out["cfg_back_to_earlier_paths"] = static_cast<int64_t>(Backtracks);
}

void CfgStrategy::refreshDistances() {
  if (!GraphChanged && C.Cov->numCovered() == DistCovered)
    return;
  GraphChanged = false;
  DistCovered = C.Cov->numCovered();
  Graph.distancesToTargets(
      [&](uint32_t B) {
        return C.Model->branch(B).IsUser && !C.Cov->covered(B);
      },
      Dist);
}

bool CfgStrategy::followed(const Pending &P, const State &S) const {
  const Run &From = *P.From;
  ForceOutcome O =
      checkForced([&](size_t K) -> const PathEntry & { return From.Path[K]; },
                  S, P.PathIndex, P.Alt);
  if (O != ForceOutcome::Followed) {
    C.Divergences += O == ForceOutcome::Diverged;
    return false;
  }
  if (P.K == NoTrace || S.Trace.size() <= P.K ||
      S.Trace[P.K].BranchId != P.Alt.BranchId)
    return false;
  for (uint32_t K = 0; K < P.K; ++K)
    if (S.Trace[K].BranchId != From.Trace[K].BranchId)
      return false;
  return true;
}

void CfgStrategy::update(const State &S, const Assignment &Model) {
  Ran.insert(inputKey(Model));
  for (const auto &[Call, Callee] : S.IndirectCalls)
    GraphChanged |= Graph.addCall(Call, Callee);
  auto R = std::make_shared<Run>();
  R->Path = S.Path;
  R->Trace = S.Trace;
  R->Model = Model;
  R->TraceOf.assign(S.Path.size(), NoTrace);
  for (uint32_t K = 0; K < S.Trace.size(); ++K)
    if (S.Trace[K].PathIndex != TraceEntry::NotSymbolic)
      R->TraceOf[S.Trace[K].PathIndex] = K;
  if (!InFlight) { // the first run, or a restart
    Current = std::move(R);
    Work.clear();
    return;
  }
  Pending P = std::move(*InFlight);
  InFlight.reset();
  if (C.NewBranches > 0) {
    // Success: the local search restarts from here.
    if (History.size() == MaxHistory)
      History.erase(History.begin());
    History.push_back(std::move(Current));
    Current = std::move(R);
    Work.clear();
    Tries.clear();
    Selected = ProgramModel::NoBranch;
    return;
  }
  if (followed(P, S) && P.K != NoTrace)
    Work.push_back({std::move(R), P.K + 1, P.Depth, P.Budget});
}

std::optional<Assignment> CfgStrategy::next() {
  while (!NothingToRun && !(C.ShouldStop && C.ShouldStop())) {
    if (!Work.empty() && Runs >= MaxRunsPerSelection) {
      Work.clear();
      ++RunCapHits;
    }
    if (!Work.empty()) {
      Node N = std::move(Work.back());
      Work.pop_back();
      if (std::optional<Assignment> A = expand(N))
        return A;
      continue;
    }
    if (Selected != ProgramModel::NoBranch) {
      // No static path of the chosen weight led to an uncovered branch.
      ++Tries[Selected];
      Selected = ProgramModel::NoBranch;
    }
    if (RestartAfter && C.Iterations - C.LastNewCoverage >= RestartAfter) {
      C.LastNewCoverage = C.Iterations; // count anew from the restart
      return randomInputs(C.Rng, Current->Model.size());
    }
    if (std::optional<Assignment> A = select())
      return A;
  }
  return std::nullopt;
}

std::optional<Assignment> CfgStrategy::select() {
  refreshDistances();
  while (true) {
    if (std::optional<Assignment> A = selectOn(*Current))
      return A;
    if (!SelectFailedEmpty)
      return std::nullopt; // a forcing failed: score again
    if (History.empty()) {
      // A program that read no input runs alike from every restart.
      if (Current->Model.size() == 0 && Current->Path.empty()) {
        NothingToRun = true;
        return std::nullopt;
      }
      return randomInputs(C.Rng, Current->Model.size());
    }
    // Nothing on this path leads to an uncovered branch: go back.
    Current = std::move(History.back());
    History.pop_back();
    ++Backtracks;
  }
}

std::optional<Assignment> CfgStrategy::selectOn(Run &Cur) {
  SelectFailedEmpty = false;
  // The positions (and alternatives) of least score.
  uint64_t Best = ~uint64_t(0);
  std::vector<std::pair<uint32_t, Alternative>> Ties;
  llvm::SmallVector<Alternative, 4> Alts;
  for (uint32_t J = 0; J < Cur.Path.size(); ++J) {
    const PathEntry &E = Cur.Path[J];
    if (E.K != PathEntry::Branch && E.K != PathEntry::Switch)
      continue;
    Alts.clear();
    alternativesOf(E, C.Program, C.Ctx, Alts);
    for (const Alternative &A : Alts) {
      if (A.BranchId == ProgramModel::NoBranch ||
          dist(A.BranchId) == Cfcg::Unreachable ||
          Cur.Infeasible.count((uint64_t(A.BranchId) << 32) | J))
        continue;
      uint64_t Score = uint64_t(dist(A.BranchId)) + Tries.lookup(A.BranchId);
      if (Score < Best) {
        Best = Score;
        Ties.clear();
      }
      if (Score == Best)
        Ties.push_back({J, A});
    }
  }
  if (Ties.empty()) {
    SelectFailedEmpty = true;
    return std::nullopt;
  }
  auto [J, Alt] = Ties[C.Rng() % Ties.size()];
  Expansions = Runs = 0;
  uint32_t K = Cur.TraceOf[J];
  uint32_t Depth = K == NoTrace ? 0 : Cur.Trace[K].Depth;
  std::optional<Assignment> A =
      force(Current, K, J, Alt, Depth, static_cast<uint32_t>(Best));
  if (!A) {
    Cur.Infeasible.insert((uint64_t(Alt.BranchId) << 32) | J);
    ++Tries[Alt.BranchId];
    return std::nullopt;
  }
  Selected = Alt.BranchId;
  return A;
}

std::optional<Assignment> CfgStrategy::force(const RunRef &R, uint32_t K,
                                             uint32_t PathIndex,
                                             const Alternative &Alt,
                                             uint32_t Depth, uint32_t Budget) {
  std::vector<ExprRef> Query;
  Query.reserve(PathIndex + 1);
  for (uint32_t I = 0; I < PathIndex; ++I)
    Query.push_back(R->Path[I].Cond);
  Query.push_back(Alt.Cond);
  Assignment M = R->Model;
  if (C.Solve.solve(Query, M) != SolverResult::Sat)
    return std::nullopt;
  if (!Ran.insert(inputKey(M)).second) {
    ++KnownInputs; // its run is known: nothing new below it
    return std::nullopt;
  }
  ++Runs;
  InFlight = Pending{R, K, PathIndex, Depth, Budget, Alt};
  return M;
}

std::optional<Assignment> CfgStrategy::expand(const Node &N) {
  Run &R = *N.R;
  if (N.Alt >= 0) {
    const TraceEntry &E = R.Trace[N.K];
    llvm::SmallVector<Alternative, 4> Alts;
    alternativesOf(R.Path[E.PathIndex], C.Program, C.Ctx, Alts);
    return force(N.R, N.K, E.PathIndex, Alts[N.Alt], E.Depth, N.Budget);
  }
  if (N.K >= R.Trace.size() || N.Budget == 0)
    return std::nullopt;
  const TraceEntry &E = R.Trace[N.K];
  // Returned below the static path's frame (paper's graph), or over budget.
  if (E.Depth < N.Depth && !ReturnEdges)
    return std::nullopt;
  // DenseMap hashes the low 32 bits of a 64-bit key only: the position,
  // which tells most nodes apart, goes there.
  uint64_t Key = (uint64_t(N.Depth) << 32) | N.K;
  auto [Seen, New] = R.Expanded.try_emplace(Key, N.Budget);
  if (!New) {
    if (Seen->second >= N.Budget)
      return std::nullopt;
    Seen->second = N.Budget;
  }
  if (++Expansions > MaxExpansions)
    return std::nullopt;
  // Children, the most promising pushed last (expanded first).
  llvm::SmallVector<std::pair<uint32_t, Node>, 4> Kids;
  if (E.Depth > N.Depth) // pass by a branch of a call the path skips
    Kids.push_back({Cfcg::Unreachable, {N.R, N.K + 1, N.Depth, N.Budget}});
  if (dist(E.BranchId) < N.Budget) // follow it
    Kids.push_back({dist(E.BranchId), {N.R, N.K + 1, E.Depth, N.Budget - 1}});
  if (E.PathIndex != TraceEntry::NotSymbolic) { // force its other side
    llvm::SmallVector<Alternative, 4> Alts;
    alternativesOf(R.Path[E.PathIndex], C.Program, C.Ctx, Alts);
    for (size_t I = 0; I < Alts.size(); ++I) {
      uint32_t B = Alts[I].BranchId;
      if (B != ProgramModel::NoBranch && dist(B) < N.Budget)
        Kids.push_back(
            {dist(B), {N.R, N.K, E.Depth, N.Budget - 1, static_cast<int>(I)}});
    }
  }
  std::stable_sort(Kids.begin(), Kids.end(), [](const auto &A, const auto &B) {
    return A.first > B.first;
  });
  for (auto &Kid : Kids)
    Work.push_back(std::move(Kid.second));
  return std::nullopt;
}

} // namespace

std::unique_ptr<Strategy> forage::createCfgStrategy(SearchContext &C,
                                                    unsigned RestartAfter,
                                                    bool ReturnEdges) {
  return std::make_unique<CfgStrategy>(C, RestartAfter, ReturnEdges);
}
