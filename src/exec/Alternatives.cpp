//===- Alternatives.cpp - the other ways a path entry could go ------------===//
#include "exec/Alternatives.h"
#include "exec/DecodedProgram.h"
#include "expr/ExprContext.h"

using namespace forage;

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
