//===- CachingSolver.cpp - query cache in front of the core solver --------===//
#include "solver/CachingSolver.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <map>
#include <vector>

using namespace forage;

namespace {

class CachingSolver final : public Solver {
public:
  CachingSolver(std::unique_ptr<Solver> Inner, SolverStats &Stats)
      : Inner(std::move(Inner)), Stats(Stats) {}

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override;

private:
  struct Entry {
    SolverResult Result;
    std::vector<std::pair<uint32_t, u128>> Values;
  };
  std::unique_ptr<Solver> Inner;
  SolverStats &Stats;
  std::map<std::vector<ExprRef>, Entry> Cache;
};

static void collectVarIds(llvm::ArrayRef<ExprRef> Roots,
                          std::vector<uint32_t> &Ids) {
  llvm::DenseSet<ExprRef> Seen;
  llvm::SmallVector<ExprRef, 32> Work(Roots.begin(), Roots.end());
  while (!Work.empty()) {
    ExprRef E = Work.pop_back_val();
    if (!E->isSymbolic() || !Seen.insert(E).second)
      continue;
    if (E->kind() == ExprKind::Var)
      Ids.push_back(E->varId());
    for (unsigned I = 0; I < E->numOps(); ++I)
      Work.push_back(E->op(I));
  }
}

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
    std::vector<uint32_t> Ids;
    collectVarIds(Constraints, Ids);
    for (uint32_t Id : Ids)
      E.Values.emplace_back(Id, Model.get(Id));
  }
  Cache.emplace(std::move(Key), std::move(E));
  return R;
}

} // namespace

std::unique_ptr<Solver>
forage::createCachingSolver(std::unique_ptr<Solver> Inner,
                            SolverStats &Stats) {
  return std::make_unique<CachingSolver>(std::move(Inner), Stats);
}
