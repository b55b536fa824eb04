//===- BranchDistance.cpp - how far a comparison is from the other way ----===//
#include "exec/BranchDistance.h"
#include "expr/Bits.h"

#include <algorithm>
#include <cmath>

using namespace forage;

static void distances(ExprKind K, unsigned W, u128 A, u128 B, double &ToTrue,
                      double &ToFalse) {
  bool Signed = K == ExprKind::Slt || K == ExprKind::Sle;
  long double X = Signed ? static_cast<long double>(bits::toSigned(A, W))
                         : static_cast<long double>(bits::trunc(A, W));
  long double Y = Signed ? static_cast<long double>(bits::toSigned(B, W))
                         : static_cast<long double>(bits::trunc(B, W));
  long double D = X - Y;
  switch (K) {
  case ExprKind::Eq:
    ToTrue = static_cast<double>(std::fabs(D));
    ToFalse = D == 0 ? 1 : 0;
    return;
  case ExprKind::Ult:
  case ExprKind::Slt:
    ToTrue = static_cast<double>(std::max<long double>(0, D + 1));
    ToFalse = static_cast<double>(std::max<long double>(0, -D));
    return;
  default: // Ule, Sle
    ToTrue = static_cast<double>(std::max<long double>(0, D));
    ToFalse = static_cast<double>(std::max<long double>(0, 1 - D));
    return;
  }
}

CompareDistance forage::compareDistance(ExprKind K, unsigned Width, u128 A,
                                        u128 B, bool Negated) {
  CompareDistance C;
  distances(K, Width, A, B, C.ToTrue, C.ToFalse);
  if (Negated)
    std::swap(C.ToTrue, C.ToFalse);
  return C;
}
