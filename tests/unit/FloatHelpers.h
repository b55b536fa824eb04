//===- FloatHelpers.h - doubles and an opaque sin for unit tests -*- C++
//-*-===//
#ifndef FORAGE_TESTS_FLOATHELPERS_H
#define FORAGE_TESTS_FLOATHELPERS_H

#include "expr/ExprContext.h"

#include <cmath>

namespace forage::test {

inline u128 bitsOf(double D) { return fp::fromDouble(D, 64); }
inline double valueOf(u128 B) { return fp::toDouble(B, 64); }

/// libm's sin as an OpaqueFunction over doubles, as exec/OpaqueCalls makes
/// it for a program (but without libffi).
inline OpaqueFunction sinFunction() {
  OpaqueFunction F;
  F.Name = "sin";
  F.ParamWidths = {64};
  F.ParamIsFloat = {true};
  F.RetWidth = 64;
  F.RetIsFloat = true;
  F.Native = [](const u128 *A) { return bitsOf(std::sin(valueOf(A[0]))); };
  return F;
}

} // namespace forage::test

#endif
