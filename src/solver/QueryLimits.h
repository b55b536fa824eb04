//===- QueryLimits.h - what one solver query may spend ----------*- C++ -*-===//
//
// A limit that decides whether a query answers must not depend on the speed
// of the machine: the same --seed would otherwise give a different suite on
// a loaded machine than on an idle one (docs/determinism.md). Z3 is
// therefore bounded by its resource count ("rlimit", a count of the work
// its procedures do, the same on any machine), the concolic walk by its
// steps. Time stays only as a safety net far above what the resource limit
// takes, counted in the solving thread's processor time (a loaded machine
// slows the wall clock, not the work done per processor second): a query
// that passes it answers unknown, and each such answer is counted
// (stats.json, "safety_net_fired"), since it is the one place where the
// machine can still change a result.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_QUERYLIMITS_H
#define FORAGE_SOLVER_QUERYLIMITS_H

#include <cstdint>

namespace forage {

struct QueryLimits {
  /// Z3's resource limit per check (0 = none). The default was calibrated
  /// on bench/programs against the former 2 s wall-clock limit
  /// (bench/results/determinism).
  unsigned Rlimit = DefaultRlimit;
  /// The safety net per query, in milliseconds of the solving thread's
  /// processor time (0 = none).
  unsigned SafetyMs = 20000;

  static constexpr unsigned DefaultRlimit = 4'000'000;

  /// The same limits scaled down for a sub-check (at least 1 unit each).
  QueryLimits fraction(unsigned Divisor) const {
    QueryLimits L;
    L.Rlimit = Rlimit ? (Rlimit / Divisor ? Rlimit / Divisor : 1) : 0;
    L.SafetyMs = SafetyMs ? (SafetyMs / Divisor ? SafetyMs / Divisor : 1) : 0;
    return L;
  }
};

} // namespace forage

#endif
