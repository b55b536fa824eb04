//===- Substitute.h - replacing variables inside expressions ----*- C++ -*-===//
#ifndef FORAGE_EXPR_SUBSTITUTE_H
#define FORAGE_EXPR_SUBSTITUTE_H

#include "expr/ExprContext.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace forage {

/// The node of E's kind, width and payload over new operands Ops, built
/// (and simplified) by Ctx.
ExprRef rebuild(ExprContext &Ctx, ExprRef E, llvm::ArrayRef<ExprRef> Ops);

/// E with every Var V replaced by Replace(V) (V itself when it returns
/// null). Memo caches results across calls with the same Replace.
ExprRef substitute(ExprContext &Ctx, ExprRef E,
                   llvm::function_ref<ExprRef(ExprRef)> Replace,
                   llvm::DenseMap<ExprRef, ExprRef> &Memo);

} // namespace forage

#endif
