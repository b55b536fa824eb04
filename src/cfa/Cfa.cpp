//===- Cfa.cpp - the control-flow automaton the model checker explores ----===//
#include "cfa/Cfa.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Module.h"

using namespace forage;

namespace {
/// A function that only reads one input and returns it (the SV-COMP
/// __VERIFIER_nondet_* of the runtime): no branch, one __forage_input.
bool isInputFunction(const llvm::Function &F) {
  if (F.isDeclaration() || !F.getReturnType()->isIntegerTy())
    return false;
  unsigned Inputs = 0;
  for (const llvm::BasicBlock &BB : F)
    for (const llvm::Instruction &I : BB) {
      if (auto *Br = llvm::dyn_cast<llvm::BranchInst>(&I))
        if (Br->isConditional())
          return false;
      if (llvm::isa<llvm::SwitchInst>(I))
        return false;
      if (auto *C = llvm::dyn_cast<llvm::CallBase>(&I)) {
        const llvm::Function *G = C->getCalledFunction();
        if (!G)
          return false;
        if (G->getName() == "__forage_input")
          ++Inputs;
        else if (!G->isIntrinsic())
          return false;
      }
    }
  return Inputs == 1;
}
} // namespace

Cfa::Cfa(const llvm::Module &M, const ProgramModel &PM,
         const DecodedProgram &DP)
    : M(M), PM(PM), DP(DP), Main(M.getFunction("main")),
      Reachable(PM.numBranches(), false) {
  // Address-taken functions may run through an indirect call (a call
  // through an alias is one too: the aliasee's address is taken).
  std::vector<const llvm::Function *> Taken;
  for (const llvm::Function &F : M)
    if (F.hasAddressTaken() && !F.isIntrinsic()) {
      AddressTaken.push_back(&F);
      if (!F.isDeclaration())
        Taken.push_back(&F);
    }
  // Tracked globals: integers and pointers only loaded and stored, at
  // their own type. None when the program may longjmp: setjmp returns a
  // second time with the globals longjmp's caller left, which the model
  // checker (setjmp havocs its result only) does not see.
  bool LongJmps = false;
  for (const llvm::Function &F : M) {
    CallInfo Info;
    LongJmps |= F.isDeclaration() && !F.use_empty() &&
                DP.handlerFor(F, Info) == Handler::LongJmp;
  }
  for (const llvm::GlobalVariable &G : M.globals()) {
    if (LongJmps)
      break;
    llvm::Type *T = G.getValueType();
    if (!(T->isIntegerTy() && T->getIntegerBitWidth() <= 64) &&
        !T->isPointerTy())
      continue;
    if (!G.hasInitializer())
      continue;
    bool Ok = true;
    for (const llvm::User *U : G.users()) {
      if (auto *L = llvm::dyn_cast<llvm::LoadInst>(U))
        Ok &= L->getType() == T;
      else if (auto *S = llvm::dyn_cast<llvm::StoreInst>(U))
        Ok &= S->getPointerOperand() == &G &&
              S->getValueOperand()->getType() == T;
      else
        Ok = false;
    }
    if (Ok) {
      Tracked.insert(&G);
      TrackedList.push_back(&G);
    }
  }
  // What each function may store to, to a fixpoint over direct calls.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const llvm::Function &F : M) {
      if (F.isDeclaration() || ModAll.count(&F))
        continue;
      auto &Set = Mod[&F];
      size_t Before = Set.size();
      bool All = false;
      for (const llvm::BasicBlock &BB : F)
        for (const llvm::Instruction &I : BB) {
          if (auto *S = llvm::dyn_cast<llvm::StoreInst>(&I)) {
            if (auto *G = llvm::dyn_cast<llvm::GlobalVariable>(
                    S->getPointerOperand()))
              if (Tracked.count(G))
                Set.insert(G);
          } else if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
            if (CB->isInlineAsm())
              continue;
            std::vector<const llvm::Function *> Callees;
            if (const llvm::Function *Callee = directCallee(*CB))
              Callees.push_back(Callee);
            else
              Callees = targetsOf(*CB).Defined;
            for (const llvm::Function *Callee : Callees) {
              if (ModAll.count(Callee))
                All = true;
              else if (Mod.count(Callee))
                for (const llvm::GlobalVariable *G : Mod[Callee])
                  Set.insert(G);
            }
          }
        }
      if (All) {
        ModAll.insert(&F);
        Changed = true;
      } else if (Set.size() != Before) {
        Changed = true;
      }
    }
  }
  // Graph search from main over direct calls and address-taken functions.
  llvm::DenseSet<const llvm::BasicBlock *> Seen;
  std::vector<const llvm::BasicBlock *> Work;
  auto Push = [&](const llvm::BasicBlock *BB) {
    if (Seen.insert(BB).second)
      Work.push_back(BB);
  };
  if (Main && !Main->isDeclaration())
    Push(&Main->getEntryBlock());
  for (const llvm::Function *F : Taken)
    Push(&F->getEntryBlock());
  while (!Work.empty()) {
    const llvm::BasicBlock *BB = Work.back();
    Work.pop_back();
    for (const llvm::Instruction &I : *BB)
      if (auto *C = llvm::dyn_cast<llvm::CallBase>(&I))
        if (const llvm::Function *G = directCallee(*C))
          if (!G->isDeclaration())
            Push(&G->getEntryBlock());
    const llvm::Instruction *T = BB->getTerminator();
    uint32_t First = PM.firstBranch(T);
    for (unsigned K = 0; K < T->getNumSuccessors(); ++K) {
      if (First != ProgramModel::NoBranch)
        Reachable[First + K] = true;
      Push(T->getSuccessor(K));
    }
  }
}

const llvm::Function *Cfa::directCallee(const llvm::CallBase &C) {
  return llvm::dyn_cast<llvm::Function>(
      C.getCalledOperand()->stripPointerCasts());
}

CallRole Cfa::roleOf(const llvm::CallBase &C) const {
  const llvm::Function *F = directCallee(C);
  if (!F)
    return C.isInlineAsm() ? CallRole::Inline : CallRole::Dispatch;
  CallInfo Info;
  switch (DP.handlerFor(*F, Info)) {
  case Handler::Function:
    return isInputFunction(*F) ? CallRole::Input : CallRole::Descend;
  case Handler::Input:
    return CallRole::Input;
  case Handler::Assume:
    return CallRole::Assume;
  case Handler::ReachError:
  case Handler::AssertFail:
  case Handler::Abort:
  case Handler::Exit:
  case Handler::Trap:
  case Handler::Refuse:
  case Handler::LongJmp: // continues at a setjmp, which havocs its result
    return CallRole::Terminal;
  case Handler::Indirect:
    return CallRole::Dispatch;
  default:
    return CallRole::Inline;
  }
}

unsigned Cfa::widthOf(const llvm::Type *T) const {
  if (T->isIntegerTy())
    return T->getIntegerBitWidth() <= 128 ? T->getIntegerBitWidth() : 0;
  if (T->isPointerTy())
    return DP.pointerBits();
  return 0;
}

const llvm::Instruction *Cfa::segmentEnd(Position P) const {
  for (const llvm::Instruction *I = P;; I = I->getNextNode()) {
    if (I->isTerminator())
      return I;
    if (auto *C = llvm::dyn_cast<llvm::CallBase>(I)) {
      CallRole R = roleOf(*C);
      if (R == CallRole::Terminal || R == CallRole::Descend ||
          R == CallRole::Dispatch)
        return I;
    }
  }
}

void Cfa::edgesOf(Position P, std::vector<CfaEdge> &Out) const {
  Out.clear();
  const llvm::Instruction *E = segmentEnd(P);
  if (auto *C = llvm::dyn_cast<llvm::CallBase>(E)) {
    CallRole R = roleOf(*C);
    if (R == CallRole::Descend) {
      Out.push_back(
          {EdgeKind::Call, ProgramModel::NoBranch, 0, E, directCallee(*C)});
    } else if (R == CallRole::Dispatch) {
      // No target at all: the interpreter stops every such call.
      const CallTargets &T = targetsOf(*C);
      for (const llvm::Function *F : T.Defined)
        Out.push_back({EdgeKind::Call, ProgramModel::NoBranch, 0, E, F});
      if (T.External)
        Out.push_back({EdgeKind::External, ProgramModel::NoBranch, 0, E});
    }
    return; // Terminal: no edge
  }
  if (llvm::isa<llvm::ReturnInst>(E)) {
    Out.push_back({EdgeKind::Return, ProgramModel::NoBranch, 0, E});
    return;
  }
  if (!llvm::isa<llvm::BranchInst>(E) && !llvm::isa<llvm::SwitchInst>(E) &&
      !llvm::isa<llvm::IndirectBrInst>(E))
    return; // unreachable, resume
  // An indirectbr (computed goto) may go to any of its destinations: one
  // unguarded edge each.
  uint32_t First = PM.firstBranch(E);
  for (unsigned K = 0; K < E->getNumSuccessors(); ++K)
    Out.push_back({EdgeKind::Jump,
                   First == ProgramModel::NoBranch ? First : First + K, K, E});
}

void Cfa::markUnseen(const llvm::Function *F) { closeUnseen({F}); }

void Cfa::closeUnseen(std::vector<const llvm::Function *> Work) {
  while (!Work.empty()) {
    const llvm::Function *F = Work.back();
    Work.pop_back();
    if (!Unseen.insert(F).second)
      continue;
    for (const llvm::BasicBlock &BB : *F)
      for (const llvm::Instruction &I : BB)
        if (auto *C = llvm::dyn_cast<llvm::CallBase>(&I)) {
          const llvm::Function *G = directCallee(*C);
          if (G && !G->isDeclaration())
            Work.push_back(G);
          else if (!G && !C->isInlineAsm())
            for (const llvm::Function *H : targetsOf(*C).Defined)
              Work.push_back(H);
        }
  }
}

bool Cfa::isLoopExit(const llvm::Instruction *T) const {
  const llvm::Function *F = T->getFunction();
  auto It = Cycles.find(F);
  if (It == Cycles.end()) {
    llvm::DenseMap<const llvm::BasicBlock *, unsigned> SccOf;
    unsigned Index = 0;
    for (auto I = llvm::scc_begin(F); !I.isAtEnd(); ++I, ++Index)
      if (I.hasCycle())
        for (const llvm::BasicBlock *BB : *I)
          SccOf[BB] = Index;
    It = Cycles.insert({F, std::move(SccOf)}).first;
  }
  auto Own = It->second.find(T->getParent());
  if (Own == It->second.end())
    return false;
  for (unsigned K = 0; K < T->getNumSuccessors(); ++K) {
    auto S = It->second.find(T->getSuccessor(K));
    if (S == It->second.end() || S->second != Own->second)
      return true;
  }
  return false;
}

unsigned Cfa::stateWidth(const llvm::Value *V) const {
  if (isTracked(V))
    return widthOf(llvm::cast<llvm::GlobalVariable>(V)->getValueType());
  return widthOf(V->getType());
}

const llvm::Constant *Cfa::initialValue(const llvm::GlobalVariable *G) const {
  const llvm::Constant *Init = G->getInitializer();
  if (llvm::isa<llvm::UndefValue>(Init))
    return nullptr; // undef, poison: any value
  return Init;      // an integer, null, or an address
}

const CallTargets &Cfa::targetsOf(const llvm::CallBase &C) const {
  auto It = Targets.find(&C);
  if (It != Targets.end())
    return It->second;
  CallTargets T;
  for (const llvm::Function *F : AddressTaken)
    if (indirectCallMayRun(C, *F)) {
      CallInfo Info;
      if (F->isDeclaration() || DP.handlerFor(*F, Info) != Handler::Function)
        T.External = true; // a model, a native call or an engine primitive
      else
        T.Defined.push_back(F);
    }
  return Targets.insert({&C, std::move(T)}).first->second;
}

bool Cfa::mayModify(const llvm::Function *F, const llvm::Value *G) const {
  if (!F || ModAll.count(F))
    return true;
  auto It = Mod.find(F);
  return It != Mod.end() &&
         It->second.count(llvm::cast<llvm::GlobalVariable>(G));
}
