//===- Domain.cpp - membership and bounding boxes of sampling domains -----===//
//
// Seed 000, section 8.5.
//
//===----------------------------------------------------------------------===//
#include "sampling/Domain.h"

#include <cmath>
#include <limits>

using namespace forage;

std::pair<i128, i128> Domain::bounds(const InputSpace &Space, size_t K) const {
  auto It = Bounds.find(static_cast<uint32_t>(K));
  const InputSlot &S = Space.slot(K);
  if (It == Bounds.end())
    return {S.lo(), S.hi()};
  return {std::max(It->second.first, S.lo()),
          std::min(It->second.second, S.hi())};
}

bool Domain::contains(const InputSpace &Space, const InputVec &V) const {
  for (const LinRow &R : Rows) {
    double Sum = 0;
    for (auto [P, C] : R.Terms) {
      u128 Raw = P < V.size() ? V[P] : 0;
      Sum += C * static_cast<double>(Space.slot(P).toInt(Raw));
    }
    double Tol = 1e-6 * std::max(1.0, std::fabs(Sum));
    if (Sum < R.Lo - Tol || Sum > R.Hi + Tol)
      return false;
  }
  return true;
}

bool forage::boundingBox(
    const InputSpace &Space, const std::vector<LinRow> &Rows,
    llvm::DenseMap<uint32_t, std::pair<i128, i128>> &Bounds) {
  llvm::DenseMap<uint32_t, std::pair<double, double>> B;
  auto get = [&](uint32_t P) -> std::pair<double, double> & {
    auto It = B.find(P);
    if (It != B.end())
      return It->second;
    const InputSlot &S = Space.slot(P);
    return B[P] = {static_cast<double>(S.lo()), static_cast<double>(S.hi())};
  };
  for (const LinRow &R : Rows)
    for (auto [P, C] : R.Terms)
      get(P);
  for (int Sweep = 0; Sweep < 20; ++Sweep) {
    bool Changed = false;
    for (const LinRow &R : Rows) {
      // Bounds of the whole sum, then of each term with the others fixed.
      double SLo = 0, SHi = 0;
      for (auto [P, C] : R.Terms) {
        auto &[L, H] = get(P);
        SLo += C > 0 ? C * L : C * H;
        SHi += C > 0 ? C * H : C * L;
      }
      for (auto [P, C] : R.Terms) {
        auto &[L, H] = get(P);
        double TLo = C > 0 ? C * L : C * H, THi = C > 0 ? C * H : C * L;
        double RestLo = SLo - TLo, RestHi = SHi - THi;
        // R.Lo - RestHi <= C*x <= R.Hi - RestLo
        double XLo = (R.Lo - RestHi) / C, XHi = (R.Hi - RestLo) / C;
        if (C < 0)
          std::swap(XLo, XHi);
        if (std::isnan(XLo) || std::isnan(XHi))
          continue;
        XLo = std::ceil(XLo - 1e-9);
        XHi = std::floor(XHi + 1e-9);
        if (XLo > L) {
          L = XLo;
          Changed = true;
        }
        if (XHi < H) {
          H = XHi;
          Changed = true;
        }
        if (L > H)
          return false;
      }
    }
    if (!Changed)
      break;
  }
  for (auto &[P, LH] : B) {
    // Doubles near 2^127 do not convert back; clamp to the static range.
    const InputSlot &S = Space.slot(P);
    i128 L = LH.first <= static_cast<double>(S.lo())
                 ? S.lo()
                 : static_cast<i128>(LH.first);
    i128 H = LH.second >= static_cast<double>(S.hi())
                 ? S.hi()
                 : static_cast<i128>(LH.second);
    Bounds[P] = {L, H};
  }
  return true;
}
