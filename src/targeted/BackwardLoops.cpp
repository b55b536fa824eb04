//===- BackwardLoops.cpp - the loop method of symcretic execution --------===//
//
// Dinges' loop methods (docs/reach.md; the thesis's two loop mechanisms):
// arriving at a loop's exit, the backward search may jump over the whole
// loop as over an opaque call, observing every value live out of it and
// leaving the iteration count to the concrete phase, instead of unrolling
// it. Which loops qualify, the choices they add, and applying one.
//
//===----------------------------------------------------------------------===//
#include "targeted/BackwardSearch.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

using namespace forage;

bool BackwardSearch::loopEligible(const llvm::Loop &L) {
  auto It = Eligible.find(&L);
  if (It != Eligible.end())
    return It->second;
  // A loop that reads inputs would need an input stream (spec 4.8); the
  // concrete phase here numbers inputs by the path's input calls only.
  bool Ok = true;
  for (const llvm::BasicBlock *BB : L.blocks())
    for (const llvm::Instruction &I : *BB)
      if (const auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
        CallClass K = Facts.classify(*CB);
        const llvm::Function *F = Facts.callee(*CB);
        if (K == CallClass::Input ||
            (K == CallClass::Body && Facts.mayInput(*F)))
          Ok = false;
        if (K == CallClass::External &&
            (!F || F->getName().contains("make_symbolic") ||
             F->getName().startswith("__VERIFIER_")))
          Ok = false;
      }
  Eligible[&L] = Ok;
  return Ok;
}

void BackwardSearch::loopMethodChoices(BackwardState &S,
                                       const llvm::BasicBlock *From,
                                       std::vector<Choice> &C) {
  if (Opts.Loops == BackwardOptions::Off)
    return;
  llvm::LoopInfo &LI = Facts.loops(*S.Block->getParent());
  const llvm::Loop *L = LI.getLoopFor(From);
  if (!L || L->contains(S.Block))
    return;
  while (L->getParentLoop() && !L->getParentLoop()->contains(S.Block))
    L = L->getParentLoop();
  if (!loopEligible(*L))
    return;
  if (Opts.Loops == BackwardOptions::Once && !Offered.insert(L).second)
    return;
  Choice Ch{Choice::LoopMethod};
  Ch.From = From;
  Ch.Loop = L;
  C.push_back(Ch);
}

bool BackwardSearch::applyLoopMethod(BackwardState &S, const Choice &Ch) {
  const llvm::Loop *L = Ch.Loop;
  const llvm::BasicBlock *Exit = S.Block;
  ++Stats.LoopMethods;
  ++S.LoopMethods;
  // The exit edge itself: phis and the exit condition hold as usual.
  if (!applyEdge(S, Ch.From, Exit, false))
    return false;
  // Every loop value still needed, and every tracked global the loop may
  // write, becomes a result of the loop method: unconstrained here,
  // observed at the exit in the concrete phase (the thesis' change()).
  auto &Env = S.Stack.back().Env;
  std::vector<std::pair<const llvm::Value *, ExprRef>> Outs;
  for (auto &[V, Sym] : Env)
    if (const auto *I = llvm::dyn_cast<llvm::Instruction>(V))
      if (L->contains(I->getParent()))
        Outs.push_back({V, Sym});
  std::sort(Outs.begin(), Outs.end(), [](auto &A, auto &B) {
    return A.second->varId() < B.second->varId();
  });
  for (auto &[V, Sym] : Outs) {
    Env.erase(V);
    observe(S, Sym, Observation::ValueAtArrival, V, Exit);
  }
  bool Unknown = false;
  llvm::DenseSet<const llvm::GlobalVariable *> Mod;
  for (const llvm::BasicBlock *BB : L->blocks())
    for (const llvm::Instruction &I : *BB) {
      if (const auto *St = llvm::dyn_cast<llvm::StoreInst>(&I)) {
        if (const auto *G =
                llvm::dyn_cast<llvm::GlobalVariable>(St->getPointerOperand()))
          Mod.insert(G);
      } else if (const auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
        CallClass K = Facts.classify(*CB);
        const llvm::Function *F = Facts.callee(*CB);
        if (K == CallClass::Body) {
          Mod.insert(Facts.modSet(*F).begin(), Facts.modSet(*F).end());
          Unknown |= Facts.writesUnknown(*F);
        } else if (K == CallClass::External) {
          Unknown |= !F || Facts.callbacksPossible();
        }
      }
    }
  std::vector<std::pair<const llvm::GlobalVariable *, ExprRef>> GOuts;
  for (auto &[G, Sym] : S.Globals)
    if (Unknown || Mod.count(G))
      GOuts.push_back({G, Sym});
  std::sort(GOuts.begin(), GOuts.end(), [](auto &A, auto &B) {
    return A.second->varId() < B.second->varId();
  });
  for (auto &[G, Sym] : GOuts) {
    S.Globals.erase(G);
    observe(S, Sym, Observation::GlobalAtArrival, G, Exit);
  }
  // Continue before the loop, at the header's predecessors outside it.
  S.Block = L->getHeader();
  S.Next = nullptr;
  S.Jumped = L;
  return true;
}
