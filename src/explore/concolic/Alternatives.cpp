//===- Alternatives.cpp - helpers shared by the concolic strategies -----===//
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

uint64_t forage::inputKey(const Assignment &A) {
  size_t N = A.size();
  while (N && A.get(static_cast<uint32_t>(N - 1)) == 0)
    --N;
  uint64_t H = 0x9e3779b97f4a7c15ull ^ N;
  for (uint32_t V = 0; V < N; ++V) {
    u128 X = A.get(V);
    for (uint64_t Half :
         {static_cast<uint64_t>(X), static_cast<uint64_t>(X >> 64)}) {
      H ^= Half + 0x9e3779b97f4a7c15ull + (H << 6) + (H >> 2);
      H *= 0xff51afd7ed558ccdull;
    }
  }
  return H;
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
