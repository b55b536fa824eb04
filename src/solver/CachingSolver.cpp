//===- CachingSolver.cpp - query cache in front of the core solver --------===//
#include "solver/CachingSolver.h"
#include "expr/Vars.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <map>
#include <vector>

using namespace forage;

namespace {

class CachingSolver final : public SolverLayer {
public:
  CachingSolver(std::unique_ptr<Solver> Inner, SolverStats &Stats)
      : SolverLayer(std::move(Inner)), Stats(Stats) {}

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override;

private:
  struct Entry {
    SolverResult Result;
    std::vector<std::pair<uint32_t, u128>> Values;
  };
  SolverStats &Stats;
  std::map<std::vector<ExprRef>, Entry> Cache;
};

SolverResult CachingSolver::solve(llvm::ArrayRef<ExprRef> Constraints,
                                  Assignment &Model) {
  std::vector<ExprRef> Key(Constraints.begin(), Constraints.end());
  std::sort(Key.begin(), Key.end(),
            [](ExprRef A, ExprRef B) { return A->id() < B->id(); });
  Key.erase(std::unique(Key.begin(), Key.end()), Key.end());
  auto It = Cache.find(Key);
  if (It != Cache.end()) {
    ++Stats.CacheHits;
    for (auto &[Id, V] : It->second.Values)
      Model.set(Id, V);
    return It->second.Result;
  }
  SolverResult R = Inner->solve(Constraints, Model);
  if (R == SolverResult::Unknown)
    return R;
  Entry E{R, {}};
  if (R == SolverResult::Sat) {
    llvm::SmallVector<ExprRef, 16> Vars;
    collectVars(Constraints, Vars);
    for (ExprRef V : Vars)
      E.Values.emplace_back(V->varId(), Model.get(V->varId()));
  }
  Cache.emplace(std::move(Key), std::move(E));
  return R;
}

} // namespace

std::unique_ptr<Solver>
forage::createCachingSolver(std::unique_ptr<Solver> Inner, SolverStats &Stats) {
  return std::make_unique<CachingSolver>(std::move(Inner), Stats);
}
