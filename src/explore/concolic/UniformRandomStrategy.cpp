//===- UniformRandomStrategy.cpp - UniformRandomSearch (seed 001, 3.1) ----===//
//
// With a complete solver this samples paths uniformly: a path with k
// symbolic branches is produced with probability 2^-k (the paper's Prop. 1).
//
//===----------------------------------------------------------------------===//
#include "explore/concolic/PathForcer.h"
#include "explore/concolic/RandomStrategies.h"

using namespace forage;

namespace {
class UniformRandomStrategy final : public ForcingStrategy {
public:
  explicit UniformRandomStrategy(SearchContext &C) : ForcingStrategy(C) {}
  const char *name() const override { return "uniform-random"; }
  std::optional<Assignment> next() override;

private:
  size_t Position = 0;
};

std::optional<Assignment> UniformRandomStrategy::next() {
  while (!(C.ShouldStop && C.ShouldStop())) {
    // Walk from the position: each branch is picked with probability 1/2.
    std::optional<size_t> Picked;
    std::vector<size_t> Cands = Forcer.forcible();
    for (size_t J : Cands) {
      if (J < Position)
        continue;
      if (C.Rng() & 1) {
        Picked = J;
        break;
      }
    }
    if (!Picked) {
      // The search terminated on this path: restart on fresh inputs.
      Position = 0;
      return Forcer.restart();
    }
    Position = *Picked + 1;
    if (std::optional<Assignment> A = Forcer.force(*Picked))
      return A;
  }
  return std::nullopt;
}
} // namespace

std::unique_ptr<Strategy>
forage::createUniformRandomStrategy(SearchContext &C) {
  return std::make_unique<UniformRandomStrategy>(C);
}
