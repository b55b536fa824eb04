//===- Alternatives.cpp - helpers shared by the concolic strategies
//--------===//
#include "exec/DecodedProgram.h"
#include "explore/concolic/Strategy.h"
#include "expr/ExprContext.h"

using namespace forage;

Strategy::~Strategy() = default;

Assignment forage::randomInputs(std::mt19937_64 &Rng, size_t N) {
  Assignment A;
  for (uint32_t V = 0; V < N; ++V)
    A.set(V, (u128(Rng()) << 64) | Rng());
  return A;
}

ForceOutcome
forage::checkForced(llvm::function_ref<const PathEntry &(size_t)> Old,
                    const State &S, size_t J, const Alternative &Alt) {
  if (S.Path.size() < J)
    return ForceOutcome::Diverged;
  for (size_t K = 0; K < J; ++K) {
    // A branch entry a monitor froze (seed 003: Assume with a branch id)
    // still matches the branch it was.
    bool Frozen = Old(K).K == PathEntry::Assume &&
                  Old(K).BranchId != ProgramModel::NoBranch;
    if ((S.Path[K].K != Old(K).K && !Frozen) ||
        S.Path[K].BranchId != Old(K).BranchId)
      return ForceOutcome::Diverged;
  }
  if (S.Path.size() == J)
    return ForceOutcome::EndedAtJ;
  const PathEntry &E = S.Path[J];
  bool Took = Alt.BranchId != ProgramModel::NoBranch
                  ? E.BranchId == Alt.BranchId
                  : E.K == Old(J).K || E.Cond == Alt.Cond;
  return Took ? ForceOutcome::Followed : ForceOutcome::Diverged;
}
