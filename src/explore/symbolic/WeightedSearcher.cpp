//===- WeightedSearcher.cpp - nurs:* searchers over a discrete PDF --------===//
//
// Seed 004, section 2 / KLEE's WeightedRandomSearcher: a state is drawn with
// probability proportional to its weight. As in KLEE, only the state that
// ran and the states it created get their weights recomputed after a step.
//
//===----------------------------------------------------------------------===//
#include "explore/symbolic/WeightedSearcher.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>
#include <cassert>
#include <cmath>

using namespace forage;

//===----------------------------------------------------------------------===//
// DiscretePDF
//===----------------------------------------------------------------------===//

void DiscretePDF::grow() {
  uint32_t NewCapacity = std::max<uint32_t>(16, 2 * Capacity);
  std::vector<double> NewSum(2 * NewCapacity, 0.0);
  std::vector<uint32_t> NewCount(2 * NewCapacity, 0);
  for (uint32_t K = 0; K < Capacity; ++K) {
    NewSum[NewCapacity + K] = Sum[Capacity + K];
    NewCount[NewCapacity + K] = Count[Capacity + K];
  }
  for (uint32_t I = NewCapacity - 1; I >= 1; --I) {
    NewSum[I] = NewSum[2 * I] + NewSum[2 * I + 1];
    NewCount[I] = NewCount[2 * I] + NewCount[2 * I + 1];
  }
  Sum = std::move(NewSum);
  Count = std::move(NewCount);
  Items.resize(NewCapacity, nullptr);
  // Lowest new slot on top, so slots fill in order.
  for (uint32_t K = NewCapacity; K-- > Capacity;)
    FreeSlots.push_back(K);
  Capacity = NewCapacity;
}

void DiscretePDF::setLeaf(uint32_t Slot, SymState *S, double Weight) {
  assert(Weight >= 0 && std::isfinite(Weight) && "bad weight");
  Items[Slot] = S;
  uint32_t I = Capacity + Slot;
  Sum[I] = S ? Weight : 0.0;
  Count[I] = S ? 1 : 0;
  for (I /= 2; I >= 1; I /= 2) {
    Sum[I] = Sum[2 * I] + Sum[2 * I + 1];
    Count[I] = Count[2 * I] + Count[2 * I + 1];
  }
}

void DiscretePDF::insert(SymState *S, double Weight) {
  assert(S && !SlotOf.count(S) && "state inserted twice");
  if (FreeSlots.empty())
    grow();
  uint32_t Slot = FreeSlots.back();
  FreeSlots.pop_back();
  SlotOf[S] = Slot;
  setLeaf(Slot, S, Weight);
}

void DiscretePDF::remove(SymState *S) {
  auto It = SlotOf.find(S);
  assert(It != SlotOf.end() && "removing a state not in the PDF");
  uint32_t Slot = It->second;
  SlotOf.erase(It);
  setLeaf(Slot, nullptr, 0.0);
  FreeSlots.push_back(Slot);
}

void DiscretePDF::update(SymState *S, double Weight) {
  auto It = SlotOf.find(S);
  assert(It != SlotOf.end() && "updating a state not in the PDF");
  setLeaf(It->second, S, Weight);
}

double DiscretePDF::weight(const SymState *S) const {
  auto It = SlotOf.find(S);
  assert(It != SlotOf.end() && "weight of a state not in the PDF");
  return Sum[Capacity + It->second];
}

SymState *DiscretePDF::choose(double U) const {
  assert(!empty() && U >= 0 && U < 1 && "bad choice");
  uint32_t I = 1;
  if (Sum[1] > 0) {
    // Descend into a subtree of positive weight holding the target; the
    // checks on zero sums keep rounding from landing on an empty slot.
    double Target = U * Sum[1];
    while (I < Capacity) {
      uint32_t L = 2 * I, R = L + 1;
      if (Sum[R] <= 0 || Target < Sum[L]) {
        I = L;
      } else {
        Target -= Sum[L];
        I = R;
      }
    }
  } else {
    // Every weight is 0: uniform among the occupied slots.
    uint32_t K =
        std::min<uint32_t>(Count[1] - 1, static_cast<uint32_t>(U * Count[1]));
    while (I < Capacity) {
      uint32_t L = 2 * I;
      if (K < Count[L]) {
        I = L;
      } else {
        K -= Count[L];
        I = L + 1;
      }
    }
  }
  assert(Items[I - Capacity] && "chose an empty slot");
  return Items[I - Capacity];
}

//===----------------------------------------------------------------------===//
// Weights
//===----------------------------------------------------------------------===//

bool forage::parseNursWeight(llvm::StringRef Name, NursWeight &W) {
  static const struct {
    const char *Name;
    NursWeight W;
  } Table[] = {{"nurs:depth", NursWeight::Depth},
               {"nurs:icnt", NursWeight::InstCount},
               {"nurs:cpicnt", NursWeight::CPInstCount},
               {"nurs:qc", NursWeight::QueryCost},
               {"nurs:md2u", NursWeight::MinDistToUncovered},
               {"nurs:covnew", NursWeight::CoveringNew}};
  for (const auto &E : Table)
    if (Name == E.Name) {
      W = E.W;
      return true;
    }
  return false;
}

double forage::nursWeight(NursWeight W, const SymState &S,
                          const SearchInfo &Info) {
  switch (W) {
  case NursWeight::Depth:
    return S.Depth;
  case NursWeight::InstCount: {
    double Inv = 1.0 / std::max<uint64_t>(1, Info.InstCount(S));
    return Inv * Inv;
  }
  case NursWeight::CPInstCount:
    return 1.0 / std::max<uint64_t>(1, Info.CallPathInstCount(S));
  case NursWeight::QueryCost:
    return S.QueryCost < 0.1 ? 1.0 : 1.0 / S.QueryCost;
  case NursWeight::MinDistToUncovered:
  case NursWeight::CoveringNew: {
    uint64_t MD2U = Info.MinDistToUncovered(S);
    double InvMD2U = 1.0 / static_cast<double>(MD2U ? MD2U : 10000);
    if (W == NursWeight::MinDistToUncovered)
      return InvMD2U * InvMD2U;
    double InvCovNew = 0;
    if (S.InstsSinceCovNew)
      InvCovNew =
          1.0 / static_cast<double>(std::max<int64_t>(
                    1, static_cast<int64_t>(S.InstsSinceCovNew) - 1000));
    return InvCovNew * InvCovNew + InvMD2U * InvMD2U;
  }
  }
  llvm_unreachable("unknown nurs weight");
}

//===----------------------------------------------------------------------===//
// The searcher
//===----------------------------------------------------------------------===//

namespace {

class WeightedRandomSearcher final : public Searcher {
public:
  WeightedRandomSearcher(NursWeight W, const SearchInfo &Info)
      : W(W), Info(Info) {
    assert(Info.Rng && "nurs searcher without a random generator");
    assert((W != NursWeight::InstCount || Info.InstCount) &&
           (W != NursWeight::CPInstCount || Info.CallPathInstCount) &&
           ((W != NursWeight::MinDistToUncovered &&
             W != NursWeight::CoveringNew) ||
            Info.MinDistToUncovered) &&
           "nurs searcher without the figure it weighs");
  }

  SymState &select() override { return *States.choose(uniformUnit(*Info.Rng)); }

  void update(SymState *Current, llvm::ArrayRef<SymState *> Added,
              llvm::ArrayRef<SymState *> Removed) override {
    if (Current && !llvm::is_contained(Removed, Current))
      States.update(Current, nursWeight(W, *Current, Info));
    for (SymState *S : Added)
      States.insert(S, nursWeight(W, *S, Info));
    for (SymState *S : Removed)
      States.remove(S);
  }

  bool empty() const override { return States.empty(); }

private:
  NursWeight W;
  SearchInfo Info;
  DiscretePDF States;
};

} // namespace

std::unique_ptr<Searcher>
forage::createWeightedSearcher(NursWeight W, const SearchInfo &Info) {
  return std::make_unique<WeightedRandomSearcher>(W, Info);
}
