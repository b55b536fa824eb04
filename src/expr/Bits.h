//===- Bits.h - fixed-width arithmetic on 128-bit words ---------*- C++ -*-===//
//
// The one definition of bit-vector semantics (SMT-LIB QF_BV, widths 1..128),
// shared by constant folding, the concrete evaluator and the interpreter so
// that concrete and symbolic execution can never disagree.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPR_BITS_H
#define FORAGE_EXPR_BITS_H

#include "expr/Expr.h"

namespace forage::bits {

inline u128 mask(unsigned W) {
  return W >= 128 ? ~u128(0) : ((u128(1) << W) - 1);
}
inline u128 trunc(u128 V, unsigned W) { return V & mask(W); }
inline i128 toSigned(u128 V, unsigned W) {
  if (W >= 128)
    return static_cast<i128>(V);
  u128 Sign = u128(1) << (W - 1);
  V = trunc(V, W);
  return static_cast<i128>((V ^ Sign) - Sign);
}
inline u128 sext(u128 V, unsigned From, unsigned To) {
  return trunc(static_cast<u128>(toSigned(V, From)), To);
}
inline bool signBit(u128 V, unsigned W) { return (V >> (W - 1)) & 1; }

/// Applies a binary or comparison ExprKind to W-bit operands. Division by
/// zero follows SMT-LIB: x/0 = all ones, x%0 = x (signed variants likewise).
u128 apply(ExprKind K, unsigned W, u128 A, u128 B);

/// Width of the result of K applied to W-bit operands.
inline unsigned resultWidth(ExprKind K, unsigned W) {
  return K >= ExprKind::Eq && K <= ExprKind::Sle ? 1 : W;
}

/// Number of leading zero bits of V viewed as W bits.
unsigned countLeadingZeros(u128 V, unsigned W);
unsigned countTrailingZeros(u128 V, unsigned W);
unsigned popCount(u128 V);

/// Decimal rendering of V as a W-bit value, signed or not.
void toDecimal(u128 V, unsigned W, bool Signed, char *Buf /*>= 42*/);

} // namespace forage::bits

#endif
