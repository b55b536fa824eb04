//===- Opaque.h - pure external functions inside expressions ----*- C++ -*-===//
//
// A Call node (docs/architecture.md, decision 5) applies an OpaqueFunction,
// typically a libm function such as sin, to expressions. The solver layers see
// only its signature: Z3 treats it as uninterpreted, the concolic walk and the
// evaluator run it natively on concrete arguments.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPR_OPAQUE_H
#define FORAGE_EXPR_OPAQUE_H

#include "expr/Expr.h"

#include <functional>
#include <string>
#include <vector>

namespace forage {

struct OpaqueFunction {
  std::string Name;
  /// Width of each parameter, and whether it holds an IEEE float/double.
  std::vector<unsigned> ParamWidths;
  std::vector<bool> ParamIsFloat;
  unsigned RetWidth = 0;
  bool RetIsFloat = false;
  /// The function itself, on bit patterns; must be pure.
  std::function<u128(const u128 *Args)> Native;
};

} // namespace forage

#endif
