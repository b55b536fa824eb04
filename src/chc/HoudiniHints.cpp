//===- HoudiniHints.cpp - which candidate atoms a program suggests --------===//
#include "chc/HoudiniHints.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace forage;

namespace {
struct Builder {
  const Cfa &C;
  const HornEncoder &Enc;
  HoudiniHints &H;
  std::map<std::string, int> Ids;

  int id(const std::string &Name) {
    return Ids.emplace(Name, static_cast<int>(Ids.size())).first->second;
  }
  /// The name V's value goes by in relations' arguments ("" for none): a
  /// load of a tracked global is the global.
  std::string name(const llvm::Value *V) {
    if (auto *L = llvm::dyn_cast<llvm::LoadInst>(V))
      if (auto *G = llvm::dyn_cast<llvm::GlobalVariable>(
              L->getPointerOperand()->stripPointerCasts()))
        if (C.isTracked(G))
          return "@" + Enc.valueName(G);
    if (llvm::isa<llvm::Instruction>(V) || llvm::isa<llvm::Argument>(V))
      return Enc.valueName(V);
    return "";
  }
  /// A and B relate: two names, or a name and a constant.
  void relate(const llvm::Value *A, const std::string &NA,
              const llvm::Value *B) {
    if (NA.empty())
      return;
    if (auto *K = llvm::dyn_cast<llvm::ConstantInt>(B)) {
      if (K->getBitWidth() <= 64 && K->getValue().getMinSignedBits() <= 20)
        H.Constants[id(NA)].insert(K->getSExtValue());
      return;
    }
    std::string NB = name(B);
    if (NB.empty() || NB == NA)
      return;
    int X = id(NA), Y = id(NB);
    H.Related.insert({X, Y});
    H.Related.insert({Y, X});
  }
  void relate(const llvm::Value *A, const llvm::Value *B) {
    relate(A, name(A), B);
    relate(B, name(B), A);
  }

  void function(const llvm::Function &F) {
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB) {
        if (auto *Cmp = llvm::dyn_cast<llvm::ICmpInst>(&I)) {
          relate(Cmp->getOperand(0), Cmp->getOperand(1));
        } else if (auto *S = llvm::dyn_cast<llvm::StoreInst>(&I)) {
          auto *G = llvm::dyn_cast<llvm::GlobalVariable>(
              S->getPointerOperand()->stripPointerCasts());
          if (G && C.isTracked(G))
            relate(nullptr, "@" + Enc.valueName(G), S->getValueOperand());
        } else if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(&I)) {
          for (const llvm::Value *In : Phi->incoming_values())
            relate(Phi, In);
        } else if (auto *Sel = llvm::dyn_cast<llvm::SelectInst>(&I)) {
          relate(Sel, Sel->getTrueValue());
          relate(Sel, Sel->getFalseValue());
        } else if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I)) {
          const llvm::Function *T = Cfa::directCallee(*CB);
          if (T && !T->isDeclaration())
            for (unsigned K = 0; K < CB->arg_size() && K < T->arg_size(); ++K)
              relate(T->getArg(K), CB->getArgOperand(K));
        }
      }
  }
};

/// A relation argument's name without "entry " (its value at the entry).
std::string base(const std::string &Arg) {
  static const std::string Entry = "entry ";
  return Arg.rfind(Entry, 0) == 0 ? Arg.substr(Entry.size()) : Arg;
}
} // namespace

HoudiniHints forage::houdiniHints(const Cfa &C, const HornEncoder &Enc) {
  HoudiniHints H;
  Builder B{C, Enc, H, {}};
  if (!C.mainFunction())
    return H;
  for (const llvm::Function &F : *C.mainFunction()->getParent())
    if (Enc.encodes(&F))
      B.function(F);
  // Each array argument's object, by the name relations give it (a local's
  // name may repeat in two functions: a conflict leaves it unknown).
  std::map<std::string, std::pair<unsigned, uint64_t>> Objects;
  std::set<std::string> Conflicts;
  if (const TrackedMemory *Mem = Enc.memory())
    for (const MemoryObject &O : Mem->objects()) {
      std::string N =
          O.Owner ? Enc.valueName(O.Base) + "[]" : "@" + Enc.valueName(O.Base);
      std::pair<unsigned, uint64_t> Shape{
          O.ElemBits / 8, O.Dynamic ? 0 : O.Bytes / (O.ElemBits / 8)};
      if (!Objects.emplace(N, Shape).second && Objects[N] != Shape)
        Conflicts.insert(N);
    }
  for (const std::string &N : Conflicts)
    Objects.erase(N);
  for (const z3::func_decl &R : Enc.relations()) {
    std::vector<int> &V = H.ValueOf[R.id()];
    auto &A = H.Arrays[R.id()];
    for (const std::string &Arg : Enc.info(R).ArgNames) {
      V.push_back(B.id(base(Arg)));
      auto It = Objects.find(base(Arg));
      A.push_back(It == Objects.end() ? std::pair<unsigned, uint64_t>{0, 0}
                                      : It->second);
    }
  }
  return H;
}
