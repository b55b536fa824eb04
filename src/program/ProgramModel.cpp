//===- ProgramModel.cpp - stable branch ids mapped to source --------------===//
#include "program/ProgramModel.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"

using namespace forage;

std::string SourceLocation::str() const {
  if (File.empty())
    return "?";
  return File + ":" + std::to_string(Line) + ":" + std::to_string(Column);
}

SourceLocation forage::locationOf(const llvm::Instruction *I) {
  SourceLocation L;
  if (!I)
    return L;
  if (const llvm::DebugLoc &DL = I->getDebugLoc()) {
    auto *Scope = llvm::cast<llvm::DIScope>(DL.getScope());
    L.File = Scope->getFilename().str();
    L.Line = DL.getLine();
    L.Column = DL.getCol();
  } else if (const llvm::DISubprogram *SP = I->getFunction()->getSubprogram()) {
    L.File = SP->getFilename().str();
    L.Line = SP->getLine();
  }
  return L;
}

bool forage::isErrorCall(const llvm::Instruction &I) {
  const auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
  const auto *F = CB ? llvm::dyn_cast<llvm::Function>(
                           CB->getCalledOperand()->stripPointerCasts())
                     : nullptr;
  if (!F)
    return false;
  llvm::StringRef N = F->getName();
  return N == "reach_error" || N == "__VERIFIER_error" ||
         N == "__assert_fail" || N == "__assert_perror_fail" || N == "__assert";
}

std::vector<const llvm::Instruction *>
forage::errorCalls(const llvm::Module &M, const ProgramModel &PM) {
  std::vector<const llvm::Instruction *> Out;
  for (const llvm::Function &F : M) {
    if (F.isDeclaration() || !PM.isUserFunction(F) ||
        F.getName() == "reach_error")
      continue;
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB)
        if (isErrorCall(I))
          Out.push_back(&I);
  }
  return Out;
}

ProgramModel::ProgramModel(const llvm::Module &M,
                           const llvm::StringSet<> &UserFns) {
  for (const auto &Entry : UserFns)
    UserFunctions.insert(Entry.getKey());
  for (const llvm::Function &F : M) {
    bool User = isUserFunction(F);
    for (const llvm::BasicBlock &BB : F) {
      const llvm::Instruction *T = BB.getTerminator();
      unsigned N = 0;
      if (auto *Br = llvm::dyn_cast<llvm::BranchInst>(T)) {
        if (!Br->isConditional())
          continue;
        N = 2;
      } else if (auto *Sw = llvm::dyn_cast<llvm::SwitchInst>(T)) {
        N = Sw->getNumSuccessors(); // default + one per case
      } else {
        continue;
      }
      uint32_t First = static_cast<uint32_t>(Branches.size());
      FirstId[T] = First;
      SourceLocation Loc = locationOf(T);
      for (unsigned K = 0; K < N; ++K) {
        // For br, 0 and 1 pair with each other; for switch, successor 0 is
        // the default and pairs with every case.
        uint32_t Pair = llvm::isa<llvm::BranchInst>(T) ? First + (1 - K)
                        : K == 0                       ? First + 1
                                                       : First;
        Branches.push_back({First + K, Pair, T, K, User, Loc});
      }
      if (User)
        NumUser += N;
    }
  }
}
