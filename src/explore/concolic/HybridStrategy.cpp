//===- HybridStrategy.cpp - a portfolio of concolic searches --------------===//
//
// generational, cfg and random-branch take turns on one coverage map and
// one solver chain, in that order (generational first: on a small path
// space it finishes and proves it exhausted before the others start). The
// active search keeps its turn while it covers new branches; after Patience
// iterations without, the next one takes over where it left off. A whole round
// without new coverage doubles the patience (so that slower, deeper searches
// get longer turns); new coverage resets it. Generational search running out
// means the path space is exhausted, which ends the portfolio too. When it
// runs out without that proof (an unknown solver answer, outside data),
// the others go on only while they still find something: after
// StallAfterGenerational iterations without new coverage the run ends
// (without a budget it would otherwise re-run known paths forever).
//
//===----------------------------------------------------------------------===//
#include "explore/concolic/GuidedStrategies.h"
#include "explore/concolic/RandomStrategies.h"

#include <array>

using namespace forage;

namespace {

class HybridStrategy final : public Strategy {
public:
  HybridStrategy(SearchContext &C, unsigned RestartAfter, bool ReturnEdges)
      : C(C), Parts{createGenerationalStrategy(C),
                    createCfgStrategy(C, RestartAfter, ReturnEdges),
                    createRandomBranchStrategy(C, RestartAfter)} {}
  const char *name() const override { return "hybrid"; }
  void update(const State &S, const Assignment &Model) override;
  std::optional<Assignment> next() override;
  bool complete() const override { return Parts[Generational]->complete(); }
  bool wantsTrace() const override { return true; }

private:
  static constexpr size_t Generational = 0;
  static constexpr uint64_t BasePatience = 64, MaxPatience = 4096;
  static constexpr uint64_t StallAfterGenerational = 100'000;

  void handOn();

  SearchContext &C;
  std::array<std::unique_ptr<Strategy>, 3> Parts;
  std::array<bool, 3> Out{}; ///< Returned nothing (ran out).
  bool Seeded = false;
  size_t Active = 0;
  uint64_t TurnStart = 0, Patience = BasePatience;
  size_t StalledTurns = 0; ///< Consecutive turns without new coverage.
  bool TurnCovered = false;
};

void HybridStrategy::handOn() {
  StalledTurns = TurnCovered ? 0 : StalledTurns + 1;
  if (StalledTurns >= Parts.size()) {
    Patience = std::min(Patience * 2, MaxPatience);
    StalledTurns = 0;
  }
  for (size_t K = 1; K <= Parts.size(); ++K) {
    size_t Next = (Active + K) % Parts.size();
    if (!Out[Next]) {
      Active = Next;
      break;
    }
  }
  TurnStart = C.Iterations;
  TurnCovered = false;
}

void HybridStrategy::update(const State &S, const Assignment &Model) {
  if (!Seeded) {
    // Every search starts from the first run.
    Seeded = true;
    for (auto &P : Parts)
      P->update(S, Model);
    return;
  }
  Parts[Active]->update(S, Model);
  if (C.NewBranches > 0) {
    TurnCovered = true;
    Patience = BasePatience;
  }
  uint64_t Since = std::max(TurnStart, C.LastNewCoverage);
  if (C.Iterations - Since >= Patience)
    handOn();
}

std::optional<Assignment> HybridStrategy::next() {
  if (Out[Generational] &&
      C.Iterations - C.LastNewCoverage >= StallAfterGenerational)
    return std::nullopt;
  while (!(C.ShouldStop && C.ShouldStop())) {
    if (std::optional<Assignment> A = Parts[Active]->next())
      return A;
    // Stopped (the budget, or the end of a portfolio turn) is not run out:
    // the search resumes where it stopped at the next call.
    if (C.ShouldStop && C.ShouldStop())
      return std::nullopt;
    Out[Active] = true;
    if (Active == Generational && Parts[Active]->complete())
      return std::nullopt; // every path was run
    if (std::all_of(Out.begin(), Out.end(), [](bool B) { return B; }))
      return std::nullopt;
    handOn();
  }
  return std::nullopt;
}

} // namespace

std::unique_ptr<Strategy> forage::createHybridStrategy(SearchContext &C,
                                                       unsigned RestartAfter,
                                                       bool ReturnEdges) {
  return std::make_unique<HybridStrategy>(C, RestartAfter, ReturnEdges);
}
