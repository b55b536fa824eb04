//===- Target.cpp - resolving FILE:LINE, branch ids and error calls -------===//
//
// Dinges' thesis, section 4.1: a target is a statement or a branch outcome.
//
//===----------------------------------------------------------------------===//
#include "targeted/Target.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/Path.h"

using namespace forage;

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
  Out.Branch = Id;
  return true;
}

std::vector<uint32_t> forage::entryBranches(const ReachTarget &T,
                                            const ProgramModel &PM) {
  std::vector<uint32_t> Out;
  for (const llvm::Instruction *I : T.Starts) {
    // Up through blocks entered only by an unconditional jump: taking the
    // branch edge into the first of them reaches I.
    const llvm::BasicBlock *BB = I->getParent();
    while (const llvm::BasicBlock *P = BB->getSinglePredecessor()) {
      if (PM.firstBranch(P->getTerminator()) != ProgramModel::NoBranch)
        break;
      BB = P;
    }
    if (llvm::pred_empty(BB))
      return {}; // a function's entry: no edge says it ran
    for (const llvm::BasicBlock *P : llvm::predecessors(BB)) {
      const llvm::Instruction *Term = P->getTerminator();
      uint32_t First = PM.firstBranch(Term);
      if (First == ProgramModel::NoBranch)
        return {}; // entered by a jump from a join: not decidable by edges
      for (unsigned K = 0; K < Term->getNumSuccessors(); ++K)
        if (Term->getSuccessor(K) == BB)
          Out.push_back(First + K);
    }
  }
  return Out;
}

std::vector<ReachTarget> forage::errorTargets(const llvm::Module &M,
                                              const ProgramModel &PM) {
  std::vector<ReachTarget> Out;
  for (const llvm::Instruction *I : errorCalls(M, PM)) {
    ReachTarget T;
    T.Loc = locationOf(I);
    T.Name = T.Loc.str();
    T.Starts = {I};
    T.IsErrorCall = true;
    Out.push_back(std::move(T));
  }
  return Out;
}
