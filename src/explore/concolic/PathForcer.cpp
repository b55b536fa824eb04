//===- PathForcer.cpp - the current path, and forcing one of its branches -===//
#include "explore/concolic/PathForcer.h"
#include "solver/Solver.h"

using namespace forage;

bool PathForcer::update(const State &S, const Assignment &Used) {
  if (Pending) {
    Pending = false;
    ForceOutcome O =
        checkForced([&](size_t K) -> const PathEntry & { return Path[K]; }, S,
                    PendingIndex, PendingAlt);
    if (O != ForceOutcome::Followed) {
      C.Divergences += O == ForceOutcome::Diverged;
      return false;
    }
  }
  Path = S.Path;
  Model = Used;
  return true;
}

std::vector<size_t> PathForcer::forcible() const {
  std::vector<size_t> Out;
  for (size_t J = 0; J < Path.size(); ++J)
    if (Path[J].K != PathEntry::Assume)
      Out.push_back(J);
  return Out;
}

std::optional<Assignment> PathForcer::force(size_t J) {
  llvm::SmallVector<Alternative, 4> Alts;
  alternativesOf(Path[J], C.Program, C.Ctx, Alts);
  if (Alts.empty())
    return std::nullopt;
  Alternative Alt = Alts[C.Rng() % Alts.size()];
  std::vector<ExprRef> Query;
  for (size_t K = 0; K < J; ++K)
    Query.push_back(Path[K].Cond);
  Query.push_back(Alt.Cond);
  Assignment M = Model;
  if (C.Solve.solve(Query, M) != SolverResult::Sat)
    return std::nullopt;
  Pending = true;
  PendingIndex = J;
  PendingAlt = Alt;
  return M;
}

Assignment PathForcer::restart() {
  Pending = false;
  return randomInputs(C.Rng, Model.size());
}

std::string PathForcer::signature() const {
  std::string Out;
  for (const PathEntry &E : Path)
    if (E.BranchId != ProgramModel::NoBranch)
      Out += (Out.empty() ? "" : ",") + std::to_string(E.BranchId);
  return Out;
}
