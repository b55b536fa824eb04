//===- MonitorGuidedStrategy.h - a strategy on the program x monitors -*- C++
//-*-===//
//
// Seed 003, section 4 (concolic testing on the product P x M1 x ... x Mk)
// as the spec's decorator (6.4): the monitors are tracked along each
// execution's branch trace, and a branch whose flip some monitor refutes
// (no such ARG edge) or shows useless (no pending goal reachable through
// it) is frozen before the wrapped strategy sees the path, so that no
// strategy ever asks the solver for it.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_CRABS_MONITORGUIDEDSTRATEGY_H
#define FORAGE_EXPLORE_CRABS_MONITORGUIDEDSTRATEGY_H

#include "abstraction/Monitor.h"
#include "explore/concolic/Strategy.h"

#include <functional>
#include <memory>

namespace forage {

/// Figures of the monitor guidance, summed over phases.
struct GuidanceStats {
  uint64_t FlipsRefuted = 0; ///< flips_refuted_by_monitor
  uint64_t FlipsDead = 0;    ///< flips_pruned_dead
  uint64_t Divergences = 0;  ///< monitor_divergences
  uint64_t TrackedBranches = 0;
  double TrackingSeconds = 0;
};

class MonitorGuidedStrategy : public Strategy {
public:
  MonitorGuidedStrategy(std::unique_ptr<Strategy> Inner,
                        std::vector<const Monitor *> Monitors,
                        std::function<bool(uint32_t)> Pending,
                        GuidanceStats &Stats);

  const char *name() const override { return Inner->name(); }
  void update(const State &S, const Assignment &Model) override;
  std::optional<Assignment> next() override { return Inner->next(); }
  /// A pruned search never claims the path space exhausted.
  bool complete() const override { return Inner->complete() && !Pruned; }
  bool wantsTrace() const override { return true; }
  void report(llvm::json::Object &Out) const override { Inner->report(Out); }

  /// Freezes, in Path, the entries of S's trace that the monitors rule out
  /// (exposed for tests).
  void freeze(const State &S, std::vector<PathEntry> &Path);

private:
  std::unique_ptr<Strategy> Inner;
  MonitorTracker Tracker;
  std::function<bool(uint32_t)> Pending;
  GuidanceStats &Stats;
  bool Pruned = false;
};

} // namespace forage

#endif
