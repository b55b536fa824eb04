//===- HornLayout.cpp - the relations of the Horn clauses, and their names ===//
//
// HornEncoder's relations: one per position of a function (over its entry
// values, the values live there, the tracked globals and objects and the
// functions' addresses), its entry and summary, the goals; and the names
// the evidence gives them and their arguments.
//
//===----------------------------------------------------------------------===//
#include "chc/HornEncoder.h"
#include "chc/Liveness.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"

using namespace forage;

std::string HornEncoder::valueName(const llvm::Value *V) const {
  if (V->hasName())
    return V->getName().str();
  const llvm::Function *F = nullptr;
  if (auto *I = llvm::dyn_cast<llvm::Instruction>(V))
    F = I->getFunction();
  else if (auto *A = llvm::dyn_cast<llvm::Argument>(V))
    F = A->getParent();
  if (!Slots && F)
    Slots = std::make_unique<llvm::ModuleSlotTracker>(F->getParent(), false);
  if (F && F != SlotsFunction) {
    Slots->incorporateFunction(*F);
    SlotsFunction = F;
  }
  std::string S;
  llvm::raw_string_ostream OS(S);
  if (Slots)
    V->printAsOperand(OS, false, *Slots);
  else
    V->printAsOperand(OS, false);
  return OS.str();
}

const ChcRelationInfo &HornEncoder::info(const z3::func_decl &R) const {
  for (size_t K = 0; K < Relations.size(); ++K)
    if (z3::eq(Relations[K], R))
      return Infos[K];
  static const ChcRelationInfo None;
  return None;
}

z3::func_decl HornEncoder::relation(const std::string &Name,
                                    const std::vector<z3::sort> &Sorts,
                                    std::vector<std::string> ArgNames) {
  z3::sort_vector V(Z);
  for (const z3::sort &S : Sorts)
    V.push_back(S);
  std::string Unique = Name + "#" + std::to_string(Relations.size());
  z3::func_decl R = Z.function(Unique.c_str(), V, Z.bool_sort());
  Relations.push_back(R);
  Infos.push_back({Name, std::move(ArgNames), nullptr, {}, {}});
  return R;
}

void HornEncoder::layoutFunction(const llvm::Function &F) {
  auto L = std::make_unique<FunctionLayout>();
  L->F = &F;
  for (const llvm::Argument &A : F.args())
    if (Sem->modelled(A.getType()))
      L->Params.push_back(&A);
  for (const MemoryObject &O : Mem->objects())
    if (O.Owner == &F)
      L->Locals.push_back(O.Base);
  auto Slice = Slices.find(&F);
  L->Globals = Slice != Slices.end() ? Slice->second.Globals : Globals;
  for (const auto &[G, X] : Sem->addresses())
    if (Slice == Slices.end() ||
        llvm::is_contained(Slice->second.Addresses, G)) {
      L->AddressOf.push_back(G);
      L->Addresses.push_back(X);
    }
  std::vector<const llvm::Instruction *> Positions;
  // With regions, a block is a position only if it is the entry or a loop
  // head; the other blocks are kept (their live values merge at joins).
  std::set<const llvm::BasicBlock *> Heads;
  if (Regions)
    Heads = loopHeads(F);
  std::vector<const llvm::Instruction *> Joins;
  for (const llvm::BasicBlock &BB : F) {
    // A block of one predecessor continues that block's clause.
    const llvm::BasicBlock *Pred = BB.getSinglePredecessor();
    if (Regions ? (BB.isEntryBlock() || Heads.count(&BB))
                : (BB.isEntryBlock() || !Pred || Pred == &BB))
      Positions.push_back(BB.getFirstNonPHI());
    else if (Regions && !Pred)
      Joins.push_back(BB.getFirstNonPHI());
    for (const llvm::Instruction &I : BB)
      if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
        CallRole R = C.roleOf(*CB);
        bool Enters = R == CallRole::Descend && encodes(Cfa::directCallee(*CB));
        if (R == CallRole::Dispatch)
          for (const llvm::Function *T : C.targetsOf(*CB).Defined)
            Enters |= encodes(T);
        if (Enters && !I.isTerminator())
          Positions.push_back(I.getNextNode());
      }
  }
  std::vector<const llvm::Instruction *> LiveAt = Positions;
  LiveAt.insert(LiveAt.end(), Joins.begin(), Joins.end());
  L->Live = liveAt(
      F,
      [&](const llvm::Value *V) {
        if (!llvm::isa<llvm::Argument>(V) && !llvm::isa<llvm::Instruction>(V))
          return false;
        if (Sem->folded(V))
          return false; // a constant wherever it is used
        if (Mem->objectOf(V) == nullptr || llvm::isa<llvm::Argument>(V))
          return Sem->modelled(V->getType());
        return false; // a tracked object's address is never a value
      },
      LiveAt);
  std::vector<z3::sort> Head;
  std::vector<std::string> HeadNames;
  for (const llvm::Value *P : L->Params) {
    Head.push_back(Sem->sortOf(P->getType()));
    HeadNames.push_back("entry " + valueName(P));
  }
  auto GlobalSort = [&](const llvm::Value *G) {
    if (C.isTracked(G))
      return Sem->sortOf(llvm::cast<llvm::GlobalVariable>(G)->getValueType());
    return Sem->arraySort();
  };
  for (const llvm::Value *G : L->Globals) {
    Head.push_back(GlobalSort(G));
    HeadNames.push_back("entry @" + valueName(G));
  }
  std::string FName = F.getName().str();
  // What each argument of relation Rel is at At (Values: every argument's
  // but the functions' addresses, which are none).
  std::vector<const llvm::Value *> EntryValues(L->Params.begin(),
                                               L->Params.end());
  auto Mark = [&](unsigned Rel, const llvm::Instruction *At,
                  std::vector<const llvm::Value *> Values) {
    ChcRelationInfo &I = Infos[Rel];
    I.At = At;
    Values.resize(I.ArgNames.size(), nullptr); // the addresses: none
    I.ArgValues = Values;
    for (const llvm::Value *V : Values)
      I.ArgSigned.push_back(V && Sem->isSigned(V));
  };
  auto WithK = [&](std::vector<z3::sort> S, std::vector<std::string> N) {
    for (const llvm::Function *G : L->AddressOf) {
      S.push_back(Z.int_sort());
      N.push_back("&" + G->getName().str());
    }
    return std::make_pair(S, N);
  };
  {
    auto [S, N] = WithK(Head, HeadNames);
    relation(FName + ": entry", S, N);
    L->Entry = Relations.size() - 1;
    // At the entry, a global's value at entry is its value.
    std::vector<const llvm::Value *> Values = EntryValues;
    for (const llvm::Value *G : L->Globals)
      Values.push_back(C.isTracked(G) ? G : nullptr);
    Mark(L->Entry, C.entryOf(F), std::move(Values));
  }
  {
    std::vector<z3::sort> S = Head;
    std::vector<std::string> N = HeadNames;
    for (const llvm::Value *G : L->Globals) {
      S.push_back(GlobalSort(G));
      N.push_back("@" + valueName(G));
    }
    L->HasResult = Sem->modelled(F.getReturnType());
    if (L->HasResult) {
      S.push_back(Sem->sortOf(F.getReturnType()));
      N.push_back("result");
    }
    auto [S2, N2] = WithK(S, N);
    relation(FName + ": summary", S2, N2);
    L->Summary = Relations.size() - 1;
  }
  for (const llvm::Instruction *P : Positions) {
    std::vector<z3::sort> S = Head;
    std::vector<std::string> N = HeadNames;
    for (const llvm::Value *V : L->Live[P]) {
      S.push_back(Sem->sortOf(V->getType()));
      N.push_back(valueName(V));
    }
    for (const llvm::Value *G : L->Globals) {
      S.push_back(GlobalSort(G));
      N.push_back("@" + valueName(G));
    }
    for (const llvm::Value *O : L->Locals) {
      S.push_back(Sem->arraySort());
      N.push_back(valueName(O) + "[]");
    }
    std::string Where =
        P == P->getParent()->getFirstNonPHI()
            ? "block " + valueName(P->getParent())
            : "after the call in block " + valueName(P->getParent());
    if (const llvm::DebugLoc &DL = P->getDebugLoc())
      Where += " (line " + std::to_string(DL.getLine()) + ")";
    auto [S2, N2] = WithK(S, N);
    relation(FName + ": " + Where, S2, N2);
    L->Rel[P] = Relations.size() - 1;
    std::vector<const llvm::Value *> Values = EntryValues;
    Values.resize(Values.size() + L->Globals.size(), nullptr); // at entry
    Values.insert(Values.end(), L->Live[P].begin(), L->Live[P].end());
    for (const llvm::Value *G : L->Globals)
      Values.push_back(C.isTracked(G) ? G : nullptr);
    Values.resize(Values.size() + L->Locals.size(), nullptr);
    Mark(L->Rel[P], P, std::move(Values));
  }
  Layouts.push_back(std::move(L));
}

std::set<const llvm::BasicBlock *>
HornEncoder::loopHeads(const llvm::Function &F) {
  // The targets of a depth-first search's back edges: every cycle has one.
  std::set<const llvm::BasicBlock *> Heads, Done, OnStack;
  std::vector<std::pair<const llvm::BasicBlock *, unsigned>> Stack;
  Stack.push_back({&F.getEntryBlock(), 0});
  OnStack.insert(&F.getEntryBlock());
  while (!Stack.empty()) {
    auto &[BB, Next] = Stack.back();
    const llvm::Instruction *T = BB->getTerminator();
    if (!T || Next >= T->getNumSuccessors()) {
      OnStack.erase(BB);
      Done.insert(BB);
      Stack.pop_back();
      continue;
    }
    const llvm::BasicBlock *S = T->getSuccessor(Next++);
    if (OnStack.count(S))
      Heads.insert(S);
    else if (!Done.count(S)) {
      OnStack.insert(S);
      Stack.push_back({S, 0});
    }
  }
  return Heads;
}

HornEncoder::FunctionLayout &HornEncoder::layoutOf(const llvm::Function *F) {
  for (auto &X : Layouts)
    if (X->F == F)
      return *X;
  llvm_unreachable("a function the clauses do not encode");
}

z3::func_decl HornEncoder::goalFor(uint32_t Branch,
                                   const llvm::Instruction *Error,
                                   unsigned Cost) {
  size_t Index = 0;
  if (Error) {
    auto It = ErrorGoals.find(Error);
    if (It != ErrorGoals.end())
      return Goals[It->second].Rel;
  } else {
    auto It = BranchGoals.find(Branch);
    if (It != BranchGoals.end())
      return Goals[It->second].Rel;
  }
  std::string Name = Error ? "error call" : "branch " + std::to_string(Branch);
  if (Error)
    if (const llvm::DebugLoc &DL = Error->getDebugLoc())
      Name += " at line " + std::to_string(DL.getLine());
  z3::func_decl R = relation("goal: " + Name, {}, {});
  Index = Goals.size();
  Goals.push_back({Branch, Error, R, Cost});
  if (Error)
    ErrorGoals[Error] = Index;
  else
    BranchGoals[Branch] = Index;
  return R;
}
