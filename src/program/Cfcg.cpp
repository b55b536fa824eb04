//===- Cfcg.cpp - the combined control-flow and static call graph ---------===//
#include "program/Cfcg.h"

#include "llvm/IR/Instructions.h"

#include <deque>

using namespace forage;

Cfcg::Cfcg(const llvm::Module &M, const ProgramModel &PM, bool ReturnEdges)
    : PM(PM), ReturnEdges(ReturnEdges), NumBranches(PM.numBranches()) {
  uint32_t Next = static_cast<uint32_t>(NumBranches);
  for (const llvm::Function &F : M)
    for (const llvm::BasicBlock &BB : F)
      BlockIndex[&BB] = Next++;
  Preds.resize(Next);
  for (const llvm::Function &F : M) {
    for (const llvm::BasicBlock &BB : F) {
      uint32_t From = blockVertex(&BB);
      for (const llvm::Instruction &I : BB)
        if (auto *Call = llvm::dyn_cast<llvm::CallBase>(&I))
          if (const llvm::Function *Callee = Call->getCalledFunction())
            addCallEdges(*Call, *Callee);
      const llvm::Instruction *T = BB.getTerminator();
      uint32_t First = PM.firstBranch(T);
      for (unsigned K = 0; K < T->getNumSuccessors(); ++K) {
        uint32_t To = blockVertex(T->getSuccessor(K));
        if (First == ProgramModel::NoBranch) {
          addEdge(From, To);
        } else {
          addEdge(From, First + K);
          addEdge(First + K, To);
        }
      }
    }
  }
}

bool Cfcg::addCall(const llvm::Instruction *Call,
                   const llvm::Function *Callee) {
  auto *CB = llvm::dyn_cast<llvm::CallBase>(Call);
  return CB && addCallEdges(*CB, *Callee);
}

bool Cfcg::addCallEdges(const llvm::CallBase &Call,
                        const llvm::Function &Callee) {
  if (Callee.isDeclaration())
    return false;
  const llvm::BasicBlock *BB = Call.getParent();
  uint32_t From = blockVertex(BB);
  uint32_t Entry = blockVertex(&Callee.getEntryBlock());
  std::vector<uint32_t> &P = Preds[Entry];
  if (std::find(P.begin(), P.end(), From) != P.end())
    return false;
  P.push_back(From);
  if (!ReturnEdges)
    return true;
  // What follows the call: the entries of later calls in the block (a
  // static path may enter or skip each), then the block's successors.
  std::vector<uint32_t> After;
  for (auto It = std::next(Call.getIterator()); It != BB->end(); ++It)
    if (auto *Later = llvm::dyn_cast<llvm::CallBase>(&*It))
      if (const llvm::Function *F = Later->getCalledFunction())
        if (!F->isDeclaration())
          After.push_back(blockVertex(&F->getEntryBlock()));
  const llvm::Instruction *T = BB->getTerminator();
  uint32_t First = PM.firstBranch(T);
  for (unsigned K = 0; K < T->getNumSuccessors(); ++K)
    After.push_back(First == ProgramModel::NoBranch
                        ? blockVertex(T->getSuccessor(K))
                        : First + K);
  for (const llvm::BasicBlock &RB : Callee)
    if (llvm::isa<llvm::ReturnInst>(RB.getTerminator()))
      for (uint32_t To : After)
        addEdge(blockVertex(&RB), To);
  return true;
}

void Cfcg::distancesToTargets(llvm::function_ref<bool(uint32_t)> IsTarget,
                              std::vector<uint32_t> &Dist) const {
  // Dijkstra with weights 0 and 1 is a breadth-first search over a deque:
  // 0-weight relaxations go to the front, 1-weight ones to the back.
  std::vector<uint32_t> D(Preds.size(), Unreachable);
  std::deque<uint32_t> Queue;
  for (uint32_t B = 0; B < NumBranches; ++B)
    if (IsTarget(B)) {
      D[B] = 0;
      Queue.push_back(B);
    }
  while (!Queue.empty()) {
    uint32_t V = Queue.front();
    Queue.pop_front();
    // The edge (U, V) weighs 1 iff V is a branch.
    uint32_t W = V < NumBranches ? 1 : 0;
    for (uint32_t U : Preds[V]) {
      uint32_t Via = D[V] + W;
      // A target keeps distance 0: reaching it is the goal itself.
      if (Via >= D[U])
        continue;
      D[U] = Via;
      if (W == 0)
        Queue.push_front(U);
      else
        Queue.push_back(U);
    }
  }
  Dist.assign(D.begin(), D.begin() + static_cast<long>(NumBranches));
}
