//===- Escapes.cpp - user functions that may run from unseen code ---------===//
#include "chc/Escapes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace forage;

namespace {
bool isUser(const ProgramModel &PM, const llvm::Function *F) {
  return F && !F->isDeclaration() && PM.isUserFunction(*F);
}

/// Whether constant K (a use of a function's address outside any
/// instruction) is part of the start-up or exit code's tables.
bool inCtorTable(const llvm::Value *K, unsigned Depth = 0) {
  if (Depth > 8)
    return true; // too deep to tell: assume so
  if (auto *G = llvm::dyn_cast<llvm::GlobalVariable>(K))
    return G->getName() == "llvm.global_ctors" ||
           G->getName() == "llvm.global_dtors";
  if (llvm::isa<llvm::Instruction>(K))
    return false;
  for (const llvm::User *U : K->users())
    if (inCtorTable(U, Depth + 1))
      return true;
  return false;
}
} // namespace

namespace {
/// Whether running non-user function G may call a user function: G, or a
/// function it calls, makes an indirect call or calls a user function.
bool mayCallBack(const ProgramModel &PM, const llvm::Function *G,
                 llvm::DenseMap<const llvm::Function *, bool> &Memo) {
  auto [It, New] = Memo.try_emplace(G, true); // a cycle: assume so first
  if (!New)
    return It->second;
  bool Out = false;
  for (const llvm::BasicBlock &BB : *G) {
    for (const llvm::Instruction &I : BB) {
      auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      const llvm::Function *T = Cfa::directCallee(*CB);
      if (!T || isUser(PM, T) ||
          (!T->isDeclaration() && mayCallBack(PM, T, Memo))) {
        Out = true;
        break;
      }
    }
    if (Out)
      break;
  }
  Memo[G] = Out;
  return Out;
}
} // namespace

bool forage::callsNonUserCode(const Cfa &C) {
  const ProgramModel &PM = C.model();
  const llvm::Module &M = *C.mainFunction()->getParent();
  llvm::DenseMap<const llvm::Function *, bool> Memo;
  auto Other = [&](const llvm::Function *G) {
    return !isUser(PM, G) && G && !G->isDeclaration() &&
           mayCallBack(PM, G, Memo);
  };
  for (const llvm::Function &F : M) {
    if (!isUser(PM, &F))
      continue;
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB) {
        auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
        if (!CB)
          continue;
        CallRole R = C.roleOf(*CB);
        if (R == CallRole::Descend && Other(Cfa::directCallee(*CB)))
          return true;
        if (R == CallRole::Dispatch)
          for (const llvm::Function *T : C.targetsOf(*CB).Defined)
            if (Other(T))
              return true;
      }
  }
  return false;
}

llvm::DenseSet<const llvm::Function *> forage::escapingFunctions(const Cfa &C) {
  const ProgramModel &PM = C.model();
  const llvm::Module &M = *C.mainFunction()->getParent();
  llvm::DenseSet<const llvm::Function *> Out;
  bool CallBack = callsNonUserCode(C);
  // A user function whose address is used other than as a callee, a
  // value stored to a tracked global or compared may run from interpreted
  // code outside the user's functions, if there is any, or from the
  // start-up and exit code (constructors, destructors).
  for (const llvm::Function &F : M) {
    if (!isUser(PM, &F) || !F.hasAddressTaken())
      continue;
    for (const llvm::User *U : F.users()) {
      if (auto *CB = llvm::dyn_cast<llvm::CallBase>(U))
        if (CB->getCalledOperand() == &F)
          continue;
      if (auto *S = llvm::dyn_cast<llvm::StoreInst>(U))
        if (S->getValueOperand() == &F && C.isTracked(S->getPointerOperand()))
          continue;
      if (llvm::isa<llvm::ICmpInst>(U))
        continue;
      if (CallBack || inCtorTable(U))
        Out.insert(&F);
    }
  }
  // A user function called from code the clauses do not encode (a
  // runtime or libc function calling it by name) starts anywhere too.
  for (const llvm::Function &F : M)
    if (isUser(PM, &F))
      for (const llvm::User *U : F.users())
        if (auto *CB = llvm::dyn_cast<llvm::CallBase>(U))
          if (!PM.isUserFunction(*CB->getFunction()))
            Out.insert(&F);
  return Out;
}
