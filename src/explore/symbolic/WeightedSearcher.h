//===- WeightedSearcher.h - KLEE's non-uniform random searchers -*- C++ -*-===//
//
// Seed 004, section 2 (KLEE's WeightedRandomSearcher and DiscretePDF): the
// nurs:* searchers pick a state with probability proportional to a weight
// computed from its depth, instruction counts, query cost or distance to
// uncovered code.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_SYMBOLIC_WEIGHTEDSEARCHER_H
#define FORAGE_EXPLORE_SYMBOLIC_WEIGHTEDSEARCHER_H

#include "explore/symbolic/Searcher.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <random>
#include <vector>

namespace forage {

/// A discrete distribution over states: each state is drawn with
/// probability weight / total weight, or uniformly when every weight is 0.
/// Insert, remove, update and choose take O(log n) (a sum tree over slots;
/// freed slots are reused).
class DiscretePDF {
public:
  bool empty() const { return SlotOf.empty(); }
  size_t size() const { return SlotOf.size(); }
  /// Sum of all weights.
  double total() const { return Sum.empty() ? 0 : Sum[1]; }
  /// Adds S (not yet present) with Weight >= 0.
  void insert(SymState *S, double Weight);
  /// Removes S (present).
  void remove(SymState *S);
  /// Changes the weight of S (present).
  void update(SymState *S, double Weight);
  /// The state whose share of the cumulative weight contains U * total(),
  /// for U in [0, 1); only when !empty().
  SymState *choose(double U) const;
  /// S's current weight (S present).
  double weight(const SymState *S) const;

private:
  void setLeaf(uint32_t Slot, SymState *S, double Weight);
  void grow();

  /// Sum and Count are implicit binary trees: node I has children 2I and
  /// 2I+1, slot K is leaf Capacity + K. Sums are recomputed from the
  /// children (never adjusted by deltas), so no rounding error builds up.
  std::vector<double> Sum;
  std::vector<uint32_t> Count;   ///< Occupied slots below a node.
  std::vector<SymState *> Items; ///< By slot; null if free.
  std::vector<uint32_t> FreeSlots;
  llvm::DenseMap<const SymState *, uint32_t> SlotOf;
  uint32_t Capacity = 0; ///< Leaves; a power of two.
};

/// A uniform double in [0, 1) from 53 random bits.
inline double uniformUnit(std::mt19937_64 &Rng) {
  return static_cast<double>(Rng() >> 11) * 0x1.0p-53;
}

/// What a nurs:* searcher weighs.
enum class NursWeight {
  Depth,
  InstCount,
  CPInstCount,
  QueryCost,
  MinDistToUncovered,
  CoveringNew
};

/// The weight of Name ("nurs:depth", ...), if it names a nurs searcher.
bool parseNursWeight(llvm::StringRef Name, NursWeight &W);

/// KLEE's WeightedRandomSearcher::getWeight for S.
double nursWeight(NursWeight W, const SymState &S, const SearchInfo &Info);

/// A nurs searcher; Info.Rng and the figures W needs must be set.
std::unique_ptr<Searcher> createWeightedSearcher(NursWeight W,
                                                 const SearchInfo &Info);

} // namespace forage

#endif
