//===- Liveness.cpp - the values a position's relation keeps --------------===//
#include "chc/Liveness.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>

using namespace forage;

namespace {
using Set = llvm::DenseSet<const llvm::Value *>;

/// Live values just after the last instruction of BB.
Set liveOut(const llvm::BasicBlock &BB,
            const llvm::DenseMap<const llvm::BasicBlock *, Set> &In,
            const std::function<bool(const llvm::Value *)> &Keep) {
  Set Out;
  for (const llvm::BasicBlock *S : llvm::successors(&BB)) {
    auto It = In.find(S);
    if (It != In.end())
      for (const llvm::Value *V : It->second)
        if (!(llvm::isa<llvm::PHINode>(V) &&
              llvm::cast<llvm::PHINode>(V)->getParent() == S))
          Out.insert(V);
    for (const llvm::PHINode &Phi : S->phis()) {
      const llvm::Value *V = Phi.getIncomingValueForBlock(&BB);
      if (Keep(V))
        Out.insert(V);
    }
  }
  return Out;
}

/// Steps Live back over I.
void stepBack(const llvm::Instruction &I, Set &Live,
              const std::function<bool(const llvm::Value *)> &Keep) {
  Live.erase(&I);
  for (const llvm::Value *Op : I.operands())
    if (Keep(Op))
      Live.insert(Op);
}
} // namespace

std::map<const llvm::Instruction *, std::vector<const llvm::Value *>>
forage::liveAt(const llvm::Function &F,
               const std::function<bool(const llvm::Value *)> &Keep,
               const std::vector<const llvm::Instruction *> &Positions) {
  llvm::DenseMap<const llvm::BasicBlock *, Set> In;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto It = F.getBasicBlockList().rbegin();
         It != F.getBasicBlockList().rend(); ++It) {
      const llvm::BasicBlock &BB = *It;
      Set Live = liveOut(BB, In, Keep);
      for (auto I = BB.rbegin(); I != BB.rend(); ++I)
        if (!llvm::isa<llvm::PHINode>(*I))
          stepBack(*I, Live, Keep);
      Set &Old = In[&BB];
      if (Live.size() != Old.size()) {
        Old = std::move(Live);
        Changed = true;
      }
    }
  }
  // A fixed order: arguments, then instructions, in the function's order.
  llvm::DenseMap<const llvm::Value *, unsigned> Rank;
  for (const llvm::Argument &A : F.args())
    Rank[&A] = Rank.size();
  for (const llvm::BasicBlock &BB : F)
    for (const llvm::Instruction &I : BB)
      Rank[&I] = Rank.size();
  std::map<const llvm::Instruction *, std::vector<const llvm::Value *>> Out;
  for (const llvm::Instruction *P : Positions) {
    const llvm::BasicBlock &BB = *P->getParent();
    Set Live = liveOut(BB, In, Keep);
    for (auto I = BB.rbegin(); I != BB.rend(); ++I) {
      stepBack(*I, Live, Keep);
      if (&*I == P)
        break;
    }
    std::vector<const llvm::Value *> V(Live.begin(), Live.end());
    std::sort(V.begin(), V.end(),
              [&](const llvm::Value *A, const llvm::Value *B) {
                return Rank.lookup(A) < Rank.lookup(B);
              });
    Out[P] = std::move(V);
  }
  return Out;
}
