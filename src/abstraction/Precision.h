//===- Precision.h - predicates and where they apply -----------*- C++ -*-===//
//
// Seed 003, section 4 (predicate abstraction): the predicate set pi, kept
// per function (spec 4.5's "global" scope: a predicate over a function's
// values applies at every position of it, so that a fact found at one
// position survives loops and calls; per-position precision lost them). A
// predicate is a Z3 formula over the canonical constants of one function's
// values; an abstract frame is a sorted set of literals (predicate, sign).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_PRECISION_H
#define FORAGE_ABSTRACTION_PRECISION_H

#include "cfa/Cfa.h"

#include <z3++.h>

#include <functional>
#include <unordered_map>
#include <vector>

namespace forage {

/// Literal L means predicate L >> 1, negated iff L & 1.
using LitSet = std::vector<uint32_t>;

/// True iff every literal of Sub is in Super (both sorted).
bool litSubset(const LitSet &Sub, const LitSet &Super);

/// Uninterpreted constants of E (each once).
void collectConstants(const z3::expr &E, std::vector<z3::expr> &Out);

struct Predicate {
  z3::expr Formula;
  std::vector<const llvm::Value *> Vars; ///< Values it mentions.
  z3::expr_vector VarConstants;          ///< Their canonical constants.
};

class Precision {
public:
  Precision(z3::context &Z, const Cfa &C) : Z(Z), C(C) {}

  /// The canonical constant of value V (of a modelled type).
  z3::expr canonical(const llvm::Value *V);
  /// The value whose canonical constant is K, or null.
  const llvm::Value *valueOf(const z3::expr &K) const;

  /// Predicate ids that apply at P.
  const std::vector<uint32_t> &at(Position P) const;
  /// Adds Formula (over canonical constants of values of P's function, or
  /// global address constants) at P; false if P already has it.
  bool add(Position P, const z3::expr &Formula);
  const Predicate &predicate(uint32_t Id) const { return Preds[Id]; }
  size_t size() const { return Preds.size(); }
  /// Grows with every successful add().
  uint64_t version() const { return Version; }
  /// Predicate Id with each value V replaced by Map(V).
  z3::expr instantiate(uint32_t Id,
                       const std::function<z3::expr(const llvm::Value *)> &Map);
  /// The literal's formula under Map.
  z3::expr literal(uint32_t Lit,
                   const std::function<z3::expr(const llvm::Value *)> &Map) {
    z3::expr F = instantiate(Lit >> 1, Map);
    return Lit & 1 ? !F : F;
  }
  /// The conjunction of the literals of A under Map.
  z3::expr gamma(const LitSet &A,
                 const std::function<z3::expr(const llvm::Value *)> &Map);
  /// Text of a literal set, for reports ("true" when empty).
  std::string str(const LitSet &A) const;

private:
  z3::context &Z;
  const Cfa &C;
  std::vector<Predicate> Preds;
  uint64_t Version = 0;
  std::unordered_map<const llvm::Function *, std::vector<uint32_t>> ByPos;
  std::unordered_map<const llvm::Value *, z3::expr> Canon;
  std::unordered_map<unsigned, const llvm::Value *> CanonById;
  std::unordered_map<unsigned, uint32_t> FormulaIds; ///< AST id -> pred id.
};

} // namespace forage

#endif
