//===- Target.cpp - resolving FILE:LINE, branch ids and error calls -------===//
//
// Dinges' thesis, section 4.1: a target is a statement or a branch outcome.
//
//===----------------------------------------------------------------------===//
#include "targeted/Target.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/Path.h"

using namespace forage;

static const llvm::Function *calledFunction(const llvm::Instruction &I) {
  const auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
  if (!CB)
    return nullptr;
  return llvm::dyn_cast<llvm::Function>(
      CB->getCalledOperand()->stripPointerCasts());
}

bool forage::isErrorCall(const llvm::Instruction &I) {
  const llvm::Function *F = calledFunction(I);
  if (!F)
    return false;
  llvm::StringRef N = F->getName();
  return N == "reach_error" || N == "__VERIFIER_error" ||
         N == "__assert_fail" || N == "__assert_perror_fail" || N == "__assert";
}

static bool sameFile(llvm::StringRef Have, llvm::StringRef Want) {
  if (Have == Want)
    return true;
  if (llvm::sys::path::filename(Want) == Want)
    return llvm::sys::path::filename(Have) == Want;
  return Have.endswith(Want) || Want.endswith(Have);
}

ReachTarget forage::lineTarget(const llvm::Module &M, const ProgramModel &PM,
                               const std::string &File, unsigned Line) {
  ReachTarget T;
  T.Name = File + ":" + std::to_string(Line);
  for (const llvm::Function &F : M) {
    if (F.isDeclaration() || !PM.isUserFunction(F))
      continue;
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB) {
        if (llvm::isa<llvm::PHINode>(I) || llvm::isa<llvm::DbgInfoIntrinsic>(I))
          continue;
        SourceLocation L = locationOf(&I);
        const llvm::DebugLoc &DL = I.getDebugLoc();
        if (!DL || DL.getLine() != Line || !sameFile(L.File, File))
          continue;
        if (T.Starts.empty())
          T.Loc = L;
        T.Starts.push_back(&I);
        T.IsErrorCall = T.IsErrorCall || isErrorCall(I);
        break; // The first instruction of the line in this block.
      }
  }
  return T;
}

bool forage::branchTarget(const ProgramModel &PM, uint32_t Id,
                          ReachTarget &Out) {
  if (Id >= PM.numBranches())
    return false;
  const BranchInfo &B = PM.branch(Id);
  const llvm::BasicBlock *Succ = B.Terminator->getSuccessor(B.Successor);
  Out.Name = "branch " + std::to_string(Id) + " (" + B.Loc.str() + ")";
  Out.Loc = B.Loc;
  Out.Starts = {Succ->getFirstNonPHIOrDbg()};
  Out.OnlyPred = B.Terminator->getParent();
  return true;
}

std::vector<ReachTarget> forage::errorTargets(const llvm::Module &M,
                                              const ProgramModel &PM) {
  std::vector<ReachTarget> Out;
  for (const llvm::Function &F : M) {
    if (F.isDeclaration() || !PM.isUserFunction(F) ||
        F.getName() == "reach_error")
      continue;
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB)
        if (isErrorCall(I)) {
          ReachTarget T;
          T.Loc = locationOf(&I);
          T.Name = T.Loc.str();
          T.Starts = {&I};
          T.IsErrorCall = true;
          Out.push_back(std::move(T));
        }
  }
  return Out;
}
