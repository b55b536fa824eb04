//===- RangeLearner.cpp - value ranges at observation points --------------===//
//
// Seed 000, sections 6.4 and 7.2: the hull of values seen at function
// entries (arguments) and exits (return values). The deviation form scores
// each side separately: clip((hi - b)/w) + clip((a - lo)/w), times 16.
//
//===----------------------------------------------------------------------===//
#include "sampling/Learner.h"

#include <algorithm>
#include <map>

using namespace forage;

namespace forage {
class RangeLearner : public Learner {
public:
  const char *name() const override { return "range"; }
  void observe(const SampleTrace &T) override {
    for (auto &[P, V] : T.Values) {
      auto [It, New] = Pending.try_emplace(P, V);
      if (!New) {
        It->second.Lo = std::min(It->second.Lo, V.Lo);
        It->second.Hi = std::max(It->second.Hi, V.Hi);
      }
    }
  }
  void endRound() override { Frozen = Pending; }
  double logBias(const SampleTrace &T) const override {
    constexpr double KappaR = 16;
    auto clip = [](double X) { return std::min(std::max(X, -1.0), 4.0); };
    double L = 0;
    for (auto &[P, R] : Frozen) {
      if (R.Hi == R.Lo && Frozen.size() > 64)
        continue; // constants say little; keep big programs cheap
      auto It = T.Values.find(P);
      if (It == T.Values.end()) {
        L -= 2;
        continue;
      }
      double W = std::max(1.0, R.Hi - R.Lo);
      L += clip((It->second.Hi - R.Hi) / W) + clip((R.Lo - It->second.Lo) / W);
    }
    return KappaR * L;
  }
  llvm::json::Object report() const override {
    return llvm::json::Object{{"points", static_cast<int64_t>(Frozen.size())}};
  }
  std::vector<LearnedRange> ranges() const {
    std::vector<LearnedRange> Out;
    for (auto &[P, R] : Frozen)
      Out.push_back({P, R.Lo, R.Hi});
    return Out;
  }

private:
  // Ordered, so that sums and objectives come in a fixed order.
  std::map<uint32_t, ValueSpan> Frozen, Pending;
};
} // namespace forage

std::unique_ptr<Learner> forage::createRangeLearner() {
  return std::make_unique<RangeLearner>();
}

std::vector<LearnedRange> forage::learnedRanges(const Learner &L) {
  if (auto *R = dynamic_cast<const RangeLearner *>(&L))
    return R->ranges();
  return {};
}
