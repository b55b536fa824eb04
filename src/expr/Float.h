//===- Float.h - IEEE floating point on bit patterns ------------*- C++ -*-===//
//
// The one definition of the FP expression kinds' semantics (as Bits.h is for
// bit vectors): constant folding, the evaluator, the interpreter and the
// concolic walk all compute through here, on the host's IEEE binary32 and
// binary64 arithmetic, so concrete and symbolic execution agree bit for bit.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPR_FLOAT_H
#define FORAGE_EXPR_FLOAT_H

#include "expr/Expr.h"

namespace forage::fp {

/// Rounding modes of FRound, as C's rounding functions use them.
enum class Round : uint8_t {
  NearestEven, ///< rint, nearbyint
  TowardZero,  ///< trunc
  Down,        ///< floor
  Up,          ///< ceil
  NearestAway, ///< round
};

/// True for the widths symbolic FP supports: 32 (float) and 64 (double).
inline bool isFloatWidth(unsigned W) { return W == 32 || W == 64; }

/// The value of a W-bit pattern (exact; a float widens without loss).
double toDouble(u128 Bits, unsigned W);
/// V rounded to the W-bit format (nearest even), as a bit pattern.
u128 fromDouble(double V, unsigned W);

/// FAdd..FRem on two W-bit operands.
u128 arith(ExprKind K, unsigned W, u128 A, u128 B);
u128 sqrt(unsigned W, u128 A);
u128 roundIntegral(unsigned W, u128 A, Round R);
/// FOeq, FOlt, FOle or FUno.
bool compare(ExprKind K, unsigned W, u128 A, u128 B);
/// FToSI / FToUI of a FromW-bit float to a ToW-bit integer (ToW <= 64).
u128 toInt(bool Signed, unsigned FromW, u128 A, unsigned ToW);
/// SIToF / UIToF of a FromW-bit integer (FromW <= 64) to a ToW-bit float.
u128 fromInt(bool Signed, unsigned FromW, u128 A, unsigned ToW);
/// FConv between float widths.
u128 convert(unsigned FromW, u128 A, unsigned ToW);

bool isNaN(u128 Bits, unsigned W);

} // namespace forage::fp

#endif
