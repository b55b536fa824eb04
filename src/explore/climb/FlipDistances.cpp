//===- FlipDistances.cpp - what one run tells the climb -------------------===//
#include "explore/climb/FlipDistances.h"
#include "exec/BranchDistance.h"

#include <algorithm>

using namespace forage;

FlipDistances::FlipDistances(const ProgramModel &PM) : PM(PM) {
  Seen.assign(PM.numBranches(), 0);
}

void FlipDistances::clear() {
  for (uint32_t E : Taken)
    Seen[E] = 0;
  Taken.clear();
  Flip.clear();
  Compares.clear();
}

void FlipDistances::onCompare(uint32_t Reg, ExprKind K, unsigned Width, u128 A,
                              u128 B, bool Negated) {
  Compares[Reg] = compareDistance(K, Width, A, B, Negated);
}

void FlipDistances::onFloatCompare(uint32_t Reg, double Distance) {
  Compares[Reg] = {Distance, Distance};
}

void FlipDistances::onBranch(const State &, uint32_t CondReg, uint32_t Took,
                             uint32_t NotTaken) {
  if (!PM.branch(Took).IsUser)
    return;
  if (!Seen[Took]) {
    Seen[Took] = 1;
    Taken.push_back(Took);
  }
  if (NotTaken == ProgramModel::NoBranch)
    return;
  double D = 1;
  if (CondReg != ~0u)
    if (auto It = Compares.find(CondReg); It != Compares.end())
      D = NotTaken < Took ? It->second.ToTrue : It->second.ToFalse;
  D = std::max(D, 1e-300);
  auto [Slot, Fresh] = Flip.try_emplace(NotTaken, D);
  if (!Fresh)
    Slot->second = std::min(Slot->second, D);
}
