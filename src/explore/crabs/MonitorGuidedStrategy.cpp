//===- MonitorGuidedStrategy.cpp - a strategy on the program x monitors ---===//
#include "explore/crabs/MonitorGuidedStrategy.h"
#include "support/Clock.h"

using namespace forage;

MonitorGuidedStrategy::MonitorGuidedStrategy(
    std::unique_ptr<Strategy> Inner, std::vector<const Monitor *> Monitors,
    std::function<bool(uint32_t)> Pending, GuidanceStats &Stats)
    : Inner(std::move(Inner)), Tracker(std::move(Monitors)),
      Pending(std::move(Pending)), Stats(Stats) {}

void MonitorGuidedStrategy::freeze(const State &S,
                                   std::vector<PathEntry> &Path) {
  Tracker.reset();
  const auto &Ms = Tracker.monitors();
  for (const TraceEntry &T : S.Trace) {
    if (!Tracker.onBranch(T.BranchId, T.Depth))
      ++Stats.Divergences;
    ++Stats.TrackedBranches;
    if (T.PathIndex == TraceEntry::NotSymbolic || T.PathIndex >= Path.size())
      continue;
    PathEntry &E = Path[T.PathIndex];
    if (E.K != PathEntry::Branch)
      continue;
    // Admissible iff every monitor has the sibling edge and, unless it is
    // itself pending, a pending goal stays reachable through it.
    bool Refuted = false, Dead = false;
    for (size_t K = 0; K < Ms.size(); ++K) {
      uint32_t Before = Tracker.before()[K];
      if (Before == Monitor::Top)
        continue;
      const Monitor::Move *M = Ms[K]->step(Before, E.AltBranchId);
      if (!M)
        Refuted = true;
      else if (!Pending(E.AltBranchId) && !Ms[K]->live(*M))
        Dead = true;
    }
    if (!Refuted && !Dead)
      continue;
    ++(Refuted ? Stats.FlipsRefuted : Stats.FlipsDead);
    E.K = PathEntry::Assume;
    E.Alternative = nullptr;
    Pruned = true;
  }
}

void MonitorGuidedStrategy::update(const State &S, const Assignment &Model) {
  if (Tracker.monitors().empty())
    return Inner->update(S, Model);
  // Tracking cost: the copy of the state and the walk over its trace.
  uint64_t Start = steadyNanos();
  State Copy = S;
  freeze(S, Copy.Path);
  Stats.TrackingSeconds += static_cast<double>(steadyNanos() - Start) * 1e-9;
  Inner->update(Copy, Model);
}
