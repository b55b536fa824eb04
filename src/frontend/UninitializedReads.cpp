//===- UninitializedReads.cpp - reads of never-assigned locals as inputs --===//
#include "frontend/UninitializedReads.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace forage;

namespace {

constexpr unsigned Widths[] = {8, 16, 32, 64};

std::string helperName(unsigned Bits) {
  return "__forage_uninit_i" + std::to_string(Bits);
}

/// The helper giving a value of Bits bits (wider, then truncated, for odd
/// widths), or null if none is wide enough.
llvm::Function *helperFor(llvm::Module &M, unsigned Bits) {
  for (unsigned W : Widths)
    if (Bits <= W)
      if (llvm::Function *F = M.getFunction(helperName(W));
          F && !F->isDeclaration())
        return F;
  return nullptr;
}

/// A fresh input of type T, built before InsertBefore.
llvm::Value *freshValue(llvm::Module &M, llvm::IntegerType *T,
                        llvm::Instruction *InsertBefore) {
  llvm::Function *F = helperFor(M, T->getBitWidth());
  if (!F)
    return nullptr;
  llvm::IRBuilder<> B(InsertBefore);
  llvm::Value *V = B.CreateCall(F);
  if (V->getType() != T)
    V = B.CreateTrunc(V, T);
  return V;
}

bool isUninitialized(const llvm::Value *V) {
  return llvm::isa<llvm::UndefValue>(V) && !llvm::isa<llvm::PoisonValue>(V) &&
         V->getType()->isIntegerTy();
}

} // namespace

bool forage::readsUninitializedAsInputs(
    const llvm::Module &M, const llvm::StringSet<> &UserFunctions) {
  for (const llvm::Function &F : M) {
    if (!F.getName().startswith("__VERIFIER_nondet_"))
      continue;
    // Declared without a prototype (`int f();`), it is called through a
    // bitcast of the function.
    std::vector<const llvm::User *> Users(F.user_begin(), F.user_end());
    while (!Users.empty()) {
      const llvm::User *U = Users.back();
      Users.pop_back();
      if (auto *CE = llvm::dyn_cast<llvm::ConstantExpr>(U))
        Users.insert(Users.end(), CE->user_begin(), CE->user_end());
      else if (auto *Call = llvm::dyn_cast<llvm::CallBase>(U))
        if (UserFunctions.count(Call->getFunction()->getName()))
          return true;
    }
  }
  return false;
}

void forage::declareUninitializedInputs(llvm::Module &M) {
  for (unsigned W : Widths)
    M.getOrInsertFunction(
        helperName(W),
        llvm::FunctionType::get(llvm::IntegerType::get(M.getContext(), W),
                                false));
}

unsigned
forage::rewriteUninitializedReads(llvm::Module &M,
                                  const llvm::StringSet<> &UserFunctions) {
  unsigned Rewritten = 0;
  for (llvm::Function &F : M) {
    if (F.isDeclaration() || !UserFunctions.count(F.getName()))
      continue;
    std::vector<llvm::Instruction *> Users;
    for (llvm::Instruction &I : llvm::instructions(F))
      if (!llvm::isa<llvm::DbgInfoIntrinsic>(I) &&
          llvm::any_of(I.operands(),
                       [](const llvm::Use &U) { return isUninitialized(U); }))
        Users.push_back(&I);
    for (llvm::Instruction *I : Users) {
      if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(I)) {
        // One value per incoming block (a block may appear more than once).
        llvm::DenseMap<llvm::BasicBlock *, llvm::Value *> Made;
        for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K) {
          if (!isUninitialized(Phi->getIncomingValue(K)))
            continue;
          llvm::BasicBlock *From = Phi->getIncomingBlock(K);
          llvm::Value *&V = Made[From];
          if (!V)
            V = freshValue(M, llvm::cast<llvm::IntegerType>(Phi->getType()),
                           From->getTerminator());
          if (V) {
            Phi->setIncomingValue(K, V);
            ++Rewritten;
          }
        }
        continue;
      }
      for (llvm::Use &U : I->operands())
        if (isUninitialized(U))
          if (llvm::Value *V = freshValue(
                  M, llvm::cast<llvm::IntegerType>(U->getType()), I)) {
            U.set(V);
            ++Rewritten;
          }
    }
  }
  return Rewritten;
}
