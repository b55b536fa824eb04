//===- LinearAbstraction.h - path constraints as linear rows -----*- C++
//-*-===//
//
// Seed 000, section 8.4: a path constraint over bit-vectors becomes a
// conjunction of linear (in)equalities over the input positions, read as
// mathematical integers. Non-linear terms (products of inputs, division,
// bit operations, floating point) become nondeterministic values whose
// range is their type's; they are projected out at once, so every row
// mentions inputs only. Disequalities are dropped (or split in two where
// they are the condition an objective wants). The result over-approximates.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_LINEARABSTRACTION_H
#define FORAGE_SAMPLING_LINEARABSTRACTION_H

#include "expr/Expr.h"
#include "sampling/InputSpace.h"

#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace forage {

/// Lo <= sum of Coef * x[Pos] <= Hi (either side may be infinite).
struct LinRow {
  std::vector<std::pair<uint32_t, double>> Terms;
  double Lo, Hi;
};

class LinearAbstraction {
public:
  /// Appends the rows of Cond (holding). False if Cond is found false.
  bool add(ExprRef Cond, std::vector<LinRow> &Rows) const;
  /// The alternatives of a condition an objective wants: usually one row
  /// set; two (x < y, x > y) for a disequality x != y.
  std::vector<std::vector<LinRow>> alternatives(ExprRef Cond) const;
  /// Rows dropped by the last calls (non-linear or disequality).
  mutable uint64_t Dropped = 0;
  /// sum Coef*x + Const + [FreeLo, FreeHi].
  struct Form {
    std::map<uint32_t, double> Coef;
    double Const = 0, FreeLo = 0, FreeHi = 0;

    void scale(double C) {
      for (auto &[P, A] : Coef)
        A *= C;
      Const *= C;
      double L = FreeLo * C, H = FreeHi * C;
      FreeLo = std::min(L, H);
      FreeHi = std::max(L, H);
    }
    void addForm(const Form &O, double C) {
      for (auto &[P, A] : O.Coef)
        Coef[P] += C * A;
      Const += C * O.Const;
      double L = O.FreeLo * C, H = O.FreeHi * C;
      FreeLo += std::min(L, H);
      FreeHi += std::max(L, H);
    }
  };
  /// Forgets the memoised linear forms of subterms.
  void clearCache();

private:
  bool cond(ExprRef E, bool Positive, std::vector<LinRow> &Rows) const;
  bool boolValued(ExprRef E, bool Positive, std::vector<LinRow> &Rows) const;
  bool compare(ExprRef A, ExprRef B, ExprKind K, bool Positive,
               std::vector<LinRow> &Rows) const;

  mutable llvm::DenseMap<std::pair<ExprRef, unsigned>, Form> Cache;
};

} // namespace forage

#endif
