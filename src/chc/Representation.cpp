//===- Representation.cpp - the integer range each value is kept in -------===//
#include "chc/Representation.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

using namespace forage;

const llvm::Value *Representation::find(const llvm::Value *V) const {
  auto It = Parent.find(V);
  if (It == Parent.end() || It->second == V)
    return V;
  const llvm::Value *Root = find(It->second);
  Parent[V] = Root;
  return Root;
}

void Representation::join(const llvm::Value *A, const llvm::Value *B) {
  auto Skip = [](const llvm::Value *V) {
    return !V ||
           (llvm::isa<llvm::Constant>(V) && !llvm::isa<llvm::GlobalValue>(V));
  };
  if (Skip(A) || Skip(B))
    return;
  const llvm::Value *RA = find(A), *RB = find(B);
  if (RA == RB)
    return;
  Parent[RB] = RA;
  Votes[RA] += Votes[RB];
}

void Representation::vote(const llvm::Value *V, int Signed) {
  if (V && !llvm::isa<llvm::Constant>(V))
    Votes[V] += Signed ? 1 : -1;
}

Representation::Representation(
    const std::vector<const llvm::Function *> &Functions,
    const std::function<const llvm::Value *(const llvm::Value *)> &Memory) {
  // Votes first, on each value; webs joined afterwards sum them.
  std::vector<std::pair<const llvm::Value *, const llvm::Value *>> Joins;
  for (const llvm::Function *F : Functions)
    for (const llvm::BasicBlock &BB : *F)
      for (const llvm::Instruction &I : BB) {
        if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(&I)) {
          for (const llvm::Value *In : Phi->incoming_values())
            Joins.push_back({Phi, In});
        } else if (auto *Sel = llvm::dyn_cast<llvm::SelectInst>(&I)) {
          Joins.push_back({Sel, Sel->getTrueValue()});
          Joins.push_back({Sel, Sel->getFalseValue()});
        } else if (auto *Cmp = llvm::dyn_cast<llvm::ICmpInst>(&I)) {
          if (!Cmp->isEquality()) {
            vote(Cmp->getOperand(0), Cmp->isSigned());
            vote(Cmp->getOperand(1), Cmp->isSigned());
          }
        } else if (auto *L = llvm::dyn_cast<llvm::LoadInst>(&I)) {
          if (const llvm::Value *Cell = Memory(L->getPointerOperand()))
            Joins.push_back({Cell, L});
        } else if (auto *S = llvm::dyn_cast<llvm::StoreInst>(&I)) {
          if (const llvm::Value *Cell = Memory(S->getPointerOperand()))
            Joins.push_back({Cell, S->getValueOperand()});
        } else if (auto *R = llvm::dyn_cast<llvm::ReturnInst>(&I)) {
          if (R->getReturnValue())
            Joins.push_back({F, R->getReturnValue()});
        } else if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
          if (const llvm::Function *G = CB->getCalledFunction()) {
            if (!G->isDeclaration()) {
              Joins.push_back({G, CB});
              for (unsigned K = 0; K < CB->arg_size() && K < G->arg_size(); ++K)
                Joins.push_back({G->getArg(K), CB->getArgOperand(K)});
            }
          }
        } else if (llvm::isa<llvm::SExtInst>(I)) {
          vote(I.getOperand(0), 1);
          vote(&I, 1);
        } else if (llvm::isa<llvm::ZExtInst>(I)) {
          vote(I.getOperand(0), 0);
          vote(&I, 0);
        } else if (auto *B = llvm::dyn_cast<llvm::BinaryOperator>(&I)) {
          int Signed = -1;
          switch (B->getOpcode()) {
          case llvm::Instruction::SDiv:
          case llvm::Instruction::SRem:
          case llvm::Instruction::AShr:
            Signed = 1;
            break;
          case llvm::Instruction::UDiv:
          case llvm::Instruction::URem:
          case llvm::Instruction::LShr:
            Signed = 0;
            break;
          case llvm::Instruction::Add:
          case llvm::Instruction::Sub:
          case llvm::Instruction::Mul:
            Signed = B->hasNoSignedWrap() ? 1 : 0;
            break;
          default:
            break;
          }
          if (Signed >= 0) {
            vote(&I, Signed);
            vote(B->getOperand(0), Signed);
            vote(B->getOperand(1), Signed);
          }
        }
      }
  for (auto &[A, B] : Joins)
    join(A, B);
}

bool Representation::isSigned(const llvm::Value *V) const {
  auto It = Votes.find(find(V));
  // Ties and values no use speaks of: signed, C's default.
  return It == Votes.end() || It->second >= 0;
}
