//===- CrestDfsStrategy.cpp - BoundedDFS in CREST's order
//------------------===//
//
// Seed 001's BoundedDFS(p, i, depth) as CREST implements it
// (BoundedDepthFirstSearch::DFS): walk the path p from position i down;
// force each branch in turn, top first; when the forced run follows p's
// prefix, recurse into it from the position after the forced branch with
// the depth left after counting this forcing, then go on along p. So at
// most `depth` forcings succeed per level and the tree has at most
// 2^depth leaves: with depth 12 the search explores every combination of
// the first feasible branches of the path (grep's pattern parsing) and then
// ends, as the paper's depth-12 DFS did in fewer than 2^12 iterations.
// `bounded-dfs` instead backtracks from the deepest branch (DART's order),
// which on a long path spends its budget on the last branches.
//
// Frames keep the paths they walk (the recursion's p), so going back to a
// level is free. Branch and switch entries are forced, as CREST flips
// branches; checks, pins and assumptions are not.
//
//===----------------------------------------------------------------------===//
#include "exec/DecodedProgram.h"
#include "explore/concolic/DfsStrategy.h"
#include "solver/Solver.h"

using namespace forage;

namespace {

class CrestDfsStrategy final : public Strategy {
public:
  CrestDfsStrategy(SearchContext &C, unsigned Depth) : C(C), Depth(Depth) {}
  const char *name() const override { return "crest-dfs"; }
  void update(const State &S, const Assignment &Model) override;
  std::optional<Assignment> next() override;
  /// The depth bounds the search: ending is not exhaustion.
  bool complete() const override { return false; }

private:
  struct Frame {
    std::vector<PathEntry> Path;
    Assignment Model;
    size_t Next = 0;    ///< The next position to force.
    unsigned Left = 0;  ///< Forcings that may still succeed at this level.
    size_t NextAlt = 0; ///< Alternative of Path[Next] to try next.
  };
  struct InFlight {
    size_t Frame, Position;
    Alternative Alt;
  };

  SearchContext &C;
  unsigned Depth;
  std::vector<Frame> Stack;
  std::optional<InFlight> Pending;
  bool Started = false;
};

void CrestDfsStrategy::update(const State &S, const Assignment &Model) {
  if (!Pending) {
    if (!Started)
      Stack.push_back({S.Path, Model, 0, Depth, 0});
    Started = true;
    return;
  }
  InFlight P = std::move(*Pending);
  Pending.reset();
  const Frame &F = Stack[P.Frame];
  ForceOutcome O =
      checkForced([&](size_t K) -> const PathEntry & { return F.Path[K]; }, S,
                  P.Position, P.Alt);
  if (O != ForceOutcome::Followed) {
    C.Divergences += O == ForceOutcome::Diverged;
    return; // CREST: the prediction failed, go on along p
  }
  // depth--; DFS(i + 1, depth, q)
  unsigned Left = --Stack[P.Frame].Left;
  Stack.resize(P.Frame + 1);
  Stack.push_back({S.Path, Model, P.Position + 1, Left, 0});
}

std::optional<Assignment> CrestDfsStrategy::next() {
  llvm::SmallVector<Alternative, 4> Alts;
  std::vector<ExprRef> Query;
  while (!Stack.empty() && !(C.ShouldStop && C.ShouldStop())) {
    Frame &F = Stack.back();
    if (F.Left == 0 || F.Next >= F.Path.size()) {
      Stack.pop_back();
      continue;
    }
    const PathEntry &E = F.Path[F.Next];
    Alts.clear();
    if (E.K == PathEntry::Branch || E.K == PathEntry::Switch)
      alternativesOf(E, C.Program, C.Ctx, Alts);
    if (F.NextAlt >= Alts.size()) {
      ++F.Next;
      F.NextAlt = 0;
      continue;
    }
    Alternative Alt = Alts[F.NextAlt++];
    Query.clear();
    for (size_t K = 0; K < F.Next; ++K)
      Query.push_back(F.Path[K].Cond);
    Query.push_back(Alt.Cond);
    Assignment M = F.Model;
    if (C.Solve.solve(Query, M) != SolverResult::Sat)
      continue;
    Pending = InFlight{Stack.size() - 1, F.Next, Alt};
    return M;
  }
  return std::nullopt;
}

} // namespace

std::unique_ptr<Strategy> forage::createCrestDfsStrategy(SearchContext &C,
                                                         unsigned Depth) {
  return std::make_unique<CrestDfsStrategy>(C, Depth);
}
