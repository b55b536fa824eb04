//===- InputSpace.cpp - typed input vectors and their static ranges -------===//
//
// Seed 000, sections 2 and 4.3.
//
//===----------------------------------------------------------------------===//
#include "sampling/InputSpace.h"

#include "expr/Bits.h"

#include <cstring>

using namespace forage;

static bool isSignedKind(InputKind K) { return K == InputKind::Signed; }

i128 InputSlot::typeLo() const {
  if (Kind == InputKind::Bool)
    return 0;
  if (!isSignedKind(Kind))
    return 0;
  return Width >= 128 ? -(i128(1) << 126) : -(i128(1) << (Width - 1));
}

i128 InputSlot::typeHi() const {
  if (Kind == InputKind::Bool)
    return 1;
  if (!isSignedKind(Kind))
    return Width >= 127 ? (i128(1) << 126) : (i128(1) << Width) - 1;
  return Width >= 128 ? (i128(1) << 126) : (i128(1) << (Width - 1)) - 1;
}

i128 InputSlot::toInt(u128 Raw) const {
  if (isSignedKind(Kind))
    return bits::toSigned(Raw, Width);
  return static_cast<i128>(bits::trunc(Raw, Width));
}

u128 InputSlot::fromInt(i128 V) const {
  return bits::trunc(static_cast<u128>(V), Width);
}

double InputSlot::toDouble(u128 Raw) const {
  if (Width == 32) {
    float F;
    uint32_t B = static_cast<uint32_t>(Raw);
    std::memcpy(&F, &B, sizeof F);
    return F;
  }
  double D;
  uint64_t B = static_cast<uint64_t>(Raw);
  std::memcpy(&D, &B, sizeof D);
  return D;
}

u128 InputSlot::fromDouble(double D) const {
  if (Width == 32) {
    float F = static_cast<float>(D);
    uint32_t B;
    std::memcpy(&B, &F, sizeof B);
    return B;
  }
  uint64_t B;
  std::memcpy(&B, &D, sizeof B);
  return B;
}

const InputSlot &InputSpace::slot(size_t K) const {
  return K < Slots.size() ? Slots[K] : Default;
}

InputSlot &InputSpace::slotFor(size_t K) {
  if (K >= Slots.size()) {
    Slots.resize(K + 1);
    Unbounded.resize(K + 1, 0);
  }
  return Slots[K];
}

void InputSpace::learnTypes(const std::vector<InputRecord> &Inputs) {
  for (const InputRecord &R : Inputs) {
    InputSlot &S = slotFor(R.Var);
    if (S.Typed && S.Width == R.Width && S.Kind == R.Kind)
      continue;
    bool Retyped = S.Typed;
    S.Typed = true;
    S.Width = R.Width;
    S.Kind = R.Kind == InputKind::Pointer || R.Kind == InputKind::Byte
                 ? InputKind::Unsigned
                 : R.Kind;
    if (Retyped && !S.Pinned) {
      // Different runs read different types here: keep the type's range.
      S.Lo = 0;
      S.Hi = -1;
      markUnbounded(R.Var);
    }
    for (const Named &N : NamedRanges)
      if (N.Name == R.Name || N.Name == "#" + std::to_string(R.Var)) {
        if (S.isFloat()) {
          S.FLo = static_cast<double>(N.Lo);
          S.FHi = static_cast<double>(N.Hi);
        } else {
          S.Lo = std::max(N.Lo, S.typeLo());
          S.Hi = std::min(N.Hi, S.typeHi());
        }
        S.Pinned = true;
      }
  }
}

u128 InputSpace::draw(size_t K, unsigned Width, std::mt19937_64 &Rng) const {
  const InputSlot &S = slot(K);
  if (!S.Typed || S.Width != Width) {
    u128 R = (u128(Rng()) << 64) | Rng();
    return bits::trunc(R, Width);
  }
  if (S.isFloat()) {
    if (S.FLo <= S.FHi) {
      std::uniform_real_distribution<double> U(S.FLo, S.FHi);
      return S.fromDouble(U(Rng));
    }
    return bits::trunc((u128(Rng()) << 64) | Rng(), Width);
  }
  u128 Span = static_cast<u128>(S.hi() - S.lo()) + 1;
  u128 R = (u128(Rng()) << 64) | Rng();
  u128 Off = Span == 0 ? R : R % Span;
  return S.fromInt(S.lo() + static_cast<i128>(Off));
}

u128 InputSpace::clamp(size_t K, u128 Raw) const {
  const InputSlot &S = slot(K);
  if (!S.Typed)
    return Raw;
  if (S.isFloat()) {
    if (S.FLo > S.FHi)
      return Raw;
    double D = S.toDouble(Raw);
    if (!(D >= S.FLo))
      D = S.FLo;
    if (D > S.FHi)
      D = S.FHi;
    return S.fromDouble(D);
  }
  i128 V = S.toInt(Raw);
  V = std::min(std::max(V, S.lo()), S.hi());
  return S.fromInt(V);
}

void InputSpace::addNamedRange(std::string Name, i128 Lo, i128 Hi) {
  NamedRanges.push_back({std::move(Name), Lo, Hi});
}

void InputSpace::assumeRange(size_t K, i128 Lo, i128 Hi) {
  InputSlot &S = slotFor(K);
  if (S.Pinned || Unbounded[K] || S.isFloat())
    return;
  Lo = std::max(Lo, S.typeLo());
  Hi = std::min(Hi, S.typeHi());
  if (Lo > Hi)
    return;
  if (S.Lo > S.Hi) {
    S.Lo = Lo;
    S.Hi = Hi;
  } else {
    S.Lo = std::min(S.Lo, Lo);
    S.Hi = std::max(S.Hi, Hi);
  }
}

void InputSpace::markUnbounded(size_t K) {
  InputSlot &S = slotFor(K);
  Unbounded[K] = 1;
  if (!S.Pinned) {
    S.Lo = 0;
    S.Hi = -1;
  }
}

void InputSpace::narrow(size_t K, i128 Lo, i128 Hi) {
  InputSlot &S = slotFor(K);
  if (S.Pinned || S.isFloat())
    return;
  Lo = std::max(Lo, S.lo());
  Hi = std::min(Hi, S.hi());
  if (Lo > Hi)
    return;
  S.Lo = Lo;
  S.Hi = Hi;
}
