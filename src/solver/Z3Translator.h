//===- Z3Translator.h - forage expressions as Z3 terms ----------*- C++ -*-===//
//
// The translation every Z3-backed solver shares (docs/architecture.md,
// decision 6): bit-vectors, byte arrays, IEEE floating point in Z3's FP
// theory, opaque calls as uninterpreted functions; cached per expression.
// Also the model helpers: the "near the incoming model" preference and
// reading a model back. Private to the solver layer (it exposes z3++.h).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_Z3TRANSLATOR_H
#define FORAGE_SOLVER_Z3TRANSLATOR_H

#include "expr/Evaluator.h"
#include "expr/Expr.h"
#include "expr/Opaque.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <z3++.h>

namespace forage {

class Z3Translator {
public:
  explicit Z3Translator(z3::context &Ctx) : Ctx(Ctx) {}

  z3::expr translate(ExprRef E);
  /// A 1-bit constraint as a Z3 boolean.
  z3::expr toBool(ExprRef E) { return translate(E) == Ctx.bv_val(1, 1); }
  z3::expr bv(u128 V, unsigned W);
  /// "Each variable within 256 of its value in Model" for the integer
  /// variables Vars of Constraints wider than 9 bits (not for floats: a
  /// distance on their bits slows the FP theory down severalfold).
  z3::expr_vector near(llvm::ArrayRef<ExprRef> Constraints,
                       llvm::ArrayRef<ExprRef> Vars, const Assignment &Model);
  /// Writes M's value of every variable of Vars into Model.
  void readModel(z3::model &M, llvm::ArrayRef<ExprRef> Vars, Assignment &Model);

private:
  z3::expr translateUncached(ExprRef E);
  /// A Select whose index depends on one narrow term, as a case split over
  /// that term's values; nothing otherwise.
  std::optional<z3::expr> selectByCases(ExprRef E);
  /// A Select whose index is bounded by its structure to fewer than
  /// 2^12 values, as a multiplexer over the index's bits; nothing otherwise.
  std::optional<z3::expr> selectByBits(ExprRef E);
  // Floating point: FP-valued nodes are translated to Z3 FP terms (cached in
  // FpTerms) and converted to their IEEE bits only where a bit-vector is
  // needed, so chains of FP operations stay in the FP theory.
  z3::sort fpSort(unsigned W) {
    return W == 32 ? Ctx.fpa_sort(8, 24) : Ctx.fpa_sort(11, 53);
  }
  z3::expr fp(ExprRef E);
  z3::expr fpUncached(ExprRef E);
  z3::expr fpConst(double V, unsigned W) {
    return z3::expr(Ctx, Z3_mk_fpa_numeral_double(Ctx, V, fpSort(W)));
  }
  z3::expr rounding(Z3_ast (*Mode)(Z3_context)) {
    return z3::expr(Ctx, Mode(Ctx));
  }
  z3::expr fpToInt(ExprRef E);
  z3::expr fpCompare(ExprRef E);
  z3::func_decl opaque(const OpaqueFunction *F);

  z3::context &Ctx;
  /// Z3 terms of Exprs, translated once (a z3::expr_vector keeps them alive).
  struct TermCache {
    explicit TermCache(z3::context &C) : Terms(C) {}
    template <typename Make> z3::expr get(ExprRef E, Make M) {
      auto It = Index.find(E);
      if (It != Index.end())
        return Terms[It->second];
      z3::expr R = M();
      Index[E] = Terms.size();
      Terms.push_back(R);
      return R;
    }
    llvm::DenseMap<ExprRef, unsigned> Index;
    z3::expr_vector Terms;
  };
  TermCache Terms{Ctx};   ///< Bit-vector (and boolean-as-bv) terms.
  TermCache FpTerms{Ctx}; ///< FP terms of FP-valued nodes.
  llvm::DenseMap<const OpaqueFunction *, unsigned> OpaqueIndex;
  z3::func_decl_vector OpaqueDecls{Ctx};
};

} // namespace forage

#endif
