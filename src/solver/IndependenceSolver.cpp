//===- IndependenceSolver.cpp - independent-constraint slicing ------------===//
#include "solver/IndependenceSolver.h"
#include "expr/Vars.h"
#include "solver/PathEqualities.h"
#include "support/Clock.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <vector>

using namespace forage;

namespace {

class IndependenceSolver final : public SolverLayer {
public:
  IndependenceSolver(std::unique_ptr<Solver> Inner, SolverStats &Stats,
                     bool Slice, ExprContext *Exprs)
      : SolverLayer(std::move(Inner)), Stats(Stats), Slice(Slice) {
    if (Exprs)
      Eqs.emplace(*Exprs);
  }

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override;

private:
  /// Sorted variable ids below E, memoised per node.
  const std::vector<uint32_t> &varsOf(ExprRef E);

  /// The path's constraints rewritten in order, each with what the ones
  /// before it decide (PathEqualities.h), kept for the next query: the
  /// queries of one execution share its path. False if the deadline came
  /// first (what was rewritten is kept).
  bool rewritePrefix(llvm::ArrayRef<ExprRef> Prefix);

  SolverStats &Stats;
  bool Slice;
  llvm::DenseMap<ExprRef, std::vector<uint32_t>> VarCache;
  std::optional<PathEqualities> Eqs;
  std::vector<ExprRef> Orig, Rewritten;
  std::vector<size_t> Marks; ///< Eqs->mark() before Orig[I] was added.
};

bool IndependenceSolver::rewritePrefix(llvm::ArrayRef<ExprRef> Prefix) {
  size_t Common = 0;
  while (Common < Prefix.size() && Common < Orig.size() &&
         Orig[Common] == Prefix[Common])
    ++Common;
  if (Common < Orig.size()) {
    Eqs->truncate(Marks[Common]);
    Orig.resize(Common);
    Rewritten.resize(Common);
    Marks.resize(Common);
  }
  for (size_t I = Common; I < Prefix.size(); ++I) {
    // A long prefix over deep terms is not free: it stops at the deadline
    // as a solver query would.
    if (Deadline && I > Common && steadyNanos() >= Deadline)
      return false;
    ExprRef R = Eqs->rewrite(Prefix[I]);
    Marks.push_back(Eqs->mark());
    Eqs->add(R);
    Orig.push_back(Prefix[I]);
    Rewritten.push_back(R);
  }
  return true;
}

const std::vector<uint32_t> &IndependenceSolver::varsOf(ExprRef E) {
  auto It = VarCache.find(E);
  if (It != VarCache.end())
    return It->second;
  llvm::SmallVector<ExprRef, 16> Nodes;
  collectVars({E}, Nodes);
  std::vector<uint32_t> Vars;
  for (ExprRef V : Nodes)
    Vars.push_back(V->varId());
  std::sort(Vars.begin(), Vars.end());
  Vars.erase(std::unique(Vars.begin(), Vars.end()), Vars.end());
  return VarCache[E] = std::move(Vars);
}

SolverResult IndependenceSolver::solve(llvm::ArrayRef<ExprRef> Given,
                                       Assignment &Model) {
  ++Stats.Queries;
  if (Given.empty())
    return SolverResult::Sat;
  llvm::ArrayRef<ExprRef> Constraints = Given;
  llvm::SmallVector<ExprRef, 64> Decided;
  if (Eqs) {
    // The prefix and the goal with what the prefix decides: a goal on a
    // byte the path pinned folds here, and multiplexers over decided
    // indices collapse before any solver sees them.
    if (!rewritePrefix(Given.drop_back())) {
      ++Stats.Unknown;
      return SolverResult::Unknown;
    }
    Decided.assign(Rewritten.begin(), Rewritten.end());
    ExprRef Goal = Eqs->rewrite(Given.back());
    Decided.push_back(Goal);
    if (Goal != Given.back() && Goal->isConstant())
      ++Stats.Folded;
    Constraints = Decided;
  }
  for (ExprRef C : Constraints)
    if (C->isFalse()) {
      ++Stats.Trivial;
      ++Stats.Unsat;
      return SolverResult::Unsat;
    }
  ExprRef Goal = Constraints.back();
  if (Goal->isTrue()) {
    ++Stats.Trivial;
    ++Stats.Sat;
    return SolverResult::Sat;
  }
  // Grow the set of relevant variables to a fixed point. A variable the
  // path pins connects nothing: it is replaced by its value below.
  auto Pinned = [&](uint32_t V) { return Eqs && Eqs->pinned(V); };
  llvm::DenseSet<uint32_t> Relevant;
  for (uint32_t V : varsOf(Goal))
    Relevant.insert(V);
  std::vector<bool> Taken(Constraints.size(), !Slice);
  Taken.back() = true;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t I = 0; I + 1 < Constraints.size(); ++I) {
      if (Taken[I] || !Constraints[I]->isSymbolic())
        continue;
      const std::vector<uint32_t> &Vars = varsOf(Constraints[I]);
      bool Shares = false;
      for (uint32_t V : Vars)
        if (Relevant.count(V) && !Pinned(V)) {
          Shares = true;
          break;
        }
      if (!Shares)
        continue;
      Taken[I] = true;
      Changed = true;
      for (uint32_t V : Vars)
        Relevant.insert(V);
    }
  }
  llvm::SmallVector<ExprRef, 32> Sliced;
  for (size_t I = 0; I < Constraints.size(); ++I) {
    if (!Taken[I])
      continue;
    ExprRef C = Constraints[I];
    // A constraint rewritten only with what came before it may still name
    // a variable a later one pins; the query must not free that variable.
    if (Eqs && Slice && I + 1 < Constraints.size() &&
        llvm::any_of(varsOf(C), Pinned))
      C = Eqs->rewritePins(C);
    if (C->isFalse()) {
      ++Stats.Trivial;
      ++Stats.Unsat;
      return SolverResult::Unsat;
    }
    if (!C->isTrue())
      Sliced.push_back(C);
  }
  // Dropped constraints include constant-true ones, which are trivially kept.
  Stats.SlicedConstraints += Constraints.size() - Sliced.size();
  SolverResult R = Inner->solve(Sliced, Model);
  if (R == SolverResult::Sat)
    ++Stats.Sat;
  else if (R == SolverResult::Unsat)
    ++Stats.Unsat;
  else
    ++Stats.Unknown;
  return R;
}

} // namespace

std::unique_ptr<Solver>
forage::createIndependenceSolver(std::unique_ptr<Solver> Inner,
                                 SolverStats &Stats, bool Slice,
                                 ExprContext *Exprs) {
  return std::make_unique<IndependenceSolver>(std::move(Inner), Stats, Slice,
                                              Exprs);
}
