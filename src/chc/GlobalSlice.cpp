//===- GlobalSlice.cpp - the globals each function's relations carry ------===//
#include "chc/GlobalSlice.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

using namespace forage;

namespace {
/// The globals and addresses one function carries, as bits.
struct Bits {
  llvm::BitVector G, A;
};

struct Slicer {
  const Cfa &C;
  const llvm::DenseSet<const llvm::Function *> &Encoded;
  const std::vector<const llvm::Value *> &Globals;
  bool Escaping;
  llvm::DenseMap<const llvm::Value *, unsigned> Index; ///< Into Globals.
  llvm::DenseMap<const llvm::Function *, unsigned> AddressIndex;

  /// Marks in S the globals V names (itself, or a constant expression of
  /// it, nested): a global's initializer is not looked into.
  void named(const llvm::Value *V, Bits &S,
             llvm::DenseSet<const llvm::Value *> &Seen) {
    auto It = Index.find(V);
    if (It != Index.end()) {
      S.G.set(It->second);
      return;
    }
    auto *K = llvm::dyn_cast<llvm::Constant>(V);
    if (!K || llvm::isa<llvm::GlobalValue>(K) || !Seen.insert(K).second)
      return;
    for (const llvm::Use &U : K->operands())
      named(U.get(), S, Seen);
  }

  void address(const llvm::Function *F, Bits &S) {
    auto It = AddressIndex.find(F);
    if (It != AddressIndex.end())
      S.A.set(It->second);
  }

  /// Marks in S what a call of Callee (null: through a pointer, to code
  /// the clauses do not encode) that the clauses do not enter havocs.
  void havocked(const llvm::Function *Callee, Bits &S) {
    for (size_t K = 0; K < Globals.size(); ++K)
      if (Escaping || (C.isTracked(Globals[K]) &&
                       (!Callee || C.mayModify(Callee, Globals[K]))))
        S.G.set(K);
  }

  /// F's own globals and addresses into S, the encoded functions it may
  /// call into Calls.
  void direct(const llvm::Function &F, Bits &S,
              std::vector<const llvm::Function *> &Calls) {
    llvm::DenseSet<const llvm::Value *> Seen;
    for (const llvm::BasicBlock &BB : F)
      for (const llvm::Instruction &I : BB) {
        auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
        for (const llvm::Use &U : I.operands()) {
          named(U.get(), S, Seen);
          if (auto *G = llvm::dyn_cast<llvm::Function>(U.get()))
            if (!(CB && CB->isCallee(&U)))
              address(G, S);
        }
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
          for (const llvm::Function *G : T.Defined) {
            address(G, S); // the pointer is compared with it
            Encoded.count(G) ? Calls.push_back(G) : (void)(Other = true);
          }
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
    const std::vector<const llvm::Value *> &Globals,
    const std::vector<const llvm::Function *> &Addresses, bool Escaping) {
  Slicer Sl{C,
            Encoded,
            Globals,
            Escaping,
            llvm::DenseMap<const llvm::Value *, unsigned>(),
            llvm::DenseMap<const llvm::Function *, unsigned>()};
  for (size_t K = 0; K < Globals.size(); ++K)
    Sl.Index[Globals[K]] = static_cast<unsigned>(K);
  for (size_t K = 0; K < Addresses.size(); ++K)
    Sl.AddressIndex[Addresses[K]] = static_cast<unsigned>(K);
  std::vector<Bits> Sets(Order.size(), Bits{llvm::BitVector(Globals.size()),
                                            llvm::BitVector(Addresses.size())});
  std::vector<std::vector<size_t>> Callees(Order.size());
  llvm::DenseMap<const llvm::Function *, size_t> At;
  for (size_t K = 0; K < Order.size(); ++K)
    At[Order[K]] = K;
  for (size_t K = 0; K < Order.size(); ++K) {
    std::vector<const llvm::Function *> Calls;
    Sl.direct(*Order[K], Sets[K], Calls);
    for (const llvm::Function *G : Calls) {
      auto It = At.find(G);
      if (It != At.end()) {
        Callees[K].push_back(It->second);
      } else { // encoded but not laid out: cannot happen; carry all
        Sets[K].G.set();
        Sets[K].A.set();
      }
    }
  }
  // A caller carries what its callees carry, to a fixpoint (recursion).
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t K = Order.size(); K-- > 0;)
      for (size_t G : Callees[K])
        if (Sets[G].G.test(Sets[K].G) || Sets[G].A.test(Sets[K].A)) {
          Sets[K].G |= Sets[G].G; // G carries one K does not
          Sets[K].A |= Sets[G].A;
          Changed = true;
        }
  }
  GlobalSlices Out;
  for (size_t K = 0; K < Order.size(); ++K) {
    Bits &S = Sets[K];
    // main starts from the initial values of the globals it carries.
    if (Order[K] == C.mainFunction())
      for (int J = S.G.find_first(); J >= 0; J = S.G.find_next(J))
        if (auto *G = llvm::dyn_cast<llvm::GlobalVariable>(Globals[J]))
          if (C.isTracked(G))
            if (auto *F =
                    llvm::dyn_cast_or_null<llvm::Function>(C.initialValue(G)))
              Sl.address(F, S);
    GlobalSlice &V = Out[Order[K]];
    for (int J = S.G.find_first(); J >= 0; J = S.G.find_next(J))
      V.Globals.push_back(Globals[J]);
    for (int J = S.A.find_first(); J >= 0; J = S.A.find_next(J))
      V.Addresses.push_back(Addresses[J]);
  }
  return Out;
}
