//===- SearchFigures.cpp - what KLEE's NURS weights are computed from -----===//
//
// Instruction counts at a state's position and in its function, and its
// distance to uncovered code, from counters of branch edges taken by every
// state (Interpreter::BranchCounts) and the CFCG's distances (seed 001's
// section 4, reused for nurs:md2u and nurs:covnew).
//
//===----------------------------------------------------------------------===//
#include "exec/DecodedProgram.h"
#include "explore/symbolic/SymbolicDriver.h"

using namespace forage;

std::pair<uint32_t, uint32_t>
SymbolicDriver::pausedBranches(const SymState &St) const {
  const ForkPoint &F = St.S.Fork;
  if (F.K == ForkPoint::Branch)
    return {F.BranchId, 2};
  if (F.K == ForkPoint::Switch) {
    const SwitchTable &T = Interp.program().Switches[F.Table];
    return {T.FirstBranch, static_cast<uint32_t>(T.Cases.size() + 1)};
  }
  if (St.LastBranch != ProgramModel::NoBranch)
    return {St.LastBranch, 1};
  return {0, 0};
}

uint64_t SymbolicDriver::instCount(const SymState &St) const {
  auto [First, N] = pausedBranches(St);
  uint64_t C = 0;
  for (uint32_t K = 0; K < N; ++K)
    C += BranchCounts[First + K];
  return C;
}

uint64_t SymbolicDriver::callPathInstCount(const SymState &St) const {
  auto [First, N] = pausedBranches(St);
  if (N == 0)
    return 0;
  uint64_t C = 0;
  for (uint32_t Id : BranchesOfFunction[FunctionOfBranch[First]])
    C += BranchCounts[Id];
  return C;
}

uint64_t SymbolicDriver::minDistToUncovered(const SymState &St) {
  const Coverage &Cov = Recorder.coverage();
  if (DistancesAt != Cov.numCovered()) {
    if (!Graph)
      Graph = std::make_unique<Cfcg>(Interp.module(), Interp.model());
    const ProgramModel &PM = Interp.model();
    Graph->distancesToTargets(
        [&](uint32_t Id) { return PM.branch(Id).IsUser && !Cov.covered(Id); },
        Distances);
    DistancesAt = Cov.numCovered();
  }
  auto [First, N] = pausedBranches(St);
  uint64_t Best = Cfcg::Unreachable;
  for (uint32_t K = 0; K < N; ++K)
    Best = std::min<uint64_t>(Best, Distances[First + K]);
  // 1 for an uncovered edge right here; 0 when none is reachable.
  return Best == Cfcg::Unreachable ? 0 : Best + 1;
}
