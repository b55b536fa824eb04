//===- MHSampler.h - the Metropolis-Hastings chain ---------------*- C++
//-*-===//
//
// Seed 000, section 5.2 (Algorithm 1 in log form): from a start in the
// domain, propose a symmetric move, simulate it, and accept it with
// probability min(1, v(s')/v(s)). Every proposal counts towards the budget
// N; a proposal outside the domain is rejected without a run.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_MHSAMPLER_H
#define FORAGE_SAMPLING_MHSAMPLER_H

#include "sampling/Proposals.h"

#include <functional>

namespace forage {

struct ChainStats {
  uint64_t Proposals = 0, Simulations = 0, Accepted = 0, Outside = 0;
  uint64_t LpMoves = 0, LpFailures = 0;
  /// Chain states (repeats counted, as Theorem 3.1 counts them) whose run
  /// found a bug.
  uint64_t StatesOnBug = 0;
  double BestLogBias = -1e300;
  InputVec Best;
};

class MHSampler {
public:
  struct Outcome {
    double LogBias;
    bool Bug;
  };
  /// Simulates V (which the run may extend with fresh values) and returns
  /// its log-bias; Consumed is set to the positions it read.
  using Simulate = std::function<Outcome(InputVec &V, size_t &Consumed)>;

  MHSampler(Proposer &Propose, std::mt19937_64 &Rng, double Beta = 1)
      : Propose(Propose), Rng(Rng), Beta(Beta) {}

  /// Runs a chain of at most N proposals from Start in D.
  ChainStats run(const Domain &D, const InputSpace &Space, InputVec Start,
                 uint64_t N, const Simulate &Sim,
                 const std::function<bool()> &Stop);

private:
  Proposer &Propose;
  std::mt19937_64 &Rng;
  double Beta;
};

} // namespace forage

#endif
