//===- Technique.h - a technique as a component of a session ----*- C++ -*-===//
//
// Decision 12 of docs/architecture.md: each technique takes turns on the
// session, reading and writing its goal map. A turn ends after a number
// of seconds or of program executions, whichever comes first; a portfolio
// run without --time bounds turns by executions only, so that it ends at
// the same point on any machine.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_TECHNIQUE_H
#define FORAGE_PORTFOLIO_TECHNIQUE_H

#include "exec/TestRecorder.h"
#include "support/Clock.h"

#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace forage {

struct Turn {
  double Seconds = 1e18;   ///< Wall-clock length; huge = none.
  uint64_t Executions = 0; ///< Program executions; 0 = none.
};

/// When a turn that starts now ends on the steady clock, capped by RunEnd
/// (the session's deadline; 0 = none); 0 if neither bounds it. A technique
/// gives its solver this deadline: one query past it (a non-linear one
/// that ran to its safety net) took a 0.5 s turn to 10 s, the whole run.
inline uint64_t turnDeadline(const Turn &T, uint64_t RunEnd) {
  uint64_t End = T.Seconds >= 1e9
                     ? 0
                     : steadyNanos() + static_cast<uint64_t>(T.Seconds * 1e9);
  return End && RunEnd ? std::min(End, RunEnd) : End | RunEnd;
}

class Technique {
public:
  virtual ~Technique() = default;
  /// Its name in the summary and stats.json.
  virtual const char *name() const = 0;
  /// Works on the session until T ends, the session's budget ends, or it
  /// has nothing left to try.
  virtual void turn(const Turn &T) = 0;
  /// True once it has nothing left to try (its search is exhausted, its
  /// model checker settled, every target it aims at is decided).
  virtual bool done() const = 0;
  /// True iff it proved that nothing is left: every feasible path of the
  /// program ran (a claim the concolic search makes only without lossy
  /// concretisations, cut executions or outside data).
  virtual bool exhausted() const { return false; }
  /// Program executions so far (the deterministic measure of its work).
  virtual uint64_t executions() const { return 0; }
  /// False for a technique whose work is not executions (the model
  /// checker, reach): its turns are timed even without --time.
  virtual bool countsExecutions() const { return true; }
  /// The portfolio's run is over: writes what it still owes (the tests of
  /// states that covered goals and are still live).
  virtual void finish() {}
  /// What it found and why it stopped, for the summary and stats.json.
  virtual const RunSummary &summary() const = 0;
  /// Its own figures for stats.json.
  virtual void report(llvm::json::Object &Out) const {}
};

} // namespace forage

#endif
