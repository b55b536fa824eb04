//===- TestCase.cpp - rendering of input values ---------------------------===//
#include "suite/TestCase.h"
#include "expr/Bits.h"

#include <cstdio>
#include <cstring>

using namespace forage;

std::string forage::formatInput(const TestInput &In) {
  char Buf[64];
  if (In.Fmt == TestInput::Float) {
    if (In.Width == 32) {
      float F;
      uint32_t B = static_cast<uint32_t>(In.Value);
      std::memcpy(&F, &B, 4);
      std::snprintf(Buf, sizeof Buf, "%.9g", static_cast<double>(F));
    } else if (In.Width == 64) {
      double D;
      uint64_t B = static_cast<uint64_t>(In.Value);
      std::memcpy(&D, &B, 8);
      std::snprintf(Buf, sizeof Buf, "%.17g", D);
    } else {
      long double L = 0;
      std::memcpy(&L, &In.Value, 10);
      std::snprintf(Buf, sizeof Buf, "%.21Lg", L);
    }
    return Buf;
  }
  bits::toDecimal(In.Value, In.Width, In.Fmt == TestInput::Signed, Buf);
  return Buf;
}
