//===- FixedIntrinsics.cpp - intrinsics whose value forage fixes ----------===//
#include "frontend/FixedIntrinsics.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"

using namespace forage;

unsigned forage::lowerFixedIntrinsics(llvm::Module &M) {
  unsigned N = 0;
  for (llvm::Function &F : M) {
    if (F.getIntrinsicID() != llvm::Intrinsic::flt_rounds)
      continue;
    // FLT_ROUNDS: 1 is "to nearest" (C17 5.2.4.2.2), the only mode forage's
    // FP semantics have.
    llvm::Constant *ToNearest = llvm::ConstantInt::get(F.getReturnType(), 1);
    for (llvm::User *U : llvm::make_early_inc_range(F.users()))
      if (auto *Call = llvm::dyn_cast<llvm::CallInst>(U)) {
        Call->replaceAllUsesWith(ToNearest);
        Call->eraseFromParent();
        ++N;
      }
  }
  return N;
}
