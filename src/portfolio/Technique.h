//===- Technique.h - a technique as a component of a session ----*- C++ -*-===//
//
// Decision 12 of docs/architecture.md: each technique takes turns on the
// session, reading and writing its goal map. A turn ends after a number
// of seconds (under --time) or after an amount of work, counted in the
// technique's own deterministic unit (program executions, ARG nodes built,
// backward segments, Spacer queries): a portfolio run without --time
// bounds every turn by work only, so that it writes the same tests in the
// same order on any machine and any load.
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
  double Seconds = 1e18; ///< Wall-clock length; huge = none.
  /// Work, in the technique's unit (Technique::work()); 0 = none.
  uint64_t Work = 0;
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

/// Where an execution started in a turn is cut: at the turn's end, or at
/// a tenth of the run's budget (Budget seconds; 0 = none) from now if that
/// is later, so that a program whose executions are long still completes
/// some; never past RunEnd; 0 if nothing bounds it. One execution that
/// never ended (units: a loop growing a buffer by realloc, natively too)
/// took the first turn of a 120 s run to its end while every other
/// technique waited.
inline uint64_t executionDeadline(const Turn &T, double Budget,
                                  uint64_t RunEnd) {
  if (T.Seconds >= 1e9)
    return RunEnd;
  double Seconds = std::max(T.Seconds, 0.1 * Budget);
  uint64_t End = steadyNanos() + static_cast<uint64_t>(Seconds * 1e9);
  return RunEnd ? std::min(End, RunEnd) : End;
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
  /// Program executions so far (what --max-iterations counts).
  virtual uint64_t executions() const { return 0; }
  /// Steps so far that brought an open goal closer without settling it
  /// (the climb's branch-distance improvements): a turn with such progress
  /// keeps the technique's floor, as a turn that settles a goal does.
  virtual uint64_t progress() const { return 0; }
  /// Work done so far, in its deterministic unit: what a turn without
  /// --time is measured in. By default program executions.
  virtual uint64_t work() const { return executions(); }
  /// Units of work in a full turn (a quantum) when its unit is not an
  /// execution; 0: it is, and the portfolio's QuantumExecutions applies.
  virtual uint64_t workQuantum() const { return 0; }
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
