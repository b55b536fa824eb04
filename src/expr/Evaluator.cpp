//===- Evaluator.cpp - concrete evaluation of Exprs under a model ---------===//
#include "expr/Evaluator.h"
#include "expr/Bits.h"
#include "expr/Float.h"
#include "expr/Opaque.h"

#include "llvm/ADT/SmallVector.h"

using namespace forage;

u128 Evaluator::evaluate(ExprRef E) {
  switch (E->kind()) {
  case ExprKind::Constant:
    return E->value();
  case ExprKind::Var:
    return bits::trunc(Model.get(E->varId()), E->width());
  default:
    break;
  }
  auto It = Cache.find(E);
  if (It != Cache.end())
    return It->second;
  u128 R = 0;
  unsigned W = E->width();
  switch (E->kind()) {
  case ExprKind::Array:
    R = 0; // Arrays have no value of their own; Select reads them.
    break;
  case ExprKind::Select: {
    ExprRef Arr = E->op(0);
    u128 I = evaluate(E->op(1));
    R = I < Arr->numOps() ? evaluate(Arr->op(static_cast<unsigned>(I))) : 0;
    break;
  }
  case ExprKind::Concat:
    R = (evaluate(E->op(0)) << E->op(1)->width()) | evaluate(E->op(1));
    break;
  case ExprKind::Extract:
    R = bits::trunc(evaluate(E->op(0)) >> E->offset(), W);
    break;
  case ExprKind::ZExt:
    R = evaluate(E->op(0));
    break;
  case ExprKind::SExt:
    R = bits::sext(evaluate(E->op(0)), E->op(0)->width(), W);
    break;
  case ExprKind::Ite:
    R = evaluate(E->op(0)) ? evaluate(E->op(1)) : evaluate(E->op(2));
    break;
  case ExprKind::Not:
    R = bits::trunc(~evaluate(E->op(0)), W);
    break;
  case ExprKind::FAdd:
  case ExprKind::FSub:
  case ExprKind::FMul:
  case ExprKind::FDiv:
  case ExprKind::FRem:
    R = fp::arith(E->kind(), W, evaluate(E->op(0)), evaluate(E->op(1)));
    break;
  case ExprKind::FSqrt:
    R = fp::sqrt(W, evaluate(E->op(0)));
    break;
  case ExprKind::FRound:
    R = fp::roundIntegral(W, evaluate(E->op(0)),
                          static_cast<fp::Round>(E->offset()));
    break;
  case ExprKind::FOeq:
  case ExprKind::FOlt:
  case ExprKind::FOle:
  case ExprKind::FUno:
    R = fp::compare(E->kind(), E->op(0)->width(), evaluate(E->op(0)),
                    evaluate(E->op(1)));
    break;
  case ExprKind::FToSI:
  case ExprKind::FToUI:
    R = fp::toInt(E->kind() == ExprKind::FToSI, E->op(0)->width(),
                  evaluate(E->op(0)), W);
    break;
  case ExprKind::SIToF:
  case ExprKind::UIToF:
    R = fp::fromInt(E->kind() == ExprKind::SIToF, E->op(0)->width(),
                    evaluate(E->op(0)), W);
    break;
  case ExprKind::FConv:
    R = fp::convert(E->op(0)->width(), evaluate(E->op(0)), W);
    break;
  case ExprKind::Call: {
    llvm::SmallVector<u128, 4> Args;
    for (unsigned I = 0; I < E->numOps(); ++I)
      Args.push_back(evaluate(E->op(I)));
    R = bits::trunc(E->function()->Native(Args.data()), W);
    break;
  }
  default:
    R = bits::apply(E->kind(), E->op(0)->width(), evaluate(E->op(0)),
                    evaluate(E->op(1)));
    break;
  }
  Cache[E] = R;
  return R;
}

u128 forage::evaluate(ExprRef E, const Assignment &A) {
  return Evaluator(A).evaluate(E);
}
