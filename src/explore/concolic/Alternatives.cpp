//===- Alternatives.cpp - the other ways a path entry could go ------------===//
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
  for (size_t K = 0; K < J; ++K)
    if (S.Path[K].K != Old(K).K || S.Path[K].BranchId != Old(K).BranchId)
      return ForceOutcome::Diverged;
  if (S.Path.size() == J)
    return ForceOutcome::EndedAtJ;
  const PathEntry &E = S.Path[J];
  bool Took = Alt.BranchId != ProgramModel::NoBranch
                  ? E.BranchId == Alt.BranchId
                  : E.K == Old(J).K || E.Cond == Alt.Cond;
  return Took ? ForceOutcome::Followed : ForceOutcome::Diverged;
}

void forage::alternativesOf(const PathEntry &E, const DecodedProgram &P,
                            ExprContext &Ctx,
                            llvm::SmallVectorImpl<Alternative> &Out) {
  switch (E.K) {
  case PathEntry::Assume:
    return;
  case PathEntry::Branch:
    Out.push_back({E.Alternative, E.AltBranchId});
    return;
  case PathEntry::Check:
  case PathEntry::Concretize:
    Out.push_back({E.Alternative, ProgramModel::NoBranch});
    return;
  case PathEntry::Switch: {
    const SwitchTable &T = P.Switches[E.SwitchIndex];
    uint32_t Taken = E.BranchId - T.FirstBranch;
    ExprRef Default = Ctx.boolean(true);
    for (uint32_t K = 0; K < T.Cases.size(); ++K) {
      ExprRef Is =
          Ctx.eq(E.SwitchValue, Ctx.constant(T.Width, T.Cases[K].first));
      Default = Ctx.andE(Default, Ctx.negate(Is));
      if (K + 1 != Taken)
        Out.push_back({Is, T.FirstBranch + K + 1});
    }
    if (Taken != 0)
      Out.push_back({Default, T.FirstBranch});
    return;
  }
  }
}
