//===-- solver/Z3Params.h - the parameters every Z3 solver gets -*- C++ -*-===//
//
// Z3 installs its own SIGINT handler for the length of every check unless
// told not to (parameter "ctrl_c", on by default). A Ctrl-C that lands
// inside a check then only cancels that query, which returns "unknown",
// and forage runs on. Every solver forage makes is built with these
// parameters, so the signal reaches forage's own handler instead.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_Z3PARAMS_H
#define FORAGE_SOLVER_Z3PARAMS_H

#include "support/Clock.h"

#include <algorithm>
#include <cstdint>
#include <z3++.h>

namespace forage {

inline z3::params z3Params(z3::context &Ctx, unsigned TimeoutMs) {
  z3::params P(Ctx);
  P.set("timeout", TimeoutMs);
  P.set("ctrl_c", false);
  return P;
}

/// The per-query limit TimeoutMs cut to what is left until Deadline (a
/// steady_clock point in nanoseconds; 0 = none); 0 if nothing is left.
inline unsigned z3Limit(unsigned TimeoutMs, uint64_t Deadline) {
  if (!Deadline)
    return TimeoutMs;
  uint64_t Now = steadyNanos();
  if (Now >= Deadline)
    return 0;
  return static_cast<unsigned>(
      std::min<uint64_t>(TimeoutMs, (Deadline - Now) / 1'000'000 + 1));
}

} // namespace forage

#endif
