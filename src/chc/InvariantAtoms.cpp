//===- InvariantAtoms.cpp - invariants' atoms over program values ---------===//
#include "chc/InvariantAtoms.h"

#include <map>
#include <set>
#include <unordered_map>

using namespace forage;

namespace {
bool isConnective(const z3::expr &X) {
  if (!X.is_app() || !X.is_bool())
    return false;
  switch (X.decl().decl_kind()) {
  case Z3_OP_AND:
  case Z3_OP_OR:
  case Z3_OP_NOT:
  case Z3_OP_IMPLIES:
  case Z3_OP_XOR:
  case Z3_OP_IFF:
  case Z3_OP_ITE: // a boolean if-then-else: its condition is a leaf too
    return true;
  case Z3_OP_EQ:
    // Between two booleans that are formulas: a connective; between two
    // boolean values (or integers): an atom.
    return X.arg(0).is_bool() && !(X.arg(0).is_const() && X.arg(1).is_const());
  default:
    return false;
  }
}

/// The leaves of F's boolean structure.
void leaves(const z3::expr &F, std::vector<z3::expr> &Out) {
  std::set<unsigned> Seen;
  std::vector<z3::expr> Work{F};
  while (!Work.empty()) {
    z3::expr X = Work.back();
    Work.pop_back();
    if (!Seen.insert(X.id()).second)
      continue;
    if (isConnective(X)) {
      for (unsigned K = 0; K < X.num_args(); ++K)
        Work.push_back(X.arg(K));
      continue;
    }
    if (X.is_true() || X.is_false())
      continue;
    Out.push_back(X);
  }
}

/// Collects X's uninterpreted constants; false if X has a quantifier,
/// a bound variable or an uninterpreted function application.
bool constantsOf(const z3::expr &X, std::vector<z3::expr> &Out) {
  std::set<unsigned> Seen;
  std::vector<z3::expr> Work{X};
  while (!Work.empty()) {
    z3::expr E = Work.back();
    Work.pop_back();
    if (!Seen.insert(E.id()).second)
      continue;
    if (!E.is_app())
      return false; // a quantifier or a bound variable
    if (E.decl().decl_kind() == Z3_OP_UNINTERPRETED) {
      if (E.num_args())
        return false;
      Out.push_back(E);
      continue;
    }
    for (unsigned K = 0; K < E.num_args(); ++K)
      Work.push_back(E.arg(K));
  }
  return true;
}

/// What tells two atoms apart: position, formula and variables.
std::string keyOf(const InvariantAtom &A) {
  std::string K =
      std::to_string(reinterpret_cast<uintptr_t>(A.At)) + " " + A.Formula;
  for (const InvariantAtomVar &V : A.Vars)
    K += " " + std::to_string(reinterpret_cast<uintptr_t>(V.V));
  return K;
}

/// V's bits as the model checker keeps it, 0 if it is no integer.
unsigned integerBits(const Cfa &C, const llvm::Value *V) {
  const llvm::Type *T = V->getType();
  if (auto *G = llvm::dyn_cast<llvm::GlobalVariable>(V))
    T = G->getValueType();
  return T->isIntegerTy() ? C.widthOf(T) : 0;
}
} // namespace

std::vector<InvariantAtom>
forage::invariantAtoms(const HornEncoder &Enc, const Cfa &C,
                       const std::vector<z3::func_decl> &Relations,
                       const ChcInvariantOf &Inv, const std::string &Source,
                       size_t MaxPerRelation) {
  std::vector<InvariantAtom> Out;
  std::set<std::string> Have;
  for (const z3::func_decl &R : Relations) {
    const ChcRelationInfo &I = Enc.info(R);
    if (!I.At || I.ArgValues.size() != R.arity())
      continue;
    z3::context &Z = R.ctx();
    z3::expr_vector Args(Z);
    std::unordered_map<unsigned, unsigned> ArgOf; // constant id -> argument
    for (unsigned K = 0; K < R.arity(); ++K) {
      std::string Name = "atom!arg" + std::to_string(K);
      Args.push_back(Z.constant(Name.c_str(), R.domain(K)));
      ArgOf[Args[static_cast<int>(K)].id()] = K;
    }
    std::vector<z3::expr> Leaves;
    leaves(Inv(R, Args), Leaves);
    std::vector<InvariantAtom> Mine;
    for (const z3::expr &L : Leaves) {
      std::vector<z3::expr> Ks;
      if (!constantsOf(L, Ks) || Ks.empty())
        continue;
      InvariantAtom A;
      A.At = I.At;
      A.Source = Source;
      z3::expr_vector From(Z), To(Z);
      bool Ok = true;
      for (const z3::expr &K : Ks) {
        auto It = ArgOf.find(K.id());
        const llvm::Value *V =
            It == ArgOf.end() ? nullptr : I.ArgValues[It->second];
        unsigned Bits = V ? integerBits(C, V) : 0;
        if (!Bits || !(K.is_int() || (K.is_bool() && Bits == 1))) {
          Ok = false; // no program value of an integer type there
          break;
        }
        std::string Name = "a" + std::to_string(A.Vars.size());
        From.push_back(K);
        To.push_back(Z.constant(Name.c_str(), K.get_sort()));
        A.Vars.push_back({V, Bits, Bits > 1 && I.ArgSigned[It->second]});
      }
      if (!Ok)
        continue;
      z3::expr F = z3::expr(L).substitute(From, To);
      A.Formula = F.to_string();
      Mine.push_back(std::move(A));
    }
    // Many atoms in one relation are an enumeration of values (Spacer's
    // answer when it unrolled the loop): as predicates they would make the
    // model checker unroll it too.
    if (MaxPerRelation && Mine.size() > MaxPerRelation)
      continue;
    for (InvariantAtom &A : Mine)
      if (Have.insert(keyOf(A)).second)
        Out.push_back(std::move(A));
  }
  return Out;
}

size_t forage::mergeAtoms(std::vector<InvariantAtom> &To,
                          const std::vector<InvariantAtom> &From) {
  std::set<std::string> Have;
  for (const InvariantAtom &A : To)
    Have.insert(keyOf(A));
  size_t N = 0;
  for (const InvariantAtom &A : From)
    if (Have.insert(keyOf(A)).second) {
      To.push_back(A);
      ++N;
    }
  return N;
}
