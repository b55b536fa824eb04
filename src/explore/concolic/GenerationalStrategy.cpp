//===- GenerationalStrategy.cpp - SAGE's generational search --------------===//
//
// Godefroid, Levin and Molnar's generational search (SAGE, NDSS 2008): a
// path found by forcing entry j of its parent has bound j+1; expanding it
// solves, for every entry at or after its bound, the prefix with that
// entry's alternative, giving one child each. Children are run as they are
// generated and queued by their score, the number of branches they covered
// first; the best child is expanded next. Bounds make each path come up
// once, so an empty queue with no lost child means every path was run.
//
// An expansion that has asked the solver MaxFruitless times in a row without
// a child (the prefix implies the other side, or the solver gives up) goes
// back into the queue, behind every child, to resume where it stopped: on a
// real program the first path holds hundreds of decisions on the data
// (gzip's Huffman tables over 16 bytes of stdin, 30 to 80 ms of Z3 each,
// nearly all unsat), and expanding it whole took most of a 120 s run
// before the first child of an argument was expanded. Nothing is skipped:
// every entry of every path is still tried, only later.
//
//===----------------------------------------------------------------------===//
#include "exec/DecodedProgram.h"
#include "explore/concolic/GuidedStrategies.h"
#include "expr/ExprContext.h"
#include "solver/Solver.h"

#include <deque>
#include <map>

using namespace forage;

namespace {

class GenerationalStrategy final : public Strategy {
public:
  explicit GenerationalStrategy(SearchContext &C) : C(C) {}
  const char *name() const override { return "generational"; }
  void update(const State &S, const Assignment &Model) override;
  std::optional<Assignment> next() override;
  bool complete() const override { return Done && !Incomplete; }

private:
  struct Item {
    std::vector<PathEntry> Path;
    Assignment Model;
    size_t Bound = 0;
    /// A pinned value forced at Bound-1 is tried again with a value unlike
    /// every one so far, so that all of them are enumerated (as DFS does).
    std::optional<Alternative> Again;
    /// Alternatives of the entry at Bound already tried (a paused
    /// expansion resumes after them).
    size_t ResumeAlt = 0;
  };
  /// Solver answers in a row without a child before an expansion pauses.
  static constexpr unsigned MaxFruitless = 24;
  /// Items at most, beyond which the lowest-scored are dropped.
  static constexpr size_t MaxQueued = 20'000;

  void enqueue(unsigned Score, Item &&I);
  void insertAtLimit();
  /// Puts the parent's expansion back behind every child, to resume at
  /// entry J after its first NextAlt alternatives.
  void pause();

  SearchContext &C;
  std::map<unsigned, std::deque<Item>, std::greater<unsigned>> Queue;
  size_t Queued = 0;
  std::optional<Item> Parent;
  size_t J = 0, NextAlt = 0;
  llvm::SmallVector<Alternative, 4> Alts;
  std::vector<bool> Repeated; ///< repeatedDecisions of Parent's path.
  bool Pending = false, Seeded = false, Done = false, Incomplete = false;
  size_t PendingIndex = 0;
  unsigned Fruitless = 0; ///< Answers without a child in a row.
  Alternative PendingAlt{nullptr, 0};
};

void GenerationalStrategy::enqueue(unsigned Score, Item &&I) {
  if (I.Bound >= I.Path.size() && !I.Again)
    return; // no child
  Queue[Score].push_back(std::move(I));
  insertAtLimit();
}

void GenerationalStrategy::insertAtLimit() {
  if (++Queued > MaxQueued) {
    auto Lowest = std::prev(Queue.end());
    Lowest->second.pop_back();
    if (Lowest->second.empty())
      Queue.erase(Lowest);
    --Queued;
    Incomplete = true;
  }
}

void GenerationalStrategy::update(const State &S, const Assignment &Model) {
  Item I;
  if (Pending) {
    Pending = false;
    ForceOutcome O = checkForced(
        [&](size_t K) -> const PathEntry & { return Parent->Path[K]; }, S,
        PendingIndex, PendingAlt);
    if (O == ForceOutcome::EndedAtJ)
      return;
    if (O == ForceOutcome::Diverged) {
      // Its prefix is not the parent's: paths below it may be missed or
      // repeated. Keep it, but claim nothing about completeness.
      ++C.Divergences;
      Incomplete = true;
    } else if (PendingAlt.BranchId == ProgramModel::NoBranch &&
               S.Path[PendingIndex].K == PathEntry::Concretize) {
      I.Again = Alternative{
          C.Ctx.andE(PendingAlt.Cond, S.Path[PendingIndex].Alternative),
          ProgramModel::NoBranch};
    }
    I.Bound = PendingIndex + 1;
  } else if (Seeded) {
    return; // not ours (a portfolio shares runs only at the start)
  }
  Seeded = true;
  I.Path = S.Path;
  I.Model = Model;
  enqueue(static_cast<unsigned>(C.NewBranches), std::move(I));
}

std::optional<Assignment> GenerationalStrategy::next() {
  std::vector<ExprRef> Query;
  while (!(C.ShouldStop && C.ShouldStop())) {
    if (!Parent) {
      if (Queue.empty()) {
        Done = true;
        return std::nullopt;
      }
      auto Best = Queue.begin();
      Parent = std::move(Best->second.front());
      Best->second.pop_front();
      if (Best->second.empty())
        Queue.erase(Best);
      --Queued;
      J = Parent->Bound;
      NextAlt = Parent->ResumeAlt;
      Fruitless = 0;
      Alts.clear();
      Repeated = repeatedDecisions(
          Parent->Path,
          [](const PathEntry &E) -> const PathEntry & { return E; });
      if (Parent->Again) {
        J = Parent->Bound - 1;
        NextAlt = 0;
        Alts.push_back(*Parent->Again);
      } else if (J < Parent->Path.size() && !Repeated[J]) {
        alternativesOf(Parent->Path[J], C.Program, C.Ctx, Alts);
      }
    }
    if (NextAlt >= Alts.size()) {
      if (++J >= Parent->Path.size()) {
        Parent.reset();
        continue;
      }
      NextAlt = 0;
      Alts.clear();
      if (!Repeated[J]) // the prefix implies it: no feasible other side
        alternativesOf(Parent->Path[J], C.Program, C.Ctx, Alts);
      continue;
    }
    Alternative Alt = Alts[NextAlt++];
    Query.clear();
    for (size_t K = 0; K < J; ++K)
      Query.push_back(Parent->Path[K].Cond);
    Query.push_back(Alt.Cond);
    Assignment M = Parent->Model;
    SolverResult R = C.Solve.solve(Query, M);
    if (R == SolverResult::Unknown)
      Incomplete = true;
    if (R != SolverResult::Sat) {
      if (++Fruitless >= MaxFruitless && !Queue.empty())
        pause();
      continue;
    }
    Fruitless = 0;
    Pending = true;
    PendingIndex = J;
    PendingAlt = Alt;
    return M;
  }
  return std::nullopt;
}

void GenerationalStrategy::pause() {
  Item I = std::move(*Parent);
  Parent.reset();
  I.Again.reset();
  I.Bound = J;
  I.ResumeAlt = NextAlt;
  if (I.Bound >= I.Path.size())
    return;
  // Behind every child: the lowest score, at the back.
  Queue[0].push_back(std::move(I));
  insertAtLimit();
}

} // namespace

std::unique_ptr<Strategy> forage::createGenerationalStrategy(SearchContext &C) {
  return std::make_unique<GenerationalStrategy>(C);
}
