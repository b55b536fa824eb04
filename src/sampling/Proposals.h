//===- Proposals.h - symmetric moves of the Metropolis-Hastings chain -*- C++
//-*-===//
//
// Seed 000, section 5.4: (b) one coordinate +-1 with wrap-around, (e)
// multi-scale coordinate steps +-2^k, (f) floating-point steps (Gaussian
// with reflection in a finite range, multi-scale on the ordered bit
// pattern otherwise), (g) categorical redraws of small ranges, and (d) the
// LP neighbourhood: a random vertex of the domain within +-Delta of the
// current input. (h) mixes them.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_PROPOSALS_H
#define FORAGE_SAMPLING_PROPOSALS_H

#include "sampling/Domain.h"
#include "sampling/InputSpace.h"

#include <random>

namespace forage {

struct ProposalOptions {
  bool Paper = false;     ///< --proposal=paper: (b) for boxes, (d) for LP.
  double LpShare = 0.7;   ///< Share of LP moves in linear domains.
  double UnitShare = 0.2; ///< Share of (b) among integer box moves.
};

enum class MoveKind { Coordinate, Lp };

class Proposer {
public:
  Proposer(const InputSpace &Space, std::mt19937_64 &Rng,
           const ProposalOptions &Opts)
      : Space(Space), Rng(Rng), Opts(Opts) {}

  /// Proposes Out from Cur (Consumed positions used by Cur's run) inside D.
  /// False if no move could be made (an LP failure).
  bool propose(const Domain &D, const InputVec &Cur, size_t Consumed,
               InputVec &Out, MoveKind &Kind);

  /// (e)/(b) on one integer in [Lo, Hi], wrapping around.
  i128 stepInteger(i128 V, i128 Lo, i128 Hi, bool Unit);
  /// (f) on one float of Width bits.
  u128 stepFloat(u128 Raw, const InputSlot &S);

private:
  bool lpMove(const Domain &D, const InputVec &Cur, InputVec &Out);
  size_t pickPosition(size_t Size, size_t Consumed);

  const InputSpace &Space;
  std::mt19937_64 &Rng;
  ProposalOptions Opts;
};

} // namespace forage

#endif
