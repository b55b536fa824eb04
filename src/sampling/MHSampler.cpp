//===- MHSampler.cpp - the Metropolis-Hastings chain ----------------------===//
//
// Seed 000, section 5.2.
//
//===----------------------------------------------------------------------===//
#include "sampling/MHSampler.h"

#include <cmath>

using namespace forage;

ChainStats MHSampler::run(const Domain &D, const InputSpace &Space,
                          InputVec Start, uint64_t N, const Simulate &Sim,
                          const std::function<bool()> &Stop) {
  ChainStats St;
  InputVec Cur = std::move(Start);
  size_t Consumed = 0;
  Outcome O = Sim(Cur, Consumed);
  double L = O.LogBias;
  bool OnBug = O.Bug;
  St.StatesOnBug += OnBug;
  ++St.Simulations;
  St.Proposals = 1;
  St.BestLogBias = L;
  St.Best = Cur;
  std::uniform_real_distribution<double> U(0, 1);
  InputVec Next;
  while (St.Proposals < N && !Stop()) {
    ++St.Proposals;
    MoveKind K;
    if (!Propose.propose(D, Cur, Consumed, Next, K)) {
      if (K == MoveKind::Lp)
        ++St.LpFailures;
      St.StatesOnBug += OnBug;
      continue;
    }
    if (K == MoveKind::Lp)
      ++St.LpMoves;
    if (D.linear() && !D.contains(Space, Next)) {
      ++St.Outside;
      St.StatesOnBug += OnBug;
      continue;
    }
    size_t NextConsumed = 0;
    Outcome ON = Sim(Next, NextConsumed);
    double LN = ON.LogBias;
    ++St.Simulations;
    if (LN > St.BestLogBias) {
      St.BestLogBias = LN;
      St.Best = Next;
    }
    if (std::log(U(Rng)) <= Beta * (LN - L)) {
      std::swap(Cur, Next);
      Consumed = NextConsumed;
      L = LN;
      OnBug = ON.Bug;
      ++St.Accepted;
    }
    St.StatesOnBug += OnBug;
  }
  return St;
}
