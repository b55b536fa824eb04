//===- Substitute.cpp - replacing variables inside expressions ------------===//
//
// Used by the concrete phase of symcretic execution (Dinges' thesis, 4.5):
// the trace's assignments are substituted into its conditions.
//
//===----------------------------------------------------------------------===//
#include "expr/Substitute.h"

#include "llvm/ADT/SmallVector.h"

using namespace forage;

ExprRef forage::rebuild(ExprContext &Ctx, ExprRef E,
                        llvm::ArrayRef<ExprRef> Ops) {
  ExprKind K = E->kind();
  switch (K) {
  case ExprKind::Constant:
  case ExprKind::Var:
    return E;
  case ExprKind::Array:
    return Ctx.array(Ops);
  case ExprKind::Select:
    return Ctx.select(Ops[0], Ops[1]);
  case ExprKind::Concat:
    return Ctx.concat(Ops[0], Ops[1]);
  case ExprKind::Extract:
    return Ctx.extract(Ops[0], E->offset(), E->width());
  case ExprKind::ZExt:
    return Ctx.zext(Ops[0], E->width());
  case ExprKind::SExt:
    return Ctx.sext(Ops[0], E->width());
  case ExprKind::Ite:
    return Ctx.ite(Ops[0], Ops[1], Ops[2]);
  case ExprKind::Not:
    return Ctx.notE(Ops[0]);
  case ExprKind::FAdd:
  case ExprKind::FSub:
  case ExprKind::FMul:
  case ExprKind::FDiv:
  case ExprKind::FRem:
    return Ctx.fbinary(K, Ops[0], Ops[1]);
  case ExprKind::FSqrt:
    return Ctx.fsqrt(Ops[0]);
  case ExprKind::FRound:
    return Ctx.fround(Ops[0], static_cast<fp::Round>(E->offset()));
  case ExprKind::FOeq:
  case ExprKind::FOlt:
  case ExprKind::FOle:
  case ExprKind::FUno:
    return Ctx.fcmp(K, Ops[0], Ops[1]);
  case ExprKind::FToSI:
    return Ctx.ftoi(true, Ops[0], E->width());
  case ExprKind::FToUI:
    return Ctx.ftoi(false, Ops[0], E->width());
  case ExprKind::SIToF:
    return Ctx.itof(true, Ops[0], E->width());
  case ExprKind::UIToF:
    return Ctx.itof(false, Ops[0], E->width());
  case ExprKind::FConv:
    return Ctx.fconv(Ops[0], E->width());
  case ExprKind::Call:
    return Ctx.call(E->function(), Ops);
  default:
    return Ctx.binary(K, Ops[0], Ops[1]);
  }
}

ExprRef forage::substitute(ExprContext &Ctx, ExprRef E,
                           llvm::function_ref<ExprRef(ExprRef)> Replace,
                           llvm::DenseMap<ExprRef, ExprRef> &Memo) {
  if (!E->isSymbolic())
    return E;
  auto It = Memo.find(E);
  if (It != Memo.end())
    return It->second;
  ExprRef R;
  if (E->kind() == ExprKind::Var) {
    R = Replace(E);
    if (!R)
      R = E;
  } else {
    llvm::SmallVector<ExprRef, 4> Ops;
    bool Changed = false;
    for (unsigned K = 0; K < E->numOps(); ++K) {
      Ops.push_back(substitute(Ctx, E->op(K), Replace, Memo));
      Changed |= Ops.back() != E->op(K);
    }
    R = Changed ? rebuild(Ctx, E, Ops) : E;
  }
  Memo[E] = R;
  return R;
}
