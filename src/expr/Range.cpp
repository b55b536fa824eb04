//===- Range.cpp - a cheap unsigned upper bound of an expression ----------===//
#include "expr/Range.h"
#include "expr/Bits.h"

#include "llvm/ADT/DenseMap.h"

#include <algorithm>

using namespace forage;

namespace {
/// Bits needed to write V.
unsigned bitLength(u128 V) {
  unsigned N = 0;
  for (; V; V >>= 1)
    ++N;
  return N;
}

using Memo = llvm::DenseMap<ExprRef, u128>;

u128 compute(ExprRef E, unsigned Depth, Memo &M);

/// Depth-bounded and memoised: an expression is a DAG whose paths can be
/// exponentially many (a CRC chain uses each step twice); a bound past the
/// depth is the width's all-ones value.
u128 bound(ExprRef E, unsigned Depth, Memo &M) {
  if (E->kind() == ExprKind::Constant)
    return bits::trunc(E->value(), E->width());
  if (Depth == 0 || E->width() > 127)
    return bits::mask(E->width());
  auto It = M.find(E);
  if (It != M.end())
    return It->second;
  u128 R = compute(E, Depth, M);
  M[E] = R;
  return R;
}

u128 compute(ExprRef E, unsigned Depth, Memo &M) {
  unsigned W = E->width();
  u128 All = bits::mask(W);
  auto B = [&](unsigned K) { return bound(E->op(K), Depth - 1, M); };
  switch (E->kind()) {
  case ExprKind::ZExt:
    return B(0);
  case ExprKind::SExt: {
    u128 X = B(0);
    unsigned From = E->op(0)->width();
    return From > 0 && X < (u128(1) << (From - 1)) ? X : All;
  }
  case ExprKind::Extract: {
    u128 X = B(0);
    return std::min(X >> E->offset(), All);
  }
  case ExprKind::Concat: {
    unsigned Low = E->op(1)->width();
    return std::min(All, (B(0) << Low) | B(1));
  }
  case ExprKind::Ite:
    return std::max(B(1), B(2));
  case ExprKind::Select:
    return All; // a byte
  case ExprKind::And:
    return std::min(B(0), B(1));
  case ExprKind::Or:
  case ExprKind::Xor:
    return bits::mask(std::max(bitLength(B(0)), bitLength(B(1))));
  case ExprKind::Add: {
    u128 X = B(0), Y = B(1);
    return X <= All - Y ? X + Y : All;
  }
  case ExprKind::Mul: {
    u128 X = B(0), Y = B(1);
    if (X == 0 || Y == 0)
      return 0;
    return bitLength(X) + bitLength(Y) <= W ? X * Y : All;
  }
  case ExprKind::Shl: {
    u128 X = B(0);
    ExprRef S = E->op(1);
    if (S->kind() != ExprKind::Constant || S->value() >= W)
      return All;
    unsigned N = static_cast<unsigned>(S->value());
    return bitLength(X) + N <= W ? X << N : All;
  }
  case ExprKind::LShr: {
    u128 X = B(0);
    ExprRef S = E->op(1);
    if (S->kind() == ExprKind::Constant)
      return S->value() >= W ? 0 : X >> static_cast<unsigned>(S->value());
    return X;
  }
  case ExprKind::UDiv: {
    ExprRef D = E->op(1);
    if (D->kind() == ExprKind::Constant && bits::trunc(D->value(), W) != 0)
      return B(0) / bits::trunc(D->value(), W);
    return All; // x / 0 is all ones
  }
  case ExprKind::URem: {
    // x % 0 is x; otherwise below the divisor.
    u128 X = B(0), Y = B(1);
    ExprRef D = E->op(1);
    if (D->kind() == ExprKind::Constant && bits::trunc(D->value(), W) != 0)
      return std::min(X, Y - 1);
    return X;
  }
  case ExprKind::Eq:
  case ExprKind::Ult:
  case ExprKind::Ule:
  case ExprKind::Slt:
  case ExprKind::Sle:
    return 1;
  default:
    return All;
  }
}
} // namespace

u128 forage::unsignedMax(ExprRef E) {
  Memo M;
  return bound(E, 24, M);
}

unsigned forage::narrowestSource(ExprRef Index, ExprRef &Source) {
  // Stop at a node with two symbolic operands, a read or an opaque call:
  // their values are no function of one term below.
  Source = nullptr;
  unsigned Best = ~0u;
  for (ExprRef E = Index; E;) {
    unsigned Bits = std::min(E->width(), bitLength(unsignedMax(E)));
    if (Bits <= Best) { // the deepest of equals
      Best = Bits;
      Source = E;
    }
    if (E->kind() == ExprKind::Select || E->kind() == ExprKind::Call ||
        E->kind() == ExprKind::Var)
      break;
    ExprRef Next = nullptr;
    for (unsigned K = 0; K < E->numOps(); ++K)
      if (E->op(K)->isSymbolic()) {
        if (Next) {
          Next = nullptr;
          break;
        }
        Next = E->op(K);
      }
    E = Next;
  }
  return Best;
}
