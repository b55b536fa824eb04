//===- Precision.cpp - predicates and where they apply --------------------===//
#include "abstraction/Precision.h"

#include <algorithm>
#include <unordered_set>

using namespace forage;

bool forage::litSubset(const LitSet &Sub, const LitSet &Super) {
  return std::includes(Super.begin(), Super.end(), Sub.begin(), Sub.end());
}

void forage::collectConstants(const z3::expr &E, std::vector<z3::expr> &Out) {
  std::unordered_set<unsigned> Seen;
  std::vector<z3::expr> Work{E};
  while (!Work.empty()) {
    z3::expr X = Work.back();
    Work.pop_back();
    if (!Seen.insert(X.id()).second || !X.is_app())
      continue;
    if (X.is_const() && !X.is_numeral() &&
        X.decl().decl_kind() == Z3_OP_UNINTERPRETED) {
      Out.push_back(X);
      continue;
    }
    for (unsigned K = 0; K < X.num_args(); ++K)
      Work.push_back(X.arg(K));
  }
}

z3::expr Precision::canonical(const llvm::Value *V) {
  auto It = Canon.find(V);
  if (It != Canon.end())
    return It->second;
  std::string Name = "v!" + std::to_string(Canon.size());
  if (V->hasName())
    Name += "!" + V->getName().str();
  z3::expr X = Z.bv_const(Name.c_str(), C.stateWidth(V));
  Canon.insert({V, X});
  CanonById.insert({X.id(), V});
  return X;
}

const llvm::Value *Precision::valueOf(const z3::expr &K) const {
  auto It = CanonById.find(K.id());
  return It == CanonById.end() ? nullptr : It->second;
}

const std::vector<uint32_t> &Precision::at(Position P) const {
  static const std::vector<uint32_t> None;
  auto It = ByPos.find(P->getFunction());
  return It == ByPos.end() ? None : It->second;
}

bool Precision::add(Position P, const z3::expr &Formula) {
  z3::expr F = Formula.simplify();
  if (F.is_true() || F.is_false())
    return false;
  // One polarity per predicate: a negation adds nothing new.
  if (F.is_app() && F.decl().decl_kind() == Z3_OP_NOT)
    F = F.arg(0);
  uint32_t Id;
  auto It = FormulaIds.find(F.id());
  if (It != FormulaIds.end()) {
    Id = It->second;
  } else {
    Id = static_cast<uint32_t>(Preds.size());
    std::vector<z3::expr> Consts;
    collectConstants(F, Consts);
    Predicate P{F, {}, z3::expr_vector(Z)};
    for (const z3::expr &K : Consts)
      if (const llvm::Value *V = valueOf(K)) {
        P.Vars.push_back(V);
        P.VarConstants.push_back(K);
      }
    Preds.push_back(std::move(P));
    FormulaIds.insert({F.id(), Id});
  }
  std::vector<uint32_t> &List = ByPos[P->getFunction()];
  if (std::find(List.begin(), List.end(), Id) != List.end())
    return false;
  List.push_back(Id);
  ++Version;
  return true;
}

z3::expr Precision::instantiate(
    uint32_t Id, const std::function<z3::expr(const llvm::Value *)> &Map) {
  Predicate &P = Preds[Id];
  if (P.Vars.empty())
    return P.Formula;
  z3::expr_vector To(Z);
  for (const llvm::Value *V : P.Vars)
    To.push_back(Map(V));
  return P.Formula.substitute(P.VarConstants, To);
}

z3::expr
Precision::gamma(const LitSet &A,
                 const std::function<z3::expr(const llvm::Value *)> &Map) {
  z3::expr R = Z.bool_val(true);
  for (uint32_t L : A)
    R = R && literal(L, Map);
  return R;
}

std::string Precision::str(const LitSet &A) const {
  if (A.empty())
    return "true";
  std::string S;
  for (uint32_t L : A) {
    if (!S.empty())
      S += " && ";
    z3::expr F = Preds[L >> 1].Formula;
    S += (L & 1 ? "!(" : "(") + F.to_string() + ")";
  }
  return S;
}
