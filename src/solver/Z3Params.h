//===-- solver/Z3Params.h - the parameters every Z3 solver gets -*- C++ -*-===//
//
// Z3 installs its own SIGINT handler for the length of every check unless
// told not to (parameter "ctrl_c", on by default). A Ctrl-C that lands
// inside a check then only cancels that query, which returns "unknown",
// and forage runs on. Every solver forage makes is built with these
// parameters, so the signal reaches forage's own handler instead.
//
// Each check is bounded by its resource count ("rlimit", deterministic)
// and by a safety net far above it (QueryLimits.h), which the solver
// thread's guard enforces in processor time (solver/Z3Guard.h): Z3's own
// "timeout" counts wall-clock time, which a loaded machine makes fire on
// less work, so it is not set.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_Z3PARAMS_H
#define FORAGE_SOLVER_Z3PARAMS_H

#include "solver/QueryLimits.h"
#include "support/Clock.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <z3++.h>

namespace forage {

inline z3::params z3Params(z3::context &Ctx, const QueryLimits &L) {
  z3::params P(Ctx);
  P.set("rlimit", L.Rlimit);
  P.set("ctrl_c", false);
  return P;
}

/// The limits L with the safety net cut to what is left until Deadline (a
/// steady_clock point in nanoseconds; 0 = none): the run's --time, which
/// the user asked for. False if nothing is left.
inline bool z3Limit(QueryLimits &L, uint64_t Deadline) {
  if (!Deadline)
    return true;
  uint64_t Now = steadyNanos();
  if (Now >= Deadline)
    return false;
  unsigned Left = static_cast<unsigned>(
      std::min<uint64_t>(~0u, (Deadline - Now) / 1'000'000 + 1));
  L.SafetyMs = L.SafetyMs ? std::min(L.SafetyMs, Left) : Left;
  return true;
}

/// Whether Z3's reason for an unknown answer is one of its limits (time,
/// resources, a cancel).
inline bool z3OutOfLimits(const std::string &Why) {
  return Why.find("timeout") != std::string::npos ||
         Why.find("canceled") != std::string::npos ||
         Why.find("resource") != std::string::npos ||
         Why.find("rlimit") != std::string::npos;
}

} // namespace forage

#endif
