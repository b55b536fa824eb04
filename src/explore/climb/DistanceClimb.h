//===- DistanceClimb.h - hill climbing on branch distance -------*- C++ -*-===//
//
// A branch whose operands are computed through control flow on the input
// (a count of lines, a length, a checksum, a state variable) compares
// concrete values on every path: neither the concolic search nor forking
// symbolic execution has a constraint to negate for it, and enumerating the
// paths that change the value explodes. This search climbs towards such a
// branch outcome instead (search-based testing's branch distance, as seed
// 000's violation learner measures it): for each open outcome it keeps the
// run that came closest (least |a - b| of the comparison, over every time
// the branch ran), and steps from that run to a neighbour, the input that
// forces one of its symbolic decisions the other way (seed 001's "force
// p_j"). Steps follow a Metropolis chain per outcome (seed 000's sampler,
// with e^-distance as the density): a neighbour no farther is always taken,
// a farther one sometimes, so that the chain crosses plateaus and leaves
// local minima; a neighbour that takes the outcome covers it. An outcome no run
// has come near yet is approached through the outcomes before it: the search
// aims at every outcome its own runs have not taken, open ones first.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_CLIMB_DISTANCECLIMB_H
#define FORAGE_EXPLORE_CLIMB_DISTANCECLIMB_H

#include "exec/Interpreter.h"
#include "exec/TestRecorder.h"
#include "explore/climb/FlipDistances.h"
#include "solver/Solver.h"

#include "llvm/ADT/DenseMap.h"

#include <functional>
#include <memory>
#include <random>
#include <vector>

namespace forage {

struct ClimbOptions {
  uint64_t Seed = 0;
  /// Steps from one outcome's best run without getting closer before the
  /// search parks it (until a run of any kind gets closer), beyond four
  /// per decision of that run.
  unsigned MaxStuck = 64;
  /// Times a stuck chain starts again from its closest run.
  unsigned MaxRestarts = 8;
};

class DistanceClimb {
public:
  /// IsOpen tells whether an outcome still needs a test (the goal map's).
  DistanceClimb(Interpreter &Interp, Solver &Solve, TestRecorder &Recorder,
                std::function<bool(uint32_t)> IsOpen, const ClimbOptions &O);
  ~DistanceClimb();

  /// Seconds of the run, for the tests' time stamps.
  std::function<double()> Elapsed = [] { return 0.0; };

  /// Runs up to MaxExecutions executions (0: no bound), while ShouldStop
  /// is false; returns the number it ran. Fewer means nothing is left to
  /// climb towards.
  uint64_t climb(uint64_t MaxExecutions,
                 const std::function<bool()> &ShouldStop);
  /// Tests other techniques wrote since the climb last looked (new points
  /// to climb from).
  size_t pendingTests() const {
    return Recorder.goals().testInputs().size() - Imported;
  }
  /// True iff the last climb() ended because every outcome's chain was
  /// stuck for good (or none had a distance).
  bool idle() const { return Idle; }
  /// Outcomes covered by the climb's own runs.
  uint64_t covered() const { return CoveredHere; }
  uint64_t executions() const { return Summary.Executions; }
  uint64_t steps() const { return Steps; }
  /// Steps that got closer to their outcome.
  uint64_t improvements() const { return Improvements; }
  const RunSummary &summary() const { return Summary; }

private:
  /// A run the search may step from.
  struct Point {
    Assignment Model;
    std::vector<PathEntry> Path;
  };
  struct Aim {
    std::shared_ptr<const Point> Best, Current; ///< Closest; the chain's.
    double Distance = 0, CurrentDistance = 0;
    unsigned Stuck = 0; ///< Steps since it got closer; ~0u: cannot.
    unsigned Restarts = 0;
    uint64_t Tries = 0;
  };
  /// Runs Input; updates every aim from its branch distances; returns the
  /// point (null for an infeasible run).
  std::shared_ptr<const Point> run(const Assignment &Input,
                                   int64_t Chosen = -1);
  unsigned stuckLimit(const Point &P) const;
  /// The outcome to step towards next, or -1.
  int64_t choose();
  /// A neighbour of P (one decision forced), or nullopt.
  std::optional<Assignment> neighbour(const Point &P);

  Interpreter &Interp;
  Solver &Solve;
  TestRecorder &Recorder;
  std::function<bool(uint32_t)> IsOpen;
  ClimbOptions Opts;
  std::mt19937_64 Rng;
  FlipDistances Trace;
  RunSummary Summary;
  llvm::DenseMap<uint32_t, Aim> Aims;
  std::vector<uint8_t> TakenHere; ///< By branch id: a climb run took it.
  size_t Imported = 0; ///< Tests of the goal map run as points so far.
  bool Started = false, Idle = false;
  uint64_t CoveredHere = 0, Steps = 0, Improvements = 0;
};

} // namespace forage

#endif
