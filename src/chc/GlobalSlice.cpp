//===- GlobalSlice.cpp - the globals each function's relations carry ------===//
#include "chc/GlobalSlice.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

using namespace forage;

namespace {
struct Slicer {
  const Cfa &C;
  const llvm::DenseSet<const llvm::Function *> &Encoded;
  const std::vector<const llvm::Value *> &Globals;
  bool Escaping;
  llvm::DenseMap<const llvm::Value *, unsigned> Index;

  /// Marks in S the globals constant K names (a GEP or cast of a global,
  /// nested): a global's initializer is not looked into.
  void named(const llvm::Value *V, llvm::BitVector &S,
             llvm::DenseSet<const llvm::Value *> &Seen) {
    auto It = Index.find(V);
    if (It != Index.end()) {
      S.set(It->second);
      return;
    }
    auto *K = llvm::dyn_cast<llvm::Constant>(V);
    if (!K || llvm::isa<llvm::GlobalValue>(K) || !Seen.insert(K).second)
      return;
    for (const llvm::Use &U : K->operands())
      named(U.get(), S, Seen);
  }

  /// Marks in S what a call of Callee (null: through a pointer, to code
  /// the clauses do not encode) that the clauses do not enter havocs.
  void havocked(const llvm::Function *Callee, llvm::BitVector &S) {
    for (size_t K = 0; K < Globals.size(); ++K)
      if (Escaping || (C.isTracked(Globals[K]) &&
                       (!Callee || C.mayModify(Callee, Globals[K]))))
        S.set(K);
  }

  /// F's own globals into S, the encoded functions it may call into Calls.
  void direct(const llvm::Function &F, llvm::BitVector &S,
              std::vector<const llvm::Function *> &Calls) {
    llvm::DenseSet<const llvm::Value *> Seen;
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB) {
        for (const llvm::Use &U : I.operands())
          named(U.get(), S, Seen);
        auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
        if (!CB)
          continue;
        const llvm::Function *Callee = Cfa::directCallee(*CB);
        switch (C.roleOf(*CB)) {
        case CallRole::Descend:
          if (Encoded.count(Callee))
            Calls.push_back(Callee);
          else
            havocked(Callee, S);
          break;
        case CallRole::Dispatch: {
          const CallTargets &T = C.targetsOf(*CB);
          bool Other = T.External;
          for (const llvm::Function *G : T.Defined)
            Encoded.count(G) ? Calls.push_back(G) : (void)(Other = true);
          if (Other)
            havocked(nullptr, S);
          break;
        }
        case CallRole::Inline:
          // Under Escaping the encoder havocs at a call of any function
          // but an intrinsic; a superset here.
          if (Escaping && !(Callee && Callee->isIntrinsic()))
            havocked(nullptr, S);
          break;
        default:
          break;
        }
      }
  }
};
} // namespace

GlobalSlices forage::globalSlices(
    const Cfa &C, const std::vector<const llvm::Function *> &Order,
    const llvm::DenseSet<const llvm::Function *> &Encoded,
    const std::vector<const llvm::Value *> &Globals, bool Escaping) {
  Slicer Sl{C, Encoded, Globals, Escaping,
            llvm::DenseMap<const llvm::Value *, unsigned>()};
  for (size_t K = 0; K < Globals.size(); ++K)
    Sl.Index[Globals[K]] = static_cast<unsigned>(K);
  std::vector<llvm::BitVector> Sets(Order.size(),
                                    llvm::BitVector(Globals.size()));
  std::vector<std::vector<size_t>> Callees(Order.size());
  llvm::DenseMap<const llvm::Function *, size_t> At;
  for (size_t K = 0; K < Order.size(); ++K)
    At[Order[K]] = K;
  for (size_t K = 0; K < Order.size(); ++K) {
    std::vector<const llvm::Function *> Calls;
    Sl.direct(*Order[K], Sets[K], Calls);
    for (const llvm::Function *G : Calls) {
      auto It = At.find(G);
      if (It != At.end())
        Callees[K].push_back(It->second);
      else // encoded but not laid out: cannot happen; be safe
        Sets[K].set();
    }
  }
  // A caller carries what its callees carry, to a fixpoint (recursion).
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t K = Order.size(); K-- > 0;)
      for (size_t G : Callees[K])
        if (Sets[G].test(Sets[K])) { // G carries one K does not
          Sets[K] |= Sets[G];
          Changed = true;
        }
  }
  GlobalSlices Out;
  for (size_t K = 0; K < Order.size(); ++K) {
    std::vector<const llvm::Value *> &V = Out[Order[K]];
    for (int J = Sets[K].find_first(); J >= 0; J = Sets[K].find_next(J))
      V.push_back(Globals[J]);
  }
  return Out;
}
