//===- RandomInputStrategy.cpp - random testing, the baseline of seed 001 ===//
#include "explore/concolic/RandomStrategies.h"

using namespace forage;

namespace {
class RandomInputStrategy final : public Strategy {
public:
  explicit RandomInputStrategy(SearchContext &C) : C(C) {}
  const char *name() const override { return "random-input"; }
  void update(const State &S, const Assignment &) override {
    NumInputs = std::max(NumInputs, S.Inputs.size());
  }
  std::optional<Assignment> next() override {
    // Values for every input seen so far; inputs past them get the driver's
    // default, which is random for this strategy.
    return randomInputs(C.Rng, NumInputs);
  }
  bool complete() const override { return false; }

private:
  SearchContext &C;
  size_t NumInputs = 0;
};
} // namespace

std::unique_ptr<Strategy> forage::createRandomInputStrategy(SearchContext &C) {
  return std::make_unique<RandomInputStrategy>(C);
}
