//===- ReachTechnique.h - symcretic reach as a component --------*- C++ -*-===//
//
// Seed 002's symcretic execution (targeted/) on a session, aimed at the
// goals the forward searches leave open: every error call first, then
// (with AimAtBranches) the program's open branch outcomes. A target it
// reaches becomes a test (its witness re-run to the end by the
// interpreter); one it proves unreachable is settled in the goal map, for
// the session's environment (Session::scope()); one left unknown is tried
// again with twice the time, up to three times. Without --time its work
// is counted in backward segments (and one per attempt), and an attempt is
// bounded by segments instead of seconds: the same on any machine.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_REACHTECHNIQUE_H
#define FORAGE_PORTFOLIO_REACHTECHNIQUE_H

#include "portfolio/Technique.h"
#include "session/Session.h"
#include "solver/IncrementalSolver.h"
#include "targeted/ReachDriver.h"

#include <memory>
#include <vector>

namespace forage {

class ReachTechnique final : public Technique {
public:
  /// Backward segments in a full turn without --time.
  static constexpr uint64_t QuantumSegments = 1000;
  /// The concrete phase's seconds per trace without --time (a safety net).
  static constexpr double UntimedTraceSeconds = 120;
  struct Options {
    ReachOptions Reach;
    /// The targets (`forage reach --target`); empty: every error call.
    std::vector<ReachTarget> Targets;
    /// For each of Targets, its branch id (-1: a line or an error call).
    std::vector<int64_t> TargetBranches;
    bool AimAtBranches = true; ///< Then the open branch outcomes too.
    unsigned MaxAttempts = 3;  ///< Per target, each with twice the time.
    double FirstSlice = 2;     ///< Seconds of a target's first attempt.
    /// Without --time: segments of a target's first attempt.
    uint64_t FirstSegments = QuantumSegments;
  };
  /// A target and what is known of it.
  struct Aim {
    ReachTarget T;
    int64_t Branch = -1; ///< A branch target's id.
    /// Edges whose taking reaches T (entryBranches); error calls in T.
    std::vector<uint32_t> Entry;
    std::vector<std::string> ErrorCalls;
    unsigned Attempts = 0;
    Verdict V = Verdict::Unknown;
    std::string By, Explanation; ///< Who settled it, and why (a proof).
    uint32_t Test = 0;
    double Seconds = 0;        ///< Spent on it by this technique.
    unsigned Segments = 0;     ///< Backward segments, last attempt.
    llvm::json::Object Detail; ///< The last attempt's figures.
  };
  ReachTechnique(Session &S, const InterpreterOptions &IO, const Options &O);
  ~ReachTechnique() override;

  const char *name() const override { return "reach"; }
  void turn(const Turn &T) override;
  bool done() const override { return Done; }
  uint64_t executions() const override { return Summary.Executions; }
  uint64_t work() const override { return Work; }
  uint64_t workQuantum() const override { return QuantumSegments; }
  const RunSummary &summary() const override { return Summary; }
  void report(llvm::json::Object &Out) const override;

  /// Goes on with up to MaxAttempts attempts per target, the first of
  /// FirstSlice seconds (`forage reach` hands its first pass to the
  /// portfolio).
  void retune(unsigned MaxAttempts, double FirstSlice) {
    Opts.MaxAttempts = MaxAttempts;
    Opts.FirstSlice = FirstSlice;
    Done = false;
  }
  /// Updates every target's verdict from the goal map (another technique
  /// may have reached or proved it); true iff all are settled.
  bool refresh();
  const std::vector<Aim> &aims() const { return Aims; }

private:
  /// Reads A's verdict off the goal map; true iff it is settled.
  bool settled(Aim &A);
  void addAim(ReachTarget T, int64_t Branch);
  /// Adds the open branch outcomes as targets (once the error calls are
  /// all tried).
  void addBranchTargets();
  void attack(Aim &A, uint64_t Deadline, uint64_t Segments);

  Session &S;
  Options Opts;
  std::unique_ptr<Interpreter> Interp;
  SolverStats Z3Stats, FitStats;
  std::unique_ptr<IncrementalSolver> Z3;
  std::unique_ptr<Solver> Fit;
  std::unique_ptr<ProgramFacts> Facts;
  std::unique_ptr<ReachDriver> Driver;
  RunSummary Summary;
  std::unique_ptr<TestRecorder> Recorder;
  std::vector<Aim> Aims;
  size_t Next = 0;
  bool BranchesAdded = false, Done = false;
  uint64_t Reached = 0, Proved = 0, Unknown = 0;
  uint64_t Work = 0; ///< Backward segments, and one per attempt.
};

} // namespace forage

#endif
