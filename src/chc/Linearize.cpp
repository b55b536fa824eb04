//===- Linearize.cpp - division by constants as linear facts --------------===//
#include "chc/Linearize.h"

#include <map>
#include <string>
#include <utility>

using namespace forage;

namespace {
struct Rewriter {
  z3::context &Z;
  z3::expr_vector &Fresh;
  std::vector<z3::expr> Facts;
  std::map<unsigned, z3::expr> Done;
  /// Per (dividend, divisor): the quotient and the remainder.
  std::map<std::pair<unsigned, int64_t>, std::pair<z3::expr, z3::expr>> Parts;
  unsigned N = 0;

  z3::expr fresh(const char *P) {
    std::string Name = std::string(P) + std::to_string(N++);
    z3::expr X = Z.constant(Z.str_symbol(Name.c_str()), Z.int_sort());
    Fresh.push_back(X);
    return X;
  }

  z3::expr rewrite(const z3::expr &E) {
    if (!E.is_app())
      return E;
    auto It = Done.find(E.id());
    if (It != Done.end())
      return It->second;
    z3::expr_vector Args(Z);
    for (unsigned K = 0; K < E.num_args(); ++K)
      Args.push_back(rewrite(E.arg(K)));
    z3::expr Out = E.num_args() ? E.decl()(Args) : E;
    Z3_decl_kind D = E.decl().decl_kind();
    int64_t K = 0;
    if ((D == Z3_OP_MOD || D == Z3_OP_IDIV) && E.arg(1).is_numeral_i64(K) &&
        K > 0) {
      z3::expr A = Args[0];
      auto Key = std::make_pair(A.id(), K);
      auto P = Parts.find(Key);
      if (P == Parts.end()) {
        z3::expr Q = fresh("lin!q"), R = fresh("lin!r");
        Facts.push_back(A == Z.int_val(K) * Q + R);
        Facts.push_back(R >= 0 && R < Z.int_val(K));
        P = Parts.emplace(Key, std::make_pair(Q, R)).first;
      }
      Out = D == Z3_OP_MOD ? P->second.second : P->second.first;
    }
    Done.emplace(E.id(), Out);
    return Out;
  }
};
} // namespace

z3::expr forage::linearizeDivMod(const z3::expr &E, z3::expr_vector &Fresh) {
  Rewriter W{E.ctx(), Fresh, {}, {}, {}, 0};
  z3::expr Out = W.rewrite(E);
  for (const z3::expr &F : W.Facts)
    Out = Out && F;
  return Out;
}
