//===- IndependenceSolver.cpp - independent-constraint slicing ------------===//
#include "solver/IndependenceSolver.h"
#include "expr/Vars.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

using namespace forage;

namespace {

class IndependenceSolver final : public SolverLayer {
public:
  IndependenceSolver(std::unique_ptr<Solver> Inner, SolverStats &Stats,
                     bool Slice)
      : SolverLayer(std::move(Inner)), Stats(Stats), Slice(Slice) {}

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override;

private:
  /// Sorted variable ids below E, memoised per node.
  const std::vector<uint32_t> &varsOf(ExprRef E);

  SolverStats &Stats;
  bool Slice;
  llvm::DenseMap<ExprRef, std::vector<uint32_t>> VarCache;
};

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

SolverResult IndependenceSolver::solve(llvm::ArrayRef<ExprRef> Constraints,
                                       Assignment &Model) {
  ++Stats.Queries;
  if (Constraints.empty())
    return SolverResult::Sat;
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
  // Grow the set of relevant variables to a fixed point.
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
        if (Relevant.count(V)) {
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
  for (size_t I = 0; I < Constraints.size(); ++I)
    if (Taken[I])
      Sliced.push_back(Constraints[I]);
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
                                 SolverStats &Stats, bool Slice) {
  return std::make_unique<IndependenceSolver>(std::move(Inner), Stats, Slice);
}
