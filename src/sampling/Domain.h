//===- Domain.h - where a Metropolis-Hastings chain moves --------*- C++
//-*-===//
//
// Seed 000, sections 2 and 8.5: a sampling domain is the inputs within the
// static ranges that satisfy a constraint: a polyhedron (the LP
// abstraction) or its bounding box (BBOX), computed by interval
// propagation. Positions the constraint does not mention keep their
// static range.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_DOMAIN_H
#define FORAGE_SAMPLING_DOMAIN_H

#include "sampling/InputSpace.h"
#include "sampling/LinearAbstraction.h"

#include "llvm/ADT/DenseMap.h"

#include <string>
#include <vector>

namespace forage {

struct Domain {
  enum Shape { Input, Polyhedron, Box } K = Input;
  std::vector<LinRow> Rows; ///< Polyhedron: the constraint.
  /// Integer bounds per position (Box and Polyhedron); absent: static.
  llvm::DenseMap<uint32_t, std::pair<i128, i128>> Bounds;
  InputVec Start;  ///< Where the chain starts.
  std::string Why; ///< The objective, for stats.json.

  /// Bounds of position K within this domain.
  std::pair<i128, i128> bounds(const InputSpace &Space, size_t K) const;
  /// True iff V (in the domain's positions) satisfies every row.
  bool contains(const InputSpace &Space, const InputVec &V) const;
  bool linear() const { return K == Polyhedron && !Rows.empty(); }
};

/// Section 8.5: interval constraint propagation from the static ranges to a
/// fixpoint (at most 20 sweeps), integer bounds rounded inward. False if a
/// box is empty (the rows are infeasible).
bool boundingBox(const InputSpace &Space, const std::vector<LinRow> &Rows,
                 llvm::DenseMap<uint32_t, std::pair<i128, i128>> &Bounds);

} // namespace forage

#endif
