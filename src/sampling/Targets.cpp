//===- Targets.cpp - the guards of error locations ------------------------===//
//
// Seed 000, section 6.3.
//
//===----------------------------------------------------------------------===//
#include "sampling/Targets.h"

#include "llvm/IR/Instructions.h"

using namespace forage;

static bool callsError(const llvm::BasicBlock *BB, unsigned Hops) {
  for (const llvm::Instruction &I : *BB) {
    if (auto *C = llvm::dyn_cast<llvm::CallBase>(&I))
      if (const llvm::Function *F = C->getCalledFunction()) {
        llvm::StringRef N = F->getName();
        if (N == "reach_error" || N == "__VERIFIER_error" ||
            N == "__assert_fail" || N == "__assert_perror_fail" ||
            N == "__assert")
          return true;
      }
  }
  auto *Br = llvm::dyn_cast<llvm::BranchInst>(BB->getTerminator());
  if (Hops > 0 && Br && Br->isUnconditional())
    return callsError(Br->getSuccessor(0), Hops - 1);
  return false;
}

std::vector<uint32_t> forage::guardEdges(const ProgramModel &PM) {
  std::vector<uint32_t> Out;
  for (size_t Id = 0; Id < PM.numBranches(); ++Id) {
    const BranchInfo &B = PM.branch(static_cast<uint32_t>(Id));
    if (!B.IsUser)
      continue;
    const llvm::BasicBlock *Succ = B.Terminator->getSuccessor(B.Successor);
    if (callsError(Succ, 2))
      Out.push_back(static_cast<uint32_t>(Id));
  }
  return Out;
}

static void failEdgesOf(const ProgramModel &PM, const llvm::Value *V,
                        llvm::DenseSet<uint32_t> &Out, unsigned Depth) {
  if (Depth > 16)
    return;
  if (auto *C = llvm::dyn_cast<llvm::CastInst>(V))
    return failEdgesOf(PM, C->getOperand(0), Out, Depth + 1);
  if (auto *Cmp = llvm::dyn_cast<llvm::ICmpInst>(V)) {
    // assume(c != 0) of a zero-extended condition.
    if (auto *Z = llvm::dyn_cast<llvm::ConstantInt>(Cmp->getOperand(1)))
      if (Z->isZero())
        failEdgesOf(PM, Cmp->getOperand(0), Out, Depth + 1);
    return;
  }
  auto *Phi = llvm::dyn_cast<llvm::PHINode>(V);
  if (!Phi)
    return;
  for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K) {
    const llvm::Value *In = Phi->getIncomingValue(K);
    const llvm::Instruction *T = Phi->getIncomingBlock(K)->getTerminator();
    auto *CI = llvm::dyn_cast<llvm::ConstantInt>(In);
    if (CI && CI->isZero()) {
      uint32_t First = PM.firstBranch(T);
      if (First == ProgramModel::NoBranch)
        continue;
      for (unsigned S = 0; S < T->getNumSuccessors(); ++S)
        if (T->getSuccessor(S) == Phi->getParent())
          Out.insert(First + S);
    } else if (!CI) {
      failEdgesOf(PM, In, Out, Depth + 1);
    }
  }
}

llvm::DenseSet<uint32_t> forage::assumeFailEdges(const ProgramModel &PM,
                                                 const llvm::Module &M) {
  llvm::DenseSet<uint32_t> Out;
  for (const llvm::Function &F : M) {
    if (F.isDeclaration() || !PM.isUserFunction(F))
      continue;
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB) {
        auto *C = llvm::dyn_cast<llvm::CallBase>(&I);
        const llvm::Function *Callee = C ? C->getCalledFunction() : nullptr;
        if (!Callee || C->arg_size() < 1)
          continue;
        llvm::StringRef N = Callee->getName();
        if (N == "__VERIFIER_assume" || N == "forage_assume" ||
            N == "klee_assume")
          failEdgesOf(PM, C->getArgOperand(0), Out, 0);
      }
  }
  return Out;
}
