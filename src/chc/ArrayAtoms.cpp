//===- ArrayAtoms.cpp - quantified candidates over arrays -----------------===//
#include "chc/ArrayAtoms.h"

#include <algorithm>

using namespace forage;

std::vector<z3::expr>
forage::arrayAtoms(const z3::expr_vector &Params,
                   const std::vector<std::pair<unsigned, uint64_t>> &Shapes,
                   const std::vector<int64_t> &Values, size_t Max) {
  std::vector<z3::expr> Out;
  if (Params.empty())
    return Out;
  z3::context &Z = Params.ctx();
  std::vector<unsigned> Arrays;
  std::vector<z3::expr> Ints;
  for (unsigned K = 0; K < Params.size(); ++K) {
    z3::expr P = Params[static_cast<int>(K)];
    if (P.is_int())
      Ints.push_back(P);
    else if (K < Shapes.size() && Shapes[K].first && P.is_array() &&
             P.get_sort().array_domain().is_int() &&
             P.get_sort().array_range().is_int())
      Arrays.push_back(K);
  }
  if (Arrays.empty())
    return Out;
  // Each atom costs checks of every clause of the relation: the fill
  // values are the four constants nearest 0.
  std::vector<int64_t> Fill(Values);
  std::stable_sort(Fill.begin(), Fill.end(), [](int64_t A, int64_t B) {
    return (A < 0 ? -A : A) < (B < 0 ? -B : B);
  });
  if (Fill.size() > 4)
    Fill.resize(4);
  z3::expr Off = Z.int_const("k!elem");
  // "k is an element of A below T elements".
  auto Below = [&](unsigned E, const z3::expr &T) {
    z3::expr In = Off >= 0 && Off < Z.int_val(E) * T;
    if (E > 1)
      In = In && z3::mod(Off, Z.int_val(E)) == 0;
    return In;
  };
  auto Add = [&](const z3::expr &In, const z3::expr &Eq) {
    if (Out.size() < Max)
      Out.push_back(z3::forall(Off, z3::implies(In, Eq)));
  };
  for (unsigned A : Arrays) {
    auto [E, N] = Shapes[A];
    z3::expr PA = Params[static_cast<int>(A)];
    // The whole object first, then each integer argument as the bound.
    std::vector<z3::expr> Bounds;
    if (N)
      Bounds.push_back(Z.int_val(static_cast<uint64_t>(N)));
    for (const z3::expr &T : Ints)
      Bounds.push_back(T);
    for (const z3::expr &T : Bounds) {
      z3::expr In = Below(E, T);
      for (unsigned B : Arrays)
        if (B > A && Shapes[B].first == E)
          Add(In, z3::select(PA, Off) ==
                      z3::select(Params[static_cast<int>(B)], Off));
      for (int64_t C : Fill)
        Add(In, z3::select(PA, Off) == Z.int_val(C));
    }
  }
  return Out;
}
