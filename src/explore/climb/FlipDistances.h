//===- FlipDistances.h - what one run tells the climb -----------*- C++ -*-===//
//
// The interpreter's observer for the branch-distance climb: the user
// branch outcomes a run took, and for each one it did not take, the least
// branch distance to taking it (exec/BranchDistance.h) over every time the
// branch ran. A condition no comparison produced is one step away.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_CLIMB_FLIPDISTANCES_H
#define FORAGE_EXPLORE_CLIMB_FLIPDISTANCES_H

#include "exec/BranchDistance.h"
#include "exec/ExecObserver.h"
#include "program/ProgramModel.h"

#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace forage {

class FlipDistances final : public ExecObserver {
public:
  explicit FlipDistances(const ProgramModel &PM);

  /// Starts a run.
  void clear();
  /// User outcomes the run took, each once.
  const std::vector<uint32_t> &taken() const { return Taken; }
  /// User outcome -> least distance to taking it, for those not taken.
  const llvm::DenseMap<uint32_t, double> &distances() const { return Flip; }

  void onCompare(uint32_t Reg, ExprKind K, unsigned Width, u128 A, u128 B,
                 bool Negated) override;
  void onFloatCompare(uint32_t Reg, double Distance) override;
  void onBranch(const State &S, uint32_t CondReg, uint32_t Taken,
                uint32_t NotTaken) override;
  void onCall(const State &, const llvm::Function *, const Value *,
              unsigned) override {}
  void onReturn(const State &, const llvm::Function *, const Value *) override {
  }
  void onDivide(const void *, u128, unsigned) override {}

private:
  const ProgramModel &PM;
  llvm::DenseMap<uint32_t, CompareDistance> Compares; ///< By register.
  llvm::DenseMap<uint32_t, double> Flip;
  std::vector<uint32_t> Taken;
  std::vector<uint8_t> Seen; ///< By outcome: in Taken.
};

} // namespace forage

#endif
