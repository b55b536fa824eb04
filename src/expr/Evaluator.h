//===- Evaluator.h - concrete evaluation of Exprs under a model -*- C++ -*-===//
//
// Computes the value an expression takes when every input variable has the
// value an Assignment gives it (missing variables read as zero). Used to
// check solver models and to derive concrete values from a state's model.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPR_EVALUATOR_H
#define FORAGE_EXPR_EVALUATOR_H

#include "expr/Expr.h"

#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace forage {

/// Values of input variables, indexed by Var id.
class Assignment {
public:
  u128 get(uint32_t Id) const { return Id < Values.size() ? Values[Id] : 0; }
  void set(uint32_t Id, u128 V) {
    if (Id >= Values.size())
      Values.resize(Id + 1, 0);
    Values[Id] = V;
  }
  size_t size() const { return Values.size(); }
  bool operator==(const Assignment &O) const = default;

private:
  std::vector<u128> Values;
};

class Evaluator {
public:
  explicit Evaluator(const Assignment &A) : Model(A) {}
  /// The value of E (truncated to its width) under the assignment.
  u128 evaluate(ExprRef E);
  /// Drops the values remembered so far, keeping the memory: call it after
  /// changing the assignment.
  void forget() { Cache.clear(); }
  /// Makes E evaluate to V (until forget()), whatever its operands: the
  /// value of a subterm fixed from outside.
  void pin(ExprRef E, u128 V) { Cache[E] = V; }

private:
  const Assignment &Model;
  llvm::DenseMap<ExprRef, u128> Cache;
};

/// One-shot convenience: value of E under A.
u128 evaluate(ExprRef E, const Assignment &A);

} // namespace forage

#endif
