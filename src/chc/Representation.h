//===- Representation.h - the integer range each value is kept in -*- C++ -*-//
//
// The Horn clauses speak of mathematical integers, because Spacer finds
// linear invariants over them (a counter's `c >= 0`, a loop's `x + y == n`)
// and finds few over bit-vectors. An LLVM value of w bits is kept either in
// the signed range [-2^(w-1), 2^(w-1)) or in the unsigned range [0, 2^w);
// conversions between the two are exact (an if-then-else), so the choice
// only decides how easily Spacer generalises, never what is provable. Values
// joined by phis, selects, tracked memory, arguments and return values form
// one web and share a range, chosen by a vote of how the program uses them:
// signed comparisons, sext and nsw arithmetic vote signed; unsigned
// comparisons, zext, udiv/urem/lshr and plain arithmetic vote unsigned.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_REPRESENTATION_H
#define FORAGE_CHC_REPRESENTATION_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Function.h"

#include <functional>
#include <vector>

namespace forage {

class Representation {
public:
  /// Votes over Functions' instructions; Memory(V) names the tracked
  /// memory cell a load or store pointer V reaches (null: untracked), so
  /// that what is stored and what is loaded join one web.
  Representation(
      const std::vector<const llvm::Function *> &Functions,
      const std::function<const llvm::Value *(const llvm::Value *)> &Memory);
  /// Whether V (an integer value or a tracked memory cell) is kept signed.
  bool isSigned(const llvm::Value *V) const;

private:
  const llvm::Value *find(const llvm::Value *V) const;
  void join(const llvm::Value *A, const llvm::Value *B);
  void vote(const llvm::Value *V, int Signed);

  mutable llvm::DenseMap<const llvm::Value *, const llvm::Value *> Parent;
  llvm::DenseMap<const llvm::Value *, int> Votes;
};

} // namespace forage

#endif
