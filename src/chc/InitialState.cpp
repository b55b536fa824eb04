//===- InitialState.cpp - where the clauses start -------------------------===//
//
// The initial state of the encoding: tracked globals hold their
// initializers (integers by byte offset for tracked objects), function
// addresses are distinct and not null, main starts from them, and every
// function that code the clauses do not see may run starts anywhere.
//
//===----------------------------------------------------------------------===//
#include "chc/HornEncoder.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>

using namespace forage;

namespace {
z3::expr_vector facts(const ClauseBody &B) {
  z3::expr_vector V(B.Facts.front().ctx());
  for (const z3::expr &F : B.Facts)
    V.push_back(F);
  return V;
}
} // namespace

z3::expr HornEncoder::initialGlobal(const llvm::Value *G, ClauseBody &B) {
  auto *GV = llvm::cast<llvm::GlobalVariable>(G);
  if (C.isTracked(G)) {
    const llvm::Constant *Init = C.initialValue(GV);
    unsigned W = C.widthOf(GV->getValueType());
    bool S = Sem->isSigned(G);
    if (auto *K = llvm::dyn_cast_or_null<llvm::ConstantInt>(Init))
      return W == 1 ? Z.bool_val(K->isOne())
                    : Z.int_val(S ? std::to_string(K->getSExtValue()).c_str()
                                  : std::to_string(K->getZExtValue()).c_str());
    if (Init && llvm::isa<llvm::ConstantPointerNull>(Init))
      return Z.int_val(0);
    if (auto *F = llvm::dyn_cast_or_null<llvm::Function>(Init))
      return Sem->addressOf(F);
    return W == 1 ? Sem->freshBool() : Sem->freshInt(W, S, B);
  }
  // A tracked object: its initializer's integers by byte offset.
  const MemoryObject *O = Mem->objectOf(G);
  const llvm::DataLayout &DL = C.dataLayout();
  bool S = Sem->isSigned(G);
  z3::expr A = z3::const_array(Z.int_sort(), Z.int_val(0));
  unsigned Stores = 0;
  bool Known = true;
  std::function<void(const llvm::Constant *, uint64_t)> Walk =
      [&](const llvm::Constant *K, uint64_t At) {
        if (!Known || K->isNullValue())
          return;
        if (auto *CI = llvm::dyn_cast<llvm::ConstantInt>(K)) {
          if (CI->getBitWidth() != O->ElemBits || ++Stores > 4096) {
            Known = false;
            return;
          }
          A = z3::store(
              A, Z.int_val(static_cast<uint64_t>(At)),
              Z.int_val(S ? std::to_string(CI->getSExtValue()).c_str()
                          : std::to_string(CI->getZExtValue()).c_str()));
          return;
        }
        llvm::Type *T = K->getType();
        if (auto *ST = llvm::dyn_cast<llvm::StructType>(T)) {
          const llvm::StructLayout *SL = DL.getStructLayout(ST);
          for (unsigned I = 0; I < ST->getNumElements(); ++I)
            Walk(K->getAggregateElement(I), At + SL->getElementOffset(I));
          return;
        }
        if (T->isArrayTy() || T->isVectorTy()) {
          llvm::Type *E =
              T->isArrayTy()
                  ? T->getArrayElementType()
                  : llvm::cast<llvm::FixedVectorType>(T)->getElementType();
          uint64_t Size = DL.getTypeAllocSize(E).getFixedSize();
          uint64_t N =
              T->isArrayTy()
                  ? T->getArrayNumElements()
                  : llvm::cast<llvm::FixedVectorType>(T)->getNumElements();
          for (uint64_t I = 0; I < N && Known; ++I)
            Walk(K->getAggregateElement(static_cast<unsigned>(I)),
                 At + I * Size);
          return;
        }
        Known = false; // undef, addresses, floats: any content
      };
  Walk(GV->getInitializer(), 0);
  return Known ? A : Sem->freshArray();
}

void HornEncoder::entryClauses() {
  // The addresses of functions are distinct and not null.
  z3::expr Facts = Z.bool_val(true);
  {
    z3::expr_vector All(Z);
    for (const z3::expr &K : Addresses) {
      All.push_back(K);
      Facts = Facts && K > 0;
    }
    if (All.size() > 1)
      Facts = Facts && z3::distinct(All);
  }
  for (const auto &L : Layouts) {
    bool IsMain = L->F == C.mainFunction();
    if (!IsMain && !Escapes.count(L->F))
      continue;
    ClauseBody B;
    std::vector<z3::expr> Args;
    for (const llvm::Value *P : L->Params) {
      unsigned W = C.widthOf(P->getType());
      Args.push_back(W == 1 ? Sem->freshBool()
                            : Sem->freshInt(W, Sem->isSigned(P), B));
    }
    for (const llvm::Value *G : L->Globals) {
      if (IsMain) {
        Args.push_back(initialGlobal(G, B));
      } else {
        ClauseBody Any;
        Args.push_back(C.isTracked(G) ? initialGlobal(G, Any)
                                      : Sem->freshArray());
        if (C.isTracked(G)) // any value of the type
          Args.back() =
              Z.constant(Sem->name("g!").c_str(), Args.back().get_sort());
      }
    }
    for (const z3::expr &K : L->Addresses)
      Args.push_back(K);
    z3::expr_vector V(Z);
    for (const z3::expr &A : Args)
      V.push_back(A);
    z3::expr Body = Facts;
    for (const z3::expr &F : B.Facts)
      Body = Body && F;
    Clauses.push_back({{}, Body, Relations[L->Entry](V)});
  }
}

namespace {
z3::expr applyArgs(const z3::func_decl &R, const std::vector<z3::expr> &Args) {
  z3::expr_vector V(R.ctx());
  for (const z3::expr &A : Args)
    V.push_back(A);
  return R(V);
}
} // namespace

void HornEncoder::encodeFunction(const llvm::Function &F) {
  FunctionLayout *L = nullptr;
  for (auto &X : Layouts)
    if (X->F == &F)
      L = X.get();
  // Entry: the entry relation's values start the first block.
  {
    ClauseBody B;
    std::vector<z3::expr> Snap;
    ChcEnv E;
    const z3::func_decl &Entry = Relations[L->Entry];
    for (unsigned K = 0; K < Entry.arity() - L->Addresses.size(); ++K)
      Snap.push_back(Z.constant(Sem->name("a!").c_str(), Entry.domain(K)));
    for (size_t K = 0; K < L->Params.size(); ++K)
      E.insert_or_assign(L->Params[K], Snap[K]);
    for (size_t K = 0; K < L->Globals.size(); ++K)
      E.insert_or_assign(L->Globals[K], Snap[L->Params.size() + K]);
    std::vector<z3::expr> Pre = Snap;
    for (const z3::expr &K : L->Addresses)
      Pre.push_back(K);
    const llvm::Instruction *P = F.getEntryBlock().getFirstNonPHI();
    std::vector<z3::expr> Args = Snap;
    for (const llvm::Value *V : L->Live[P])
      Args.push_back(E.count(V) ? E.at(V) : Sem->havoc(V, E, B));
    for (const llvm::Value *G : L->Globals)
      Args.push_back(E.at(G));
    for (size_t K = 0; K < L->Locals.size(); ++K)
      Args.push_back(Sem->freshArray());
    for (const z3::expr &K : L->Addresses)
      Args.push_back(K);
    Clauses.push_back(
        {{applyArgs(Entry, Pre)},
         B.Facts.empty() ? Z.bool_val(true) : z3::mk_and(facts(B)),
         applyArgs(Relations[L->Rel.at(P)], Args)});
  }
  // In the relations' order: the map's follows host addresses, and the
  // clauses' order can change Spacer's answers.
  std::vector<std::pair<unsigned, const llvm::Instruction *>> Segments;
  for (auto &[P, R] : L->Rel)
    Segments.push_back({R, P});
  std::sort(Segments.begin(), Segments.end());
  for (auto &[R, P] : Segments)
    if (!late())
      encodeSegment(F, P);
}

std::vector<const llvm::Instruction *>
HornEncoder::errorCallsNeverEntered() const {
  std::vector<const llvm::Instruction *> Out;
  if (!C.mainFunction())
    return Out;
  for (const llvm::Function &F : *C.mainFunction()->getParent())
    if (!F.isDeclaration() && PM.isUserFunction(F) && !encodes(&F) &&
        !isErrorCallee(&F))
      for (const llvm::BasicBlock &BB : F)
        for (const llvm::Instruction &I : BB)
          if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I))
            if (isErrorCallee(Cfa::directCallee(*CB)))
              Out.push_back(&I);
  return Out;
}

std::vector<z3::func_decl> HornEncoder::entryRelations() const {
  std::vector<z3::func_decl> Out;
  for (const auto &L : Layouts)
    Out.push_back(Relations[L->Entry]);
  return Out;
}
