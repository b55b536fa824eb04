//===- InputSpace.h - typed input vectors and their static ranges -*- C++
//-*-===//
//
// Seed 000, sections 2 and 4.3: the sampler's state is the ordered vector
// of input values a run consumes; each position has a type and a static
// range (the type's, narrowed by --range or by assumptions that bound it).
// Runs that read past the vector's end get fresh uniform values.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_INPUTSPACE_H
#define FORAGE_SAMPLING_INPUTSPACE_H

#include "exec/State.h"
#include "expr/Expr.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace forage {

using InputVec = std::vector<u128>; ///< Raw bit patterns, by position.

/// The type and static range of one input position. Integer ranges are of
/// the value as the kind reads it (signed or not); float positions keep
/// their full range unless one is given.
struct InputSlot {
  uint16_t Width = 32;
  InputKind Kind = InputKind::Signed;
  bool Typed = false;       ///< A run has consumed this position.
  i128 Lo = 0, Hi = -1;     ///< Lo > Hi: the type's range.
  double FLo = 0, FHi = -1; ///< Floats: FLo > FHi means unbounded.
  bool Pinned = false;      ///< Set by --range: learning does not widen it.

  bool isFloat() const { return Kind == InputKind::Float; }
  i128 typeLo() const;
  i128 typeHi() const;
  i128 lo() const { return Lo <= Hi ? Lo : typeLo(); }
  i128 hi() const { return Lo <= Hi ? Hi : typeHi(); }
  /// The integer value of raw bits, as the kind reads them.
  i128 toInt(u128 Raw) const;
  u128 fromInt(i128 V) const;
  double toDouble(u128 Raw) const;
  u128 fromDouble(double D) const;
};

class InputSpace {
public:
  /// The slot of position K (a default 32-bit signed one if unseen).
  const InputSlot &slot(size_t K) const;
  InputSlot &slotFor(size_t K);
  size_t size() const { return Slots.size(); }
  /// Records the types of the inputs a run consumed.
  void learnTypes(const std::vector<InputRecord> &Inputs);
  /// A uniform draw from position K's static range (Width bits).
  u128 draw(size_t K, unsigned Width, std::mt19937_64 &Rng) const;
  /// Clamps a value into position K's static range.
  u128 clamp(size_t K, u128 Raw) const;
  /// --range NAME=LO:HI: positions whose input is named NAME, or position
  /// #K. Applied as inputs with that name are seen.
  void addNamedRange(std::string Name, i128 Lo, i128 Hi);
  /// Narrows position K to [Lo, Hi] found by an assumption (hull of all
  /// runs' bounds); Unbounded marks a position some run read unbounded.
  void assumeRange(size_t K, i128 Lo, i128 Hi);
  void markUnbounded(size_t K);
  /// Intersects position K's range with [Lo, Hi] (an assumption's bound).
  void narrow(size_t K, i128 Lo, i128 Hi);

private:
  struct Named {
    std::string Name;
    i128 Lo, Hi;
  };
  std::vector<InputSlot> Slots;
  std::vector<uint8_t> Unbounded;
  std::vector<Named> NamedRanges;
  InputSlot Default;
};

} // namespace forage

#endif
