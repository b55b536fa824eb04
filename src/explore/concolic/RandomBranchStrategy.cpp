//===- RandomBranchStrategy.cpp - RandomBranchSearch (seed 001, 3.2) ------===//
#include "explore/concolic/PathForcer.h"
#include "explore/concolic/RandomStrategies.h"

using namespace forage;

namespace {
class RandomBranchStrategy final : public ForcingStrategy {
public:
  RandomBranchStrategy(SearchContext &C, unsigned RestartAfter)
      : ForcingStrategy(C), RestartAfter(RestartAfter) {}
  const char *name() const override { return "random-branch"; }
  std::optional<Assignment> next() override;

private:
  unsigned RestartAfter;
};

std::optional<Assignment> RandomBranchStrategy::next() {
  if (RestartAfter && C.Iterations - C.LastNewCoverage >= RestartAfter) {
    C.LastNewCoverage = C.Iterations; // count anew from the restart
    return Forcer.restart();
  }
  std::vector<size_t> Cands = Forcer.forcible();
  // A few tries at random branches; a path whose branches cannot be forced
  // gives way to fresh random inputs.
  for (unsigned Try = 0; Try < 8 && !Cands.empty(); ++Try) {
    if (C.ShouldStop && C.ShouldStop())
      return std::nullopt;
    size_t Pick = C.Rng() % Cands.size();
    if (std::optional<Assignment> A = Forcer.force(Cands[Pick]))
      return A;
    Cands.erase(Cands.begin() + static_cast<long>(Pick));
  }
  return Forcer.restart();
}
} // namespace

std::unique_ptr<Strategy>
forage::createRandomBranchStrategy(SearchContext &C, unsigned RestartAfter) {
  return std::make_unique<RandomBranchStrategy>(C, RestartAfter);
}
