//===- ExprContextFloat.cpp - building FP and Call expressions ------------===//
//
// Constant operands fold through expr/Float.h (and a Call of constants runs
// the function), so a concrete float never reaches the solver as a term.
//
//===----------------------------------------------------------------------===//
#include "expr/Bits.h"
#include "expr/ExprContext.h"

#include "llvm/ADT/SmallVector.h"

#include <cassert>

using namespace forage;

static u128 signMask(unsigned W) { return u128(1) << (W - 1); }

ExprRef ExprContext::fbinary(ExprKind K, ExprRef A, ExprRef B) {
  assert(K >= ExprKind::FAdd && K <= ExprKind::FRem && "not an FP binary");
  unsigned W = A->width();
  if (A->isConstant() && B->isConstant())
    return constant(W, fp::arith(K, W, A->value(), B->value()));
  ExprRef Ops[] = {A, B};
  return make(K, W, Ops, 0);
}

ExprRef ExprContext::fsqrt(ExprRef A) {
  unsigned W = A->width();
  if (A->isConstant())
    return constant(W, fp::sqrt(W, A->value()));
  return make(ExprKind::FSqrt, W, {A}, 0);
}

ExprRef ExprContext::fround(ExprRef A, fp::Round R) {
  unsigned W = A->width();
  if (A->isConstant())
    return constant(W, fp::roundIntegral(W, A->value(), R));
  return make(ExprKind::FRound, W, {A}, static_cast<u128>(R));
}

ExprRef ExprContext::fcmp(ExprKind K, ExprRef A, ExprRef B) {
  assert(K >= ExprKind::FOeq && K <= ExprKind::FUno && "not an FP compare");
  unsigned W = A->width();
  if (A->isConstant() && B->isConstant())
    return boolean(fp::compare(K, W, A->value(), B->value()));
  ExprRef Ops[] = {A, B};
  return make(K, 1, Ops, 0);
}

ExprRef ExprContext::fneg(ExprRef A) {
  return binary(ExprKind::Xor, A, constant(A->width(), signMask(A->width())));
}

ExprRef ExprContext::fabs(ExprRef A) {
  unsigned W = A->width();
  return binary(ExprKind::And, A, constant(W, signMask(W) - 1));
}

ExprRef ExprContext::ftoi(bool Signed, ExprRef A, unsigned IntW) {
  unsigned W = A->width();
  if (A->isConstant())
    return constant(IntW, fp::toInt(Signed, W, A->value(), IntW));
  return make(Signed ? ExprKind::FToSI : ExprKind::FToUI, IntW, {A}, 0);
}

ExprRef ExprContext::itof(bool Signed, ExprRef A, unsigned FloatW) {
  unsigned W = A->width();
  if (A->isConstant())
    return constant(FloatW, fp::fromInt(Signed, W, A->value(), FloatW));
  return make(Signed ? ExprKind::SIToF : ExprKind::UIToF, FloatW, {A}, 0);
}

ExprRef ExprContext::fconv(ExprRef A, unsigned FloatW) {
  unsigned W = A->width();
  if (W == FloatW)
    return A;
  if (A->isConstant())
    return constant(FloatW, fp::convert(W, A->value(), FloatW));
  // float -> double -> float is the identity.
  if (A->kind() == ExprKind::FConv && A->op(0)->width() == FloatW && FloatW < W)
    return A->op(0);
  return make(ExprKind::FConv, FloatW, {A}, 0);
}

const OpaqueFunction *ExprContext::declare(OpaqueFunction F) {
  for (const OpaqueFunction &G : Functions)
    if (G.Name == F.Name)
      return &G;
  Functions.push_back(std::move(F));
  return &Functions.back();
}

ExprRef ExprContext::call(const OpaqueFunction *F,
                          llvm::ArrayRef<ExprRef> Args) {
  assert(Args.size() == F->ParamWidths.size() && "wrong number of arguments");
  bool AllConstant = true;
  llvm::SmallVector<u128, 4> Values;
  for (ExprRef A : Args) {
    AllConstant &= A->isConstant();
    Values.push_back(A->isConstant() ? A->value() : 0);
  }
  if (AllConstant)
    return constant(F->RetWidth, F->Native(Values.data()));
  return make(ExprKind::Call, F->RetWidth, Args,
              static_cast<u128>(reinterpret_cast<uintptr_t>(F)));
}
