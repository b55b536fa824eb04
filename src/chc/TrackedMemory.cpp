//===- TrackedMemory.cpp - arrays and structs the clauses keep ------------===//
#include "chc/TrackedMemory.h"

#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

using namespace forage;

namespace {
/// Whether every step of GEP G moves by a multiple of Unit bytes.
bool stridesMultipleOf(const llvm::GEPOperator &G, const llvm::DataLayout &DL,
                       uint64_t Unit) {
  for (auto It = llvm::gep_type_begin(G), End = llvm::gep_type_end(G);
       It != End; ++It) {
    if (llvm::StructType *S = It.getStructTypeOrNull()) {
      auto *K = llvm::dyn_cast<llvm::ConstantInt>(It.getOperand());
      if (!K ||
          DL.getStructLayout(S)->getElementOffset(K->getZExtValue()) % Unit !=
              0)
        return false;
    } else if (DL.getTypeAllocSize(It.getIndexedType()).getFixedSize() % Unit !=
               0) {
      return false;
    }
  }
  return true;
}

/// Whether U is a pointer cast whose only users are calls of the runtime's
/// __forage_indeterminate (the frontend marks every local left in memory:
/// its bytes start indeterminate, which a fresh array already says).
bool onlyMarksIndeterminate(const llvm::User *U) {
  auto *Cast = llvm::dyn_cast<llvm::BitCastOperator>(U);
  if (!Cast || Cast->user_empty())
    return false;
  for (const llvm::User *V : Cast->users()) {
    auto *Call = llvm::dyn_cast<llvm::CallInst>(V);
    const llvm::Function *F =
        Call ? llvm::dyn_cast<llvm::Function>(
                   Call->getCalledOperand()->stripPointerCasts())
             : nullptr;
    if (!F || F->getName() != "__forage_indeterminate" ||
        Call->getArgOperand(0) != Cast)
      return false;
  }
  return true;
}

const llvm::Function *functionOf(const llvm::User *U) {
  auto *I = llvm::dyn_cast<llvm::Instruction>(U);
  return I ? I->getFunction() : nullptr;
}
} // namespace

bool TrackedMemory::accepts(
    const llvm::Value *P, unsigned &Bits, uint64_t Unit,
    const llvm::DenseSet<const llvm::Function *> &Encoded) {
  auto Width = [&](llvm::Type *T) {
    if (!T->isIntegerTy() || T->getIntegerBitWidth() % 8 ||
        T->getIntegerBitWidth() > 64)
      return false;
    if (Bits && Bits != T->getIntegerBitWidth())
      return false;
    Bits = T->getIntegerBitWidth();
    return true;
  };
  for (const llvm::User *U : P->users()) {
    if (auto *G = llvm::dyn_cast<llvm::GEPOperator>(U)) {
      if (G->getPointerOperand() != P || !accepts(G, Bits, Unit, Encoded))
        return false;
      continue;
    }
    if (onlyMarksIndeterminate(U))
      continue;
    const llvm::Function *F = functionOf(U);
    if (!F || !Encoded.count(F))
      return false;
    if (auto *L = llvm::dyn_cast<llvm::LoadInst>(U)) {
      if (L->isVolatile() || !Width(L->getType()))
        return false;
    } else if (auto *S = llvm::dyn_cast<llvm::StoreInst>(U)) {
      if (S->isVolatile() || S->getPointerOperand() != P ||
          !Width(S->getValueOperand()->getType()))
        return false;
    } else {
      return false; // escapes: a call, a cast, a comparison, a store of it
    }
  }
  return true;
}

TrackedMemory::TrackedMemory(
    const llvm::Module &M, const llvm::DataLayout &DL,
    const llvm::DenseSet<const llvm::Function *> &Encoded,
    const std::function<bool(const llvm::Value *)> &Skip)
    : DL(DL) {
  auto Consider = [&](const llvm::Value *Base, llvm::Type *T,
                      const llvm::Function *Owner, bool Dynamic) {
    if (!T->isSized() || Skip(Base))
      return;
    uint64_t Bytes = DL.getTypeAllocSize(T).getFixedSize();
    // The unit is the access width; try the widths a program uses.
    for (uint64_t Unit : {4u, 1u, 2u, 8u}) {
      unsigned Bits = 0;
      if (!Bytes || Bytes % Unit || !accepts(Base, Bits, Unit, Encoded) ||
          !Bits || Bits / 8 != Unit)
        continue;
      // Every GEP's strides must be multiples of the element size.
      bool Aligned = true;
      std::vector<const llvm::Value *> Work{Base};
      while (!Work.empty() && Aligned) {
        const llvm::Value *V = Work.back();
        Work.pop_back();
        for (const llvm::User *U : V->users())
          if (auto *G = llvm::dyn_cast<llvm::GEPOperator>(U)) {
            Aligned &= stridesMultipleOf(*G, DL, Unit);
            Work.push_back(G);
          }
      }
      if (!Aligned)
        continue;
      Index[Base] = Objects.size();
      Objects.push_back({Base, Bits, Bytes, Dynamic, Owner});
      return;
    }
  };
  for (const llvm::GlobalVariable &G : M.globals())
    if (G.hasDefinitiveInitializer() && !G.isThreadLocal())
      Consider(&G, G.getValueType(), nullptr, false);
  // The module's order, not the set's (host addresses).
  for (const llvm::Function &F : M)
    if (Encoded.count(&F))
      for (const llvm::BasicBlock &BB : F)
        for (const llvm::Instruction &I : BB)
          if (auto *A = llvm::dyn_cast<llvm::AllocaInst>(&I))
            Consider(A, A->getAllocatedType(), &F,
                     !A->isStaticAlloca() || A->isArrayAllocation());
}

const MemoryObject *TrackedMemory::objectOf(const llvm::Value *P) const {
  for (unsigned Hops = 0; P && Hops < 16; ++Hops) {
    auto It = Index.find(P);
    if (It != Index.end())
      return &Objects[It->second];
    auto *G = llvm::dyn_cast<llvm::GEPOperator>(P);
    if (!G)
      return nullptr;
    P = G->getPointerOperand();
  }
  return nullptr;
}
