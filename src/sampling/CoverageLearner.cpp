//===- CoverageLearner.cpp - the coverage bias (edge earliness) -----------===//
//
// Seed 000, sections 6.2 and 7.1.
//
//===----------------------------------------------------------------------===//
#include "sampling/Learner.h"

#include <cmath>

using namespace forage;

namespace {
class CoverageLearner : public Learner {
public:
  explicit CoverageLearner(size_t N) : Covered(N, 0), Pending(N, 0) {}
  const char *name() const override { return "coverage"; }
  void observe(const SampleTrace &T) override {
    for (uint32_t E : T.Edges)
      if (!Pending[E]) {
        Pending[E] = 1;
        ++NumPending;
      }
    PendingLongest = std::max(PendingLongest, T.Edges.size());
  }
  void endRound() override {
    Covered = Pending;
    NumCovered = NumPending;
    Longest = PendingLongest;
  }
  double logBias(const SampleTrace &T) const override {
    for (size_t L = 0; L < T.Edges.size(); ++L)
      if (!Covered[T.Edges[L]])
        return -static_cast<double>(L) * std::log(2.0);
    return -static_cast<double>(std::max(Longest, T.Edges.size()) + 1) *
           std::log(2.0);
  }
  llvm::json::Object report() const override {
    return llvm::json::Object{
        {"edges_covered", static_cast<int64_t>(NumCovered)},
        {"longest_trace", static_cast<int64_t>(Longest)}};
  }

private:
  std::vector<uint8_t> Covered, Pending;
  size_t NumCovered = 0, NumPending = 0;
  size_t Longest = 0, PendingLongest = 0;
};
} // namespace

std::unique_ptr<Learner> forage::createCoverageLearner(size_t NumBranches) {
  return std::make_unique<CoverageLearner>(NumBranches);
}
