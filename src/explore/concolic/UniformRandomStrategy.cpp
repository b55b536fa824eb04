//===- UniformRandomStrategy.cpp - UniformRandomSearch (seed 001, 3.1) ----===//
//
// With a complete solver this samples paths uniformly: a path with k
// symbolic branches is produced with probability 2^-k (the paper's Prop. 1).
//
//===----------------------------------------------------------------------===//
#include "explore/concolic/PathForcer.h"
#include "explore/concolic/RandomStrategies.h"

#include <map>

using namespace forage;

namespace {
class UniformRandomStrategy final : public ForcingStrategy {
public:
  explicit UniformRandomStrategy(SearchContext &C) : ForcingStrategy(C) {}
  const char *name() const override { return "uniform-random"; }
  std::optional<Assignment> next() override;
  void report(llvm::json::Object &Out) const override;

private:
  /// Paths the search generated (the current path when it terminated), by
  /// signature: Prop. 1 says each comes up with probability 2^-k.
  std::map<std::string, uint64_t> Samples;
  size_t Position = 0;
};

void UniformRandomStrategy::report(llvm::json::Object &Out) const {
  llvm::json::Object S;
  for (const auto &[Path, N] : Samples)
    S[Path] = static_cast<int64_t>(N);
  Out["sampled_paths"] = std::move(S);
}

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
      std::string Name = Forcer.signature();
      if (auto It = Samples.find(Name); It != Samples.end())
        ++It->second;
      else if (Samples.size() < 10'000)
        Samples.emplace(std::move(Name), 1);
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
