//===- Bits.cpp - fixed-width arithmetic on 128-bit words -----------------===//
#include "expr/Bits.h"

namespace forage::bits {

u128 apply(ExprKind K, unsigned W, u128 A, u128 B) {
  A = trunc(A, W);
  B = trunc(B, W);
  switch (K) {
  case ExprKind::Add:
    return trunc(A + B, W);
  case ExprKind::Sub:
    return trunc(A - B, W);
  case ExprKind::Mul:
    return trunc(A * B, W);
  case ExprKind::UDiv:
    return B == 0 ? mask(W) : A / B;
  case ExprKind::URem:
    return B == 0 ? A : A % B;
  case ExprKind::SDiv: {
    if (B == 0)
      return signBit(A, W) ? 1 : mask(W);
    bool NegA = signBit(A, W), NegB = signBit(B, W);
    u128 UA = NegA ? trunc(-A, W) : A, UB = NegB ? trunc(-B, W) : B;
    u128 Q = UA / UB;
    return trunc(NegA != NegB ? -Q : Q, W);
  }
  case ExprKind::SRem: {
    if (B == 0)
      return A;
    bool NegA = signBit(A, W), NegB = signBit(B, W);
    u128 UA = NegA ? trunc(-A, W) : A, UB = NegB ? trunc(-B, W) : B;
    u128 R = UA % UB;
    return trunc(NegA ? -R : R, W);
  }
  case ExprKind::And:
    return A & B;
  case ExprKind::Or:
    return A | B;
  case ExprKind::Xor:
    return A ^ B;
  case ExprKind::Shl:
    return B >= W ? 0 : trunc(A << static_cast<unsigned>(B), W);
  case ExprKind::LShr:
    return B >= W ? 0 : A >> static_cast<unsigned>(B);
  case ExprKind::AShr: {
    unsigned S = B >= W ? W - 1 : static_cast<unsigned>(B);
    return trunc(static_cast<u128>(toSigned(A, W) >> S), W);
  }
  case ExprKind::Eq:
    return A == B;
  case ExprKind::Ult:
    return A < B;
  case ExprKind::Ule:
    return A <= B;
  case ExprKind::Slt:
    return toSigned(A, W) < toSigned(B, W);
  case ExprKind::Sle:
    return toSigned(A, W) <= toSigned(B, W);
  default:
    return 0;
  }
}

unsigned countLeadingZeros(u128 V, unsigned W) {
  V = trunc(V, W);
  unsigned N = 0;
  for (int I = static_cast<int>(W) - 1; I >= 0 && !((V >> I) & 1); --I)
    ++N;
  return N;
}

unsigned countTrailingZeros(u128 V, unsigned W) {
  V = trunc(V, W);
  unsigned N = 0;
  while (N < W && !((V >> N) & 1))
    ++N;
  return N;
}

unsigned popCount(u128 V) {
  return __builtin_popcountll(static_cast<uint64_t>(V)) +
         __builtin_popcountll(static_cast<uint64_t>(V >> 64));
}

void toDecimal(u128 V, unsigned W, bool Signed, char *Buf) {
  V = trunc(V, W);
  bool Neg = Signed && signBit(V, W);
  if (Neg)
    V = trunc(-V, W);
  char Tmp[44];
  int N = 0;
  do {
    Tmp[N++] = static_cast<char>('0' + static_cast<int>(V % 10));
    V /= 10;
  } while (V != 0);
  char *P = Buf;
  if (Neg)
    *P++ = '-';
  while (N > 0)
    *P++ = Tmp[--N];
  *P = '\0';
}

} // namespace forage::bits
