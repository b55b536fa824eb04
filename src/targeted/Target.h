//===- Target.h - what `forage reach` aims at --------------------*- C++
//-*-===//
//
// A target of symcretic execution (Dinges' thesis, section 4.1): a source
// line, one outcome of a branch, or an error call site (reach_error,
// __VERIFIER_error, a failed assert). The backward search starts at its
// instructions, treated as already processed.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_TARGETED_TARGET_H
#define FORAGE_TARGETED_TARGET_H

#include "program/ProgramModel.h"

#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"

#include <string>
#include <vector>

namespace forage {

struct ReachTarget {
  std::string Name; ///< As shown to the user: "file:line" or "branch 7".
  SourceLocation Loc;
  /// The search starts at each (the first instruction of each block on a
  /// line); reaching any of them reaches the target.
  std::vector<const llvm::Instruction *> Starts;
  /// For a branch target: the only predecessor block the first backward
  /// step may go to (the branch's own block). Null otherwise.
  const llvm::BasicBlock *OnlyPred = nullptr;
  /// An error call (reach_error, __assert_fail): the suite is Cover-Error.
  bool IsErrorCall = false;
  /// A branch target's branch id (NoBranch otherwise).
  uint32_t Branch = ProgramModel::NoBranch;
};

/// The instructions of FILE:LINE in the program's own functions (FILE
/// matched by its file name or full path). Empty if the line has no code.
ReachTarget lineTarget(const llvm::Module &M, const ProgramModel &PM,
                       const std::string &File, unsigned Line);
/// The edge with branch id Id; false if there is none.
bool branchTarget(const ProgramModel &PM, uint32_t Id, ReachTarget &Out);
/// The branch edges whose taking reaches T (an edge into each of its
/// blocks, or into the chain of plain jumps that leads there); empty if
/// some way into T is not a branch edge (a function's entry, a join).
std::vector<uint32_t> entryBranches(const ReachTarget &T,
                                    const ProgramModel &PM);
/// Every reach_error / __VERIFIER_error / __assert_fail call site in the
/// program's own functions, in module order (Test-Comp's Cover-Error goal).
std::vector<ReachTarget> errorTargets(const llvm::Module &M,
                                      const ProgramModel &PM);

} // namespace forage

#endif
