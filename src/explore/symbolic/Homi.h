//===- Homi.h - state pruning: none, random, or learned (Homi) --*- C++ -*-===//
//
// Seed 004, section 3. Every pruning cycle (t seconds) the pruner removes
// the |S|*r lowest-scoring live states, where a state's score is the inner
// product of its feature vector (does its path condition hold core branch
// condition i?) with a weight vector. Homi (Algorithm 2) splits the run into
// repeated runs with budgets from S_time, and after each run learns from
// the tests: the greedy set cover of the tests by covered branches is the
// good data; features are the core conditions (lv == n, their negations,
// conjunctions and disjunctions, lv an input value) of the good tests'
// path conditions; each feature's weight distribution is a truncated normal
// around the weights that produced good tests (uniform for features not yet
// useful), and the ratio and budget distributions are the frequencies among
// good tests. Weights are sampled by exploitation, reverse exploitation or
// exploration. The random baseline prunes |S|*r states at random with r and
// budgets drawn uniformly, learning nothing.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_SYMBOLIC_HOMI_H
#define FORAGE_EXPLORE_SYMBOLIC_HOMI_H

#include "explore/symbolic/SymState.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/JSON.h"

#include <random>
#include <string>
#include <vector>

namespace forage {

struct PruneOptions {
  enum Kind { None, Random, Homi };
  Kind K = None;
  double Cycle = 2.0;    ///< t: seconds between pruning steps.
  double TimeMax = 60.0; ///< S_time = {TimeMax*k/TimeIntervals}.
  unsigned TimeIntervals = 6;
  double RatioMax = 0.6;         ///< S_ratio = {RatioMax*k/RatioIntervals}.
  unsigned RatioIntervals = 3;   ///< 0.2, 0.4, 0.6 (the paper's).
  unsigned ExploreRuns = 3;      ///< m: runs of pure exploration first.
  unsigned ReverseSamples = 100; ///< |U| for reverse exploitation.
  /// If set, cycles and run budgets count this many interpreter
  /// instructions as a second, so that a run is reproducible under --seed.
  uint64_t InstructionsPerSecond = 0;
  unsigned MaxRuns = 0; ///< Runs of Algorithm 2's loop; 0 = until --time.
};

/// True iff E is a core branch condition (seed 004, section 3.2.3).
bool isCoreCondition(ExprRef E);

class Pruner {
public:
  Pruner(const PruneOptions &Opts, std::mt19937_64 &Rng);

  /// Starts a run: samples its budget, weights and ratio. Returns the
  /// budget in seconds.
  double beginRun();
  /// The states to prune now among Live (none on a run without features).
  void select(llvm::ArrayRef<SymState *> Live, std::vector<SymState *> &Out);
  /// A test was written for St, which took the branch edges Hit.
  void noteTest(const SymState &St);
  /// The run ended: learn from every test so far.
  void endRun();

  double cycle() const { return Opts.Cycle; }
  unsigned runs() const { return Runs; }
  size_t numFeatures() const { return Features.size(); }
  llvm::json::Object report() const;

  /// What a test covered and the core conditions of its path; the run
  /// (F, theta, r, n) it was generated in.
  struct TestData {
    std::vector<uint32_t> Branches;
    std::vector<ExprRef> Conditions;
    uint32_t Run;
  };
  struct RunData {
    std::vector<ExprRef> Features;
    std::vector<double> Weights; ///< Parallel to Features.
    double Ratio = 0, Budget = 0;
  };
  const std::vector<TestData> &data() const { return Data; }
  const std::vector<RunData> &runData() const { return RunsData; }
  const std::vector<ExprRef> &features() const { return Features; }
  /// Indices into data() of the greedy set cover by covered branches.
  std::vector<size_t> greedyCover() const;

private:
  enum class Method { Exploit, Reverse, Explore };
  double sampleWeight(size_t I);
  double sampleFrom(const std::vector<double> &Space,
                    const std::vector<double> &Probability);

  PruneOptions Opts;
  std::mt19937_64 &Rng;
  std::vector<double> TimeSpace, RatioSpace;
  // Learned: P = (F, P_stgy, P_ratio) and P_time.
  std::vector<ExprRef> Features;
  llvm::DenseMap<ExprRef, uint32_t> FeatureIndex;
  struct Normal {
    bool Learned = false;
    double Median = 0, Deviation = 1;
  };
  std::vector<Normal> Stgy;
  std::vector<double> RatioProb, TimeProb;
  std::vector<TestData> Data;
  llvm::DenseSet<uint64_t> SeenBranchSets;
  std::vector<RunData> RunsData; ///< The current run's sample is last.
  Method Last = Method::Explore;
  unsigned Runs = 0;
  uint64_t PrunedTotal = 0;
};

} // namespace forage

#endif
