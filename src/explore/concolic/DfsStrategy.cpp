//===- DfsStrategy.cpp - depth-first and bounded depth-first search -------===//
//
// The stack mirrors the current path. Each node remembers which of its
// alternatives were tried and whether it was itself forced. A forced run
// must repeat the prefix above the forced node; if it does, the nodes below
// are replaced by the new path's, otherwise the run counts as a divergence
// and the old stack stays (so the search always terminates).
//
//===----------------------------------------------------------------------===//
#include "explore/concolic/DfsStrategy.h"
#include "exec/DecodedProgram.h"
#include "expr/ExprContext.h"
#include "solver/Solver.h"

using namespace forage;

namespace {

class DfsStrategy final : public Strategy {
public:
  DfsStrategy(SearchContext &C, unsigned Depth) : C(C), Depth(Depth) {}
  const char *name() const override { return Depth ? "bounded-dfs" : "dfs"; }
  void update(const State &S, const Assignment &Model) override;
  std::optional<Assignment> next() override;
  /// An Unknown answer left a branch unexplored: no exhaustion claim.
  bool complete() const override { return Done && !CutByBound && !GaveUp; }

private:
  struct Node {
    explicit Node(const PathEntry &E) : Entry(E) {}
    PathEntry Entry;
    bool Forced = false;
    bool Expanded = false;
    uint32_t NextAlt = 0;
    llvm::SmallVector<Alternative, 2> Alts;
  };
  void adopt(const State &S, size_t From, const Assignment &Model);

  SearchContext &C;
  unsigned Depth;
  std::vector<Node> Stack;
  Assignment CurrentModel;
  bool Done = false, CutByBound = false, GaveUp = false;
  // The forcing in flight: node index and the alternative's branch id.
  bool Pending = false;
  size_t PendingIndex = 0;
  Alternative PendingAlt{nullptr, 0};
};

void DfsStrategy::adopt(const State &S, size_t From, const Assignment &Model) {
  Stack.erase(Stack.begin() + From, Stack.end());
  for (size_t K = From; K < S.Path.size(); ++K)
    Stack.emplace_back(S.Path[K]);
  CurrentModel = Model;
}

void DfsStrategy::update(const State &S, const Assignment &Model) {
  if (!Pending) { // the first run, or a restart
    adopt(S, 0, Model);
    return;
  }
  Pending = false;
  size_t J = PendingIndex;
  ForceOutcome O =
      checkForced([&](size_t K) -> const PathEntry & { return Stack[K].Entry; },
                  S, J, PendingAlt);
  if (O == ForceOutcome::EndedAtJ)
    return; // It ended right there (the bug a check guards): nothing below.
  if (O == ForceOutcome::Diverged) {
    ++C.Divergences;
    return;
  }
  // Node J now stands for the forced side; its remaining alternatives are
  // the ones not yet tried, relative to the original entry.
  Node Forced = std::move(Stack[J]);
  if (Forced.Entry.K == PathEntry::Concretize &&
      S.Path[J].K == PathEntry::Concretize) {
    // A pinned value: next time, try a value different from every value
    // pinned so far, so that all of them are enumerated (array indices,
    // function pointer targets).
    Forced.Alts.clear();
    Forced.Alts.push_back({C.Ctx.andE(PendingAlt.Cond, S.Path[J].Alternative),
                           ProgramModel::NoBranch});
    Forced.NextAlt = 0;
  }
  Forced.Entry = S.Path[J];
  Forced.Forced = true;
  Stack.erase(Stack.begin() + J, Stack.end());
  Stack.push_back(std::move(Forced));
  for (size_t K = J + 1; K < S.Path.size(); ++K)
    Stack.emplace_back(S.Path[K]);
  CurrentModel = Model;
}

std::optional<Assignment> DfsStrategy::next() {
  std::vector<ExprRef> Query;
  std::vector<bool> Repeated = repeatedDecisions(
      Stack, [](const Node &N) -> const PathEntry & { return N.Entry; });
  while (!(C.ShouldStop && C.ShouldStop())) {
    // Forced nodes above each index, counted from the top.
    size_t ForcedAbove = 0;
    for (const Node &N : Stack)
      ForcedAbove += N.Forced;
    size_t Chosen = Stack.size();
    for (size_t J = Stack.size(); J-- > 0;) {
      Node &N = Stack[J];
      ForcedAbove -= N.Forced;
      if (!N.Expanded) {
        // A decision the prefix already implies has no feasible other side.
        if (!Repeated[J])
          alternativesOf(N.Entry, C.Program, C.Ctx, N.Alts);
        N.Expanded = true;
      }
      if (N.NextAlt >= N.Alts.size())
        continue;
      if (Depth && ForcedAbove >= Depth) {
        CutByBound = true;
        continue;
      }
      Chosen = J;
      break;
    }
    if (Chosen == Stack.size()) {
      if (!Depth || !CutByBound) {
        Done = true;
        return std::nullopt;
      }
      // BoundedDFS is done with this start: restart on random inputs.
      CutByBound = false;
      Stack.clear();
      return randomInputs(C.Rng, CurrentModel.size());
    }
    Node &N = Stack[Chosen];
    Alternative Alt = N.Alts[N.NextAlt++];
    Query.clear();
    for (size_t K = 0; K < Chosen; ++K)
      Query.push_back(Stack[K].Entry.Cond);
    Query.push_back(Alt.Cond);
    Assignment Model = CurrentModel;
    SolverResult R = C.Solve.solve(Query, Model);
    GaveUp |= R == SolverResult::Unknown;
    if (R != SolverResult::Sat)
      continue;
    Pending = true;
    PendingIndex = Chosen;
    PendingAlt = Alt;
    return Model;
  }
  return std::nullopt;
}

} // namespace

std::unique_ptr<Strategy> forage::createDfsStrategy(SearchContext &C,
                                                    unsigned Depth) {
  return std::make_unique<DfsStrategy>(C, Depth);
}
