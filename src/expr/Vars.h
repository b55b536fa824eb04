//===- Vars.h - the input variables an expression depends on ----*- C++ -*-===//
#ifndef FORAGE_EXPR_VARS_H
#define FORAGE_EXPR_VARS_H

#include "expr/Expr.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace forage {

/// Appends each distinct Var node below Roots to Vars, once, in no
/// particular order. Iterative, so any depth is fine.
void collectVars(llvm::ArrayRef<ExprRef> Roots,
                 llvm::SmallVectorImpl<ExprRef> &Vars);

} // namespace forage

#endif
