//===- CexCache.cpp - answers from earlier models and unsat sets ----------===//
#include "solver/CexCache.h"
#include "expr/Vars.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <vector>

using namespace forage;

namespace {

class CexCachingSolver final : public SolverLayer {
public:
  CexCachingSolver(std::unique_ptr<Solver> Inner, const CexCacheOptions &Opts,
                   SolverStats &Stats)
      : SolverLayer(std::move(Inner)), Opts(Opts), Stats(Stats) {}

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override;

private:
  struct Entry {
    std::vector<ExprRef> Key; ///< The query, sorted by id, no duplicates.
    bool Sat = false;
    std::vector<std::pair<uint32_t, u128>> Values; ///< Sat: the model.
  };
  /// Whether every constraint holds under E's values of the query's
  /// variables Vars (the others as in Model: the answer must not move what
  /// the query does not constrain, or a concolic run leaves its path); the
  /// goal (last) first, as the likeliest to fail.
  bool satisfies(const Entry &E, llvm::ArrayRef<ExprRef> Constraints,
                 const llvm::DenseSet<uint32_t> &Vars, const Assignment &Model,
                 Assignment &Out);
  void remember(Entry E);

  CexCacheOptions Opts;
  SolverStats &Stats;
  std::vector<Entry> Ring; ///< The last Opts.Entries answers.
  size_t Next = 0;         ///< Where the next one goes once Ring is full.
};

std::vector<ExprRef> keyOf(llvm::ArrayRef<ExprRef> Constraints) {
  std::vector<ExprRef> Key(Constraints.begin(), Constraints.end());
  std::sort(Key.begin(), Key.end(),
            [](ExprRef A, ExprRef B) { return A->id() < B->id(); });
  Key.erase(std::unique(Key.begin(), Key.end()), Key.end());
  return Key;
}

/// Both sorted by id: every element of Small is in Big.
bool subsetOf(const std::vector<ExprRef> &Small,
              const std::vector<ExprRef> &Big) {
  return std::includes(Big.begin(), Big.end(), Small.begin(), Small.end(),
                       [](ExprRef A, ExprRef B) { return A->id() < B->id(); });
}

bool CexCachingSolver::satisfies(const Entry &E,
                                 llvm::ArrayRef<ExprRef> Constraints,
                                 const llvm::DenseSet<uint32_t> &Vars,
                                 const Assignment &Model, Assignment &Out) {
  Out = Model;
  for (auto &[Id, V] : E.Values)
    if (Vars.count(Id))
      Out.set(Id, V);
  Evaluator Eval(Out);
  for (size_t K = Constraints.size(); K-- > 0;)
    if (Eval.evaluate(Constraints[K]) != 1)
      return false;
  return true;
}

void CexCachingSolver::remember(Entry E) {
  if (Ring.size() < Opts.Entries) {
    Ring.push_back(std::move(E));
    return;
  }
  Ring[Next] = std::move(E);
  Next = (Next + 1) % Ring.size();
}

SolverResult CexCachingSolver::solve(llvm::ArrayRef<ExprRef> Constraints,
                                     Assignment &Model) {
  if (Opts.Entries == 0 || Constraints.empty())
    return Inner->solve(Constraints, Model);
  std::vector<ExprRef> Key = keyOf(Constraints);
  // Unsat sets first (a subset test), then models, the newest first.
  for (const Entry &E : Ring)
    if (!E.Sat && subsetOf(E.Key, Key)) {
      ++Stats.CexHits;
      return SolverResult::Unsat;
    }
  Assignment Candidate;
  llvm::SmallVector<ExprRef, 16> VarNodes;
  collectVars(Constraints, VarNodes);
  llvm::DenseSet<uint32_t> Vars;
  for (ExprRef V : VarNodes)
    Vars.insert(V->varId());
  for (size_t N = 0; N < Ring.size(); ++N) {
    const Entry &E = Ring[(Next + Ring.size() - 1 - N) % Ring.size()];
    if (E.Sat && satisfies(E, Constraints, Vars, Model, Candidate)) {
      ++Stats.CexHits;
      Model = std::move(Candidate);
      return SolverResult::Sat;
    }
  }
  SolverResult R = Inner->solve(Constraints, Model);
  if (R == SolverResult::Unknown)
    return R;
  Entry E;
  E.Key = std::move(Key);
  E.Sat = R == SolverResult::Sat;
  if (E.Sat)
    for (uint32_t V : Vars)
      E.Values.emplace_back(V, Model.get(V));
  remember(std::move(E));
  return R;
}

} // namespace

std::unique_ptr<Solver>
forage::createCexCachingSolver(std::unique_ptr<Solver> Inner,
                               const CexCacheOptions &Opts,
                               SolverStats &Stats) {
  return std::make_unique<CexCachingSolver>(std::move(Inner), Opts, Stats);
}
