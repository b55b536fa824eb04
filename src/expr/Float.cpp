//===- Float.cpp - IEEE floating point on bit patterns --------------------===//
#include "expr/Float.h"
#include "expr/Bits.h"

#include <cmath>
#include <cstring>

using namespace forage;

namespace {

float asFloat(u128 Bits) {
  uint32_t B = static_cast<uint32_t>(Bits);
  float F;
  std::memcpy(&F, &B, 4);
  return F;
}
double asDouble(u128 Bits) {
  uint64_t B = static_cast<uint64_t>(Bits);
  double D;
  std::memcpy(&D, &B, 8);
  return D;
}
u128 bitsOf(float F) {
  uint32_t B;
  std::memcpy(&B, &F, 4);
  return B;
}
u128 bitsOf(double D) {
  uint64_t B;
  std::memcpy(&B, &D, 8);
  return B;
}

template <typename F> F arithIn(ExprKind K, F A, F B) {
  switch (K) {
  case ExprKind::FAdd:
    return A + B;
  case ExprKind::FSub:
    return A - B;
  case ExprKind::FMul:
    return A * B;
  case ExprKind::FDiv:
    return A / B;
  default:
    return std::fmod(A, B);
  }
}

template <typename F> F roundIn(F A, fp::Round R) {
  switch (R) {
  case fp::Round::NearestEven:
    return std::nearbyint(A); // the default environment rounds to even
  case fp::Round::TowardZero:
    return std::trunc(A);
  case fp::Round::Down:
    return std::floor(A);
  case fp::Round::Up:
    return std::ceil(A);
  case fp::Round::NearestAway:
    return std::round(A);
  }
  return A;
}

} // namespace

double fp::toDouble(u128 Bits, unsigned W) {
  return W == 32 ? static_cast<double>(asFloat(Bits)) : asDouble(Bits);
}

u128 fp::fromDouble(double V, unsigned W) {
  return W == 32 ? bitsOf(static_cast<float>(V)) : bitsOf(V);
}

bool fp::isNaN(u128 Bits, unsigned W) { return std::isnan(toDouble(Bits, W)); }

u128 fp::arith(ExprKind K, unsigned W, u128 A, u128 B) {
  if (W == 32)
    return bitsOf(arithIn<float>(K, asFloat(A), asFloat(B)));
  return bitsOf(arithIn<double>(K, asDouble(A), asDouble(B)));
}

u128 fp::sqrt(unsigned W, u128 A) {
  if (W == 32)
    return bitsOf(std::sqrt(asFloat(A)));
  return bitsOf(std::sqrt(asDouble(A)));
}

u128 fp::roundIntegral(unsigned W, u128 A, Round R) {
  if (W == 32)
    return bitsOf(roundIn<float>(asFloat(A), R));
  return bitsOf(roundIn<double>(asDouble(A), R));
}

bool fp::compare(ExprKind K, unsigned W, u128 A, u128 B) {
  double X = toDouble(A, W), Y = toDouble(B, W);
  switch (K) {
  case ExprKind::FOeq:
    return X == Y;
  case ExprKind::FOlt:
    return X < Y;
  case ExprKind::FOle:
    return X <= Y;
  default:
    return std::isnan(X) || std::isnan(Y);
  }
}

u128 fp::toInt(bool Signed, unsigned FromW, u128 A, unsigned ToW) {
  // Every float and double is exact in long double, and so is 2^ToW.
  long double V = std::trunc(static_cast<long double>(toDouble(A, FromW)));
  long double Lo = Signed ? -std::ldexp(1.0L, static_cast<int>(ToW) - 1) : 0;
  long double Hi = std::ldexp(1.0L, static_cast<int>(ToW) - (Signed ? 1 : 0));
  if (std::isnan(V) || V < Lo || V >= Hi)
    return Signed ? u128(1) << (ToW - 1) : 0;
  if (Signed)
    return bits::trunc(static_cast<u128>(static_cast<i128>(V)), ToW);
  return static_cast<u128>(V);
}

u128 fp::fromInt(bool Signed, unsigned FromW, u128 A, unsigned ToW) {
  // Straight into the target format: one rounding.
  if (Signed) {
    int64_t V = static_cast<int64_t>(bits::toSigned(A, FromW));
    return ToW == 32 ? bitsOf(static_cast<float>(V))
                     : bitsOf(static_cast<double>(V));
  }
  uint64_t V = static_cast<uint64_t>(bits::trunc(A, FromW));
  return ToW == 32 ? bitsOf(static_cast<float>(V))
                   : bitsOf(static_cast<double>(V));
}

u128 fp::convert(unsigned FromW, u128 A, unsigned ToW) {
  return fromDouble(toDouble(A, FromW), ToW);
}
