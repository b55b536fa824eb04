//===- ProgramModel.h - stable branch ids mapped to source ------*- C++ -*-===//
//
// Decision 4 of docs/architecture.md: every conditional-br edge and every
// switch-case edge of the Module gets an id, its source location and a paired
// (opposite) id. The program's own branches are the coverage goals; the
// runtime's are tracked but not counted.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PROGRAM_PROGRAMMODEL_H
#define FORAGE_PROGRAM_PROGRAMMODEL_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Module.h"

#include <cstdint>
#include <string>
#include <vector>

namespace forage {

struct SourceLocation {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string str() const; ///< "file:line:col", or "?" without debug info.
};

/// Location of I from its debug info (or its function's, or empty).
SourceLocation locationOf(const llvm::Instruction *I);

class ProgramModel;
/// True iff I calls an error function: reach_error, __VERIFIER_error, or
/// a failed assertion's __assert_fail & co. (Test-Comp's Cover-Error goal).
bool isErrorCall(const llvm::Instruction &I);
/// Every error call in the program's own functions (reach_error's own
/// body aside), in module order.
std::vector<const llvm::Instruction *> errorCalls(const llvm::Module &M,
                                                  const ProgramModel &PM);

struct BranchInfo {
  uint32_t Id;
  uint32_t Pair; ///< Opposite edge (for a switch case: the default).
  const llvm::Instruction *Terminator;
  unsigned Successor; ///< Successor index within the terminator.
  bool IsUser;        ///< Defined in the program, not the runtime.
  SourceLocation Loc;
};

class ProgramModel {
public:
  static constexpr uint32_t NoBranch = ~0u;

  ProgramModel(const llvm::Module &M, const llvm::StringSet<> &UserFunctions);

  /// Id of successor 0 of a conditional br or switch; successor k has id
  /// firstBranch(T) + k. NoBranch for other terminators.
  uint32_t firstBranch(const llvm::Instruction *T) const {
    auto It = FirstId.find(T);
    return It == FirstId.end() ? NoBranch : It->second;
  }
  const BranchInfo &branch(uint32_t Id) const { return Branches[Id]; }
  size_t numBranches() const { return Branches.size(); }
  /// The coverage denominator: branch edges in the program's own functions.
  size_t numUserBranches() const { return NumUser; }
  bool isUserFunction(const llvm::Function &F) const {
    return UserFunctions.count(F.getName()) != 0;
  }

private:
  std::vector<BranchInfo> Branches;
  llvm::DenseMap<const llvm::Instruction *, uint32_t> FirstId;
  llvm::StringSet<> UserFunctions;
  size_t NumUser = 0;
};

} // namespace forage

#endif
