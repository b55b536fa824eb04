//===- ViolationLearner.cpp - the distance-to-violation bias --------------===//
//
// Seed 000, sections 6.3 and 7.4: per target the least branch distance any
// run reached narrows the threshold T each round (q = 0); the graded
// distance g grows linearly near the target and logarithmically far away.
//
//===----------------------------------------------------------------------===//
#include "sampling/Learner.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <cmath>
#include <limits>

using namespace forage;

namespace {
constexpr double Base = 0.9, D0 = 64, W = 300;
const double Kappa = std::log(1 / Base);
constexpr double Inf = std::numeric_limits<double>::infinity();

double graded(double D) {
  D = std::min(D, 18446744073709551616.0);
  return D <= D0 ? Kappa * D : Kappa * D0 * (1 + std::log(D / D0));
}

class ViolationLearner : public Learner {
public:
  ViolationLearner(std::vector<uint32_t> Guards, bool KeepHit)
      : Guards(std::move(Guards)), KeepHit(KeepHit) {}
  const char *name() const override { return "violation"; }

  void observe(const SampleTrace &T) override {
    llvm::DenseSet<uint32_t> Taken;
    for (uint32_t E : T.Edges)
      Taken.insert(E);
    for (uint32_t G : Guards) {
      if (Taken.count(G)) {
        HitGuards.insert(G);
        update(PendingGuardT, G, 0.0); // a hit is distance 0
      }
      auto It = T.FlipDistance.find(G);
      if (It != T.FlipDistance.end())
        update(PendingGuardT, G, It->second);
    }
    for (auto &[Site, D] : T.Divisors) {
      if (D == 0)
        HitDivisions.insert(Site);
      auto [Slot, New] = PendingDivT.try_emplace(Site, D);
      if (!New)
        Slot->second = std::min(Slot->second, D);
      Sites.insert(Site);
    }
  }
  void endRound() override {
    GuardT = PendingGuardT;
    DivT = PendingDivT;
    FrozenHitGuards = HitGuards;
    FrozenHitDivisions = HitDivisions;
    FrozenSites = Sites;
    ++Rounds;
  }
  double logBias(const SampleTrace &T) const override {
    double Best = -Inf;
    bool Any = false;
    for (uint32_t G : Guards) {
      if (FrozenHitGuards.count(G) && !KeepHit)
        continue;
      Any = true;
      auto It = T.FlipDistance.find(G);
      if (It == T.FlipDistance.end()) {
        // Taken (a hit) or not reached.
        bool TakenNow = false;
        for (uint32_t E : T.Edges)
          if (E == G) {
            TakenNow = true;
            break;
          }
        Best = std::max(Best, TakenNow ? std::log(100.0) : -W);
        continue;
      }
      Best = std::max(Best, score(GuardT, G, It->second));
    }
    for (const void *Site : FrozenSites) {
      if (FrozenHitDivisions.count(Site) && !KeepHit)
        continue;
      Any = true;
      auto It = T.Divisors.find(Site);
      Best = std::max(
          Best, It == T.Divisors.end() ? -W : score(DivT, Site, It->second));
    }
    return Any ? Best : 0;
  }
  llvm::json::Object report() const override {
    llvm::json::Array Th;
    for (uint32_t G : Guards) {
      auto It = GuardT.find(G);
      Th.push_back(It == GuardT.end() ? llvm::json::Value(nullptr)
                                      : llvm::json::Value(It->second));
    }
    return llvm::json::Object{
        {"guards", static_cast<int64_t>(Guards.size())},
        {"guards_hit", static_cast<int64_t>(HitGuards.size())},
        {"division_sites", static_cast<int64_t>(Sites.size())},
        {"guard_thresholds", std::move(Th)}};
  }

private:
  template <typename K>
  static void update(llvm::DenseMap<K, double> &M, K Key, double D) {
    auto [Slot, New] = M.try_emplace(Key, D);
    if (!New)
      Slot->second = std::min(Slot->second, D);
  }
  template <typename K>
  double score(const llvm::DenseMap<K, double> &Th, K Key, double D) const {
    auto It = Th.find(Key);
    double T = Rounds == 0 || It == Th.end() ? Inf : It->second;
    return D <= T ? std::log(100.0) : -graded(D);
  }

  std::vector<uint32_t> Guards;
  llvm::DenseMap<uint32_t, double> GuardT, PendingGuardT;
  llvm::DenseMap<const void *, double> DivT, PendingDivT;
  llvm::DenseSet<uint32_t> HitGuards, FrozenHitGuards;
  llvm::DenseSet<const void *> HitDivisions, FrozenHitDivisions, Sites,
      FrozenSites;
  bool KeepHit;
  unsigned Rounds = 0;
};
} // namespace

std::unique_ptr<Learner>
forage::createViolationLearner(std::vector<uint32_t> GuardEdges, bool KeepHit) {
  return std::make_unique<ViolationLearner>(std::move(GuardEdges), KeepHit);
}
