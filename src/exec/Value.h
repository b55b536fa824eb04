//===- Value.h - one concolic register value --------------------*- C++ -*-===//
#ifndef FORAGE_EXEC_VALUE_H
#define FORAGE_EXEC_VALUE_H

#include "expr/Expr.h"

namespace forage {

/// Decision 2 of docs/architecture.md: a concrete value and, when it depends on
/// inputs, its symbolic expression. Floats are held as their bit patterns.
struct Value {
  u128 C = 0;
  ExprRef S = nullptr;
  bool isSymbolic() const { return S != nullptr; }
};

} // namespace forage

#endif
