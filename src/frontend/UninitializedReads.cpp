//===- UninitializedReads.cpp - reads of never-assigned locals as inputs --===//
#include "frontend/UninitializedReads.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/DebugInfoMetadata.h"
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
  // A call in a function with debug info needs a location (the verifier
  // insists): the use's, or line 0 of the function.
  if (!InsertBefore->getDebugLoc())
    if (llvm::DISubprogram *SP = InsertBefore->getFunction()->getSubprogram())
      B.SetCurrentDebugLocation(
          llvm::DILocation::get(M.getContext(), 0, 0, SP));
  llvm::Value *V = B.CreateCall(F);
  if (V->getType() != T)
    V = B.CreateTrunc(V, T);
  return V;
}

constexpr const char *MarkerPrefix = "forage.uninit.marker.i";

bool isMarker(const llvm::Value *V) {
  auto *C = llvm::dyn_cast<llvm::CallInst>(V);
  return C && C->getCalledFunction() &&
         C->getCalledFunction()->getName().startswith(MarkerPrefix);
}

/// undef (which mem2reg leaves where no store reaches), or a marker's value.
bool isUninitialized(const llvm::Value *V) {
  if (isMarker(V))
    return true;
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

constexpr const char *IndeterminateName = "__forage_indeterminate";

llvm::FunctionCallee indeterminateFunction(llvm::Module &M) {
  llvm::LLVMContext &C = M.getContext();
  llvm::Type *SizeT =
      llvm::IntegerType::get(C, M.getDataLayout().getPointerSizeInBits());
  return M.getOrInsertFunction(
      IndeterminateName,
      llvm::FunctionType::get(llvm::Type::getVoidTy(C),
                              {llvm::Type::getInt8PtrTy(C), SizeT}, false));
}

void forage::declareUninitializedInputs(llvm::Module &M) {
  for (unsigned W : Widths)
    M.getOrInsertFunction(
        helperName(W), llvm::FunctionType::get(
                           llvm::IntegerType::get(M.getContext(), W), false));
  indeterminateFunction(M);
}

unsigned
forage::markIndeterminateObjects(llvm::Module &M,
                                 const llvm::StringSet<> &UserFunctions) {
  llvm::FunctionCallee Mark = indeterminateFunction(M);
  const llvm::DataLayout &DL = M.getDataLayout();
  unsigned Marked = 0;
  for (llvm::Function &F : M) {
    if (F.isDeclaration() || !UserFunctions.count(F.getName()))
      continue;
    // mem2reg leaves debug records and allocas mixed at the entry: the
    // marks go after the last alloca.
    std::vector<llvm::AllocaInst *> Locals;
    llvm::AllocaInst *Last = nullptr;
    for (llvm::Instruction &I : F.getEntryBlock())
      if (auto *A = llvm::dyn_cast<llvm::AllocaInst>(&I)) {
        Last = A;
        if (!A->isArrayAllocation() && A->getAllocatedType()->isSized())
          Locals.push_back(A);
      }
    for (llvm::AllocaInst *A : Locals) {
      uint64_t Size = DL.getTypeAllocSize(A->getAllocatedType()).getFixedSize();
      llvm::IRBuilder<> B(Last->getNextNode());
      if (llvm::DISubprogram *SP = F.getSubprogram())
        B.SetCurrentDebugLocation(
            llvm::DILocation::get(M.getContext(), 0, 0, SP));
      llvm::Value *P = B.CreatePointerCast(A, B.getInt8PtrTy());
      B.CreateCall(Mark,
                   {P, llvm::ConstantInt::get(
                           Mark.getFunctionType()->getParamType(1), Size)});
      ++Marked;
    }
  }
  return Marked;
}

void forage::markUninitializedLocals(llvm::Module &M,
                                     const llvm::StringSet<> &UserFunctions) {
  for (llvm::Function &F : M) {
    if (F.isDeclaration() || !UserFunctions.count(F.getName()))
      continue;
    std::vector<llvm::AllocaInst *> Locals;
    for (llvm::Instruction &I : F.getEntryBlock())
      if (auto *A = llvm::dyn_cast<llvm::AllocaInst>(&I))
        if (A->getAllocatedType()->isIntegerTy() && !A->isArrayAllocation() &&
            A->getAllocatedType()->getIntegerBitWidth() <= 64)
          Locals.push_back(A);
    for (llvm::AllocaInst *A : Locals) {
      auto *T = llvm::cast<llvm::IntegerType>(A->getAllocatedType());
      llvm::FunctionCallee Marker =
          M.getOrInsertFunction(MarkerPrefix + std::to_string(T->getBitWidth()),
                                llvm::FunctionType::get(T, false));
      llvm::IRBuilder<> B(A->getNextNode());
      B.CreateStore(B.CreateCall(Marker), A); // a declaration: no location
    }
  }
}

unsigned
forage::rewriteUninitializedReads(llvm::Module &M,
                                  const llvm::StringSet<> &UserFunctions) {
  // Markers still stored to memory belong to locals mem2reg left there:
  // those keep reading 0 (docs/uninitialized.md).
  std::vector<llvm::CallInst *> Markers;
  for (llvm::Function &F : M)
    if (F.getName().startswith(MarkerPrefix))
      for (llvm::User *U : F.users())
        Markers.push_back(llvm::cast<llvm::CallInst>(U));
  for (llvm::CallInst *C : Markers)
    for (llvm::User *U : llvm::make_early_inc_range(C->users()))
      if (auto *St = llvm::dyn_cast<llvm::StoreInst>(U))
        St->eraseFromParent();
  unsigned Rewritten = 0;
  // A variable has one value, however often it is read: the marker still
  // read after mem2reg becomes one input where the variable is declared
  // (so `if (i < 1) ... t[i]` checks and uses the same i; an input per read
  // once made forage report t[i] out of bounds on ddv's tasklet code).
  for (llvm::CallInst *&C : Markers) {
    // Debug-info records of the variable are not users: only reads are.
    if (C->use_empty())
      continue;
    if (llvm::Value *V =
            freshValue(M, llvm::cast<llvm::IntegerType>(C->getType()), C)) {
      C->replaceAllUsesWith(V);
      C->eraseFromParent();
      C = nullptr;
      ++Rewritten;
    }
  }
  for (llvm::Function &F : M) {
    if (F.isDeclaration() || !UserFunctions.count(F.getName()))
      continue;
    std::vector<llvm::Instruction *> Users;
    for (llvm::Instruction &I : llvm::instructions(F))
      if (!llvm::isa<llvm::DbgInfoIntrinsic>(I) && !isMarker(&I) &&
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
  // Only debug-info uses of the markers are left.
  for (llvm::CallInst *C : Markers) {
    if (!C)
      continue;
    C->replaceAllUsesWith(llvm::UndefValue::get(C->getType()));
    C->eraseFromParent();
  }
  for (llvm::Function &F : llvm::make_early_inc_range(M))
    if (F.getName().startswith(MarkerPrefix))
      F.eraseFromParent();
  return Rewritten;
}
