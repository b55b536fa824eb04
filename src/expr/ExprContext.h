//===- ExprContext.h - owner and simplifying builder of Exprs ---*- C++ -*-===//
//
// Every Expr is built here: the context hash-conses nodes (structurally equal
// terms are one pointer) and simplifies at construction (constant folding,
// neutral elements, byte re-assembly of Concat/Extract, boolean identities), so
// that constraints reaching the solver are small and cache well.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPR_EXPRCONTEXT_H
#define FORAGE_EXPR_EXPRCONTEXT_H

#include "expr/Expr.h"
#include "expr/Float.h"
#include "expr/Opaque.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Allocator.h"

#include <deque>

namespace forage {

class ExprContext {
public:
  ExprContext();
  ~ExprContext();
  ExprContext(const ExprContext &) = delete;
  ExprContext &operator=(const ExprContext &) = delete;

  ExprRef constant(unsigned W, u128 V);
  ExprRef boolean(bool B) { return constant(1, B ? 1 : 0); }
  ExprRef var(uint32_t Id, unsigned W);
  ExprRef array(llvm::ArrayRef<ExprRef> Bytes);
  ExprRef select(ExprRef Array, ExprRef Index);

  ExprRef concat(ExprRef Hi, ExprRef Lo);
  ExprRef extract(ExprRef E, unsigned Offset, unsigned W);
  ExprRef zext(ExprRef E, unsigned W);
  ExprRef sext(ExprRef E, unsigned W);
  ExprRef trunc(ExprRef E, unsigned W) { return extract(E, 0, W); }
  ExprRef ite(ExprRef C, ExprRef T, ExprRef F);

  ExprRef notE(ExprRef E);
  /// Any binary or comparison kind from Add to Sle.
  ExprRef binary(ExprKind K, ExprRef A, ExprRef B);
  ExprRef add(ExprRef A, ExprRef B) { return binary(ExprKind::Add, A, B); }
  ExprRef sub(ExprRef A, ExprRef B) { return binary(ExprKind::Sub, A, B); }
  ExprRef mul(ExprRef A, ExprRef B) { return binary(ExprKind::Mul, A, B); }
  ExprRef andE(ExprRef A, ExprRef B) { return binary(ExprKind::And, A, B); }
  ExprRef orE(ExprRef A, ExprRef B) { return binary(ExprKind::Or, A, B); }
  ExprRef eq(ExprRef A, ExprRef B) { return binary(ExprKind::Eq, A, B); }
  ExprRef ne(ExprRef A, ExprRef B) { return notE(eq(A, B)); }
  ExprRef ult(ExprRef A, ExprRef B) { return binary(ExprKind::Ult, A, B); }
  ExprRef ule(ExprRef A, ExprRef B) { return binary(ExprKind::Ule, A, B); }
  ExprRef slt(ExprRef A, ExprRef B) { return binary(ExprKind::Slt, A, B); }
  ExprRef sle(ExprRef A, ExprRef B) { return binary(ExprKind::Sle, A, B); }
  /// Boolean negation of a 1-bit expression (same as notE on width 1).
  ExprRef negate(ExprRef Cond) { return notE(Cond); }

  // Floating point (ExprContextFloat.cpp). Operands are W-bit patterns with
  // fp::isFloatWidth(W); constant operands fold through expr/Float.h.
  /// FAdd..FRem.
  ExprRef fbinary(ExprKind K, ExprRef A, ExprRef B);
  ExprRef fsqrt(ExprRef A);
  ExprRef fround(ExprRef A, fp::Round R);
  /// FOeq, FOlt, FOle or FUno.
  ExprRef fcmp(ExprKind K, ExprRef A, ExprRef B);
  /// Exact: flips or clears the sign bit.
  ExprRef fneg(ExprRef A);
  ExprRef fabs(ExprRef A);
  ExprRef ftoi(bool Signed, ExprRef A, unsigned IntW);
  ExprRef itof(bool Signed, ExprRef A, unsigned FloatW);
  ExprRef fconv(ExprRef A, unsigned FloatW);

  /// The one OpaqueFunction of F.Name (the first declaration wins); it lives
  /// as long as the context.
  const OpaqueFunction *declare(OpaqueFunction F);
  /// F applied to Args; folds to a constant when every argument is one.
  ExprRef call(const OpaqueFunction *F, llvm::ArrayRef<ExprRef> Args);

  size_t size() const { return Nodes.size(); }
  /// Memory the nodes and their index take, in bytes. Nodes live as long
  /// as the context: drivers bound it through --max-memory.
  size_t bytes() const {
    return Arena.getTotalMemory() + Nodes.getMemorySize();
  }

private:
  struct KeyInfo;
  ExprRef make(ExprKind K, unsigned W, llvm::ArrayRef<ExprRef> Ops,
               u128 Payload);
  ExprRef simplifyBinary(ExprKind K, ExprRef A, ExprRef B);

  llvm::BumpPtrAllocator Arena;
  llvm::DenseSet<const Expr *, KeyInfo> Nodes;
  uint32_t NextId = 0;
  std::deque<OpaqueFunction> Functions;
};

} // namespace forage

#endif
