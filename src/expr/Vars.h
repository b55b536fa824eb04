//===- Vars.h - the input variables an expression depends on ----*- C++ -*-===//
#ifndef FORAGE_EXPR_VARS_H
#define FORAGE_EXPR_VARS_H

#include "expr/Expr.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace forage {

/// Calls Visit once on each distinct node below Roots that mentions a Var,
/// parents before children; stops early when Visit returns false.
/// Iterative, so any depth is fine.
void visitSymbolic(llvm::ArrayRef<ExprRef> Roots,
                   llvm::function_ref<bool(ExprRef)> Visit);

/// Appends each distinct Var node below Roots to Vars, once, in no
/// particular order. Iterative, so any depth is fine.
void collectVars(llvm::ArrayRef<ExprRef> Roots,
                 llvm::SmallVectorImpl<ExprRef> &Vars);

} // namespace forage

#endif
