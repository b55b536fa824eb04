//===- CoverageCegar.h - coverage-driven CEGAR model checking ----*- C++
//-*-===//
//
// Seed 003, section 4 (Algorithm 2) with the spec's two fixes (4.3): the
// ARG is built with forward coverage only, goals are checked when their
// edge is created, a feasible goal path becomes a test and the search goes
// on, a spurious one is refined (rebuilding the ARG) while the phase's
// deadline lasts, and a complete ARG proves every goal it never created
// unreachable.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_COVERAGECEGAR_H
#define FORAGE_ABSTRACTION_COVERAGECEGAR_H

#include "abstraction/AbstractPost.h"
#include "abstraction/Arg.h"
#include "abstraction/Precision.h"
#include "abstraction/TransitionEncoder.h"
#include "cfa/Cfa.h"
#include "expr/Evaluator.h"

#include <memory>
#include <vector>

namespace forage {

struct McOptions {
  size_t MaxNodes = 200'000; ///< --mc-max-nodes
  /// Z3's resource count per query; the safety net is --mc-solver-timeout.
  QueryLimits SolverLimits{QueryLimits::DefaultRlimit, 2000};
  unsigned CallDepth = 8; ///< --mc-call-depth
  bool Bfs = false;       ///< --mc-order bfs
  /// Refinements for one goal in one phase before it is set aside.
  unsigned RefinementsPerGoal = 12;
};

struct McTest {
  Assignment Inputs;
  uint32_t Goal; ///< The branch id the model checker made it for.
};

/// A goal proved unreachable, with its evidence (spec 4.7).
struct McProof {
  uint32_t Goal;
  std::string Invariant; ///< gamma of the uncovered nodes at its source.
};

/// Z3 resource units that count as one unit of a phase's work.
constexpr uint64_t ResourcesPerWork = 1000;

struct McPhaseStats {
  uint64_t Nodes = 0, CoveredNodes = 0, Refinements = 0, StuckGoals = 0;
  uint64_t GoalChecks = 0, UnknownChecks = 0, Predicates = 0;
  /// Node expansions and goal checks.
  uint64_t Steps = 0;
  /// The phase's work, the same on any machine: its steps plus one per
  /// ResourcesPerWork of Z3's resource count its queries used (a step's
  /// cost ranges from nothing to dozens of queries at their rlimit).
  uint64_t Work = 0;
  double Seconds = 0;
  bool Complete = false;
};

class CoverageCegar {
public:
  CoverageCegar(Cfa &C, const McOptions &Opts);
  ~CoverageCegar();

  /// One model-checking phase over the goals with Pending[id] set (indexed
  /// by branch id). Refines only until RefineUntil, stops building the ARG
  /// at HardStop (steady-clock nanoseconds; then nothing is proved), and
  /// likewise after RefineSteps and MaxSteps of the phase's work (see
  /// McPhaseStats::Work). Appends tests and proofs; the last ARG is arg()
  /// afterwards.
  McPhaseStats run(std::vector<bool> Pending, uint64_t RefineUntil,
                   uint64_t HardStop, std::vector<McTest> &Tests,
                   std::vector<McProof> &Proofs,
                   uint64_t RefineSteps = ~uint64_t(0),
                   uint64_t MaxSteps = ~uint64_t(0));

  const Arg &arg() const { return *A; }
  Precision &precision() { return Prec; }
  const Cfa &cfa() const { return C; }

private:
  /// Builds the ARG once; returns false when a refinement asks for a
  /// rebuild.
  bool build(std::vector<bool> &Pending, uint64_t RefineUntil,
             uint64_t HardStop, std::vector<McTest> &Tests,
             McPhaseStats &Stats);
  /// Z3's resource count on Z so far (every solver of a context shares it).
  uint64_t resources();
  /// Sets and returns Stats.Work.
  uint64_t work(McPhaseStats &Stats);
  /// Creates the children of node N.
  void expand(uint32_t N, std::vector<uint32_t> &Created);
  std::vector<std::pair<Position, CfaEdge>> treePath(uint32_t N) const;

  Cfa &C;
  McOptions Opts;
  z3::context Z;
  TransitionEncoder Enc;
  Precision Prec;
  AbstractPost Post;
  z3::solver Meter;            ///< Reads the context's resource count.
  uint64_t PhaseResources = 0; ///< At the phase's start.
  std::unique_ptr<Arg> A;
  std::vector<bool> Stuck;
  std::vector<unsigned> RefinedFor;
  /// The phase's step limits (see run()).
  uint64_t RefineSteps = ~uint64_t(0), MaxSteps = ~uint64_t(0);
};

} // namespace forage

#endif
