//===- Learner.h - learners and the bias they export -------------*- C++
//-*-===//
//
// Seed 000, sections 6 and 7: a learner observes every simulated trace,
// publishes a frozen state at the end of each round (section 3.4), and
// scores traces against that state with a log-bias; the sampler's target
// is the weighted sum of the learners' log-biases (section 6.1).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_LEARNER_H
#define FORAGE_SAMPLING_LEARNER_H

#include "sampling/Trace.h"

#include "llvm/Support/JSON.h"

#include <memory>
#include <vector>

namespace forage {

class Learner {
public:
  virtual ~Learner() = default;
  virtual const char *name() const = 0;
  /// Sees a trace of the current round.
  virtual void observe(const SampleTrace &T) = 0;
  /// Publishes what the round taught (the bias of the next round).
  virtual void endRound() = 0;
  /// ln v(T) against the frozen state; finite.
  virtual double logBias(const SampleTrace &T) const = 0;
  /// Figures for stats.json.
  virtual llvm::json::Object report() const = 0;
  double Weight = 1;
};

/// Section 6.2: edge earliness. Covered edges of earlier rounds; a trace
/// scores -l ln 2 where l is the position of its first edge not covered
/// before, or -(L+1) ln 2 (L: the longest trace) if it has none.
std::unique_ptr<Learner> createCoverageLearner(size_t NumBranches);

/// Sections 6.3 and 7.4: distance to violation for each target: a guard
/// edge (the branch into a reach_error or failed-assert block) or a
/// division. ln 100 within the threshold T (infinite in round 1, then the
/// least distance seen), else -g(d); a target not reached scores -W.
/// KeepHit: targets already hit keep their plateau (to measure how often
/// the chain visits them, as Example 3.1 does).
std::unique_ptr<Learner>
createViolationLearner(std::vector<uint32_t> GuardEdges, bool KeepHit);

/// Sections 6.4 and 7.2: per observation point the hull [a, b] of values
/// seen; deviation form, each side scored separately (kappa_r = 16).
std::unique_ptr<Learner> createRangeLearner();

/// Sections 6.5 and 7.3: call-sequence novelty, 4^u for u distinct
/// k-grams (k <= N) of the trace's call sequence no earlier round saw.
std::unique_ptr<Learner> createCallSequenceLearner(unsigned N);

/// What the range learner knows (for range-enhancement objectives).
struct LearnedRange {
  uint32_t Point;
  double Lo, Hi;
};
/// The frozen ranges of a learner made by createRangeLearner.
std::vector<LearnedRange> learnedRanges(const Learner &L);

} // namespace forage

#endif
