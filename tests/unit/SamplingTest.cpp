//===- SamplingTest.cpp - the MCMC sampler, domains and learners ----------===//
//
// Seed 000: proposals are symmetric, chains match the bias (Theorem 3.1),
// LP moves stay in linear domains, bounding boxes, the linear abstraction,
// the path trie and the learners' frozen biases.
//
//===----------------------------------------------------------------------===//
#include "expr/ExprContext.h"
#include "sampling/Domain.h"
#include "sampling/Learner.h"
#include "sampling/LinearAbstraction.h"
#include "sampling/MHSampler.h"
#include "sampling/PathTrie.h"

#include "gtest/gtest.h"

#include <cmath>
#include <map>
#include <set>

using namespace forage;

namespace {

/// An input space of N signed 32-bit positions, each in [Lo, Hi].
InputSpace space(unsigned N, i128 Lo, i128 Hi) {
  InputSpace S;
  std::vector<InputRecord> Recs;
  for (unsigned K = 0; K < N; ++K)
    Recs.push_back({K, 32, InputKind::Signed, "int", "", 0, true});
  S.learnTypes(Recs);
  for (unsigned K = 0; K < N; ++K)
    S.narrow(K, Lo, Hi);
  return S;
}

/// psi: x0 + 2 x1 = 0 (section 5.4 c).
std::vector<LinRow> psi() { return {LinRow{{{0, 1.0}, {1, 2.0}}, 0, 0}}; }

} // namespace

TEST(Sampling, MultiScaleStepIsSymmetric) {
  InputSpace Sp = space(1, 0, 9);
  std::mt19937_64 Rng(1);
  Proposer P(Sp, Rng, ProposalOptions());
  std::map<std::pair<int, int>, double> Q;
  const int N = 200000;
  // Span 10 (> categorical's 16? no: use a wider range for steps).
  for (int From : {0, 3, 9})
    for (int I = 0; I < N; ++I)
      Q[{From, static_cast<int>(P.stepInteger(From, 0, 99, false))}] += 1.0 / N;
  for (auto &[K, V] : Q) {
    if (V < 1e-3)
      continue;
    auto Back = Q.find({K.second, K.first});
    if (Back == Q.end())
      continue; // the reverse start was not sampled
    EXPECT_NEAR(V, Back->second, 0.05 * V) << K.first << "->" << K.second;
  }
}

TEST(Sampling, ChainMatchesBiasOnACycle) {
  // Theorem 3.1 with the paper's +-1 wrap-around proposal: a 1-D cycle of
  // 20 states with v(k) = 1 + k; the chain's state frequencies (repeats
  // counted) approach v / sum(v).
  InputSpace Sp = space(1, 0, 19);
  std::mt19937_64 Rng(5);
  ProposalOptions PO;
  PO.Paper = true;
  Proposer P(Sp, Rng, PO);
  MHSampler MH(P, Rng);
  std::vector<double> Visits(20, 0);
  std::vector<int> Last(1, 0);
  Domain D;
  uint64_t Steps = 400000;
  // Count states through the simulation callback: the chain state after
  // each step is the last accepted input, which the driver tracks here by
  // the log-bias it returned.
  ChainStats C = MH.run(
      D, Sp, InputVec{0}, Steps,
      [&](InputVec &V, size_t &Consumed) {
        Consumed = 1;
        int K = static_cast<int>(Sp.slot(0).toInt(V[0]));
        return MHSampler::Outcome{std::log(1.0 + K), K == 19};
      },
      [] { return false; });
  // StatesOnBug counts the chain's time at state 19: v = 20 of 210.
  double Share = static_cast<double>(C.StatesOnBug) / C.Proposals;
  EXPECT_NEAR(Share, 20.0 / 210.0, 0.02);
  EXPECT_GT(C.Accepted, Steps / 4);
}

TEST(Sampling, LpMovesStayOnThePlane) {
  InputSpace Sp = space(2, -10, 10);
  std::mt19937_64 Rng(3);
  ProposalOptions PO;
  PO.Paper = true; // every move in a linear domain is an LP move
  Proposer P(Sp, Rng, PO);
  Domain D;
  D.K = Domain::Polyhedron;
  D.Rows = psi();
  ASSERT_TRUE(boundingBox(Sp, D.Rows, D.Bounds));
  InputVec Cur{Sp.slot(0).fromInt(0), Sp.slot(1).fromInt(0)};
  std::set<std::pair<int, int>> Seen;
  int Outside = 0, Moves = 0;
  for (int I = 0; I < 3000; ++I) {
    InputVec Next;
    MoveKind K;
    if (!P.propose(D, Cur, 2, Next, K))
      continue;
    ++Moves;
    if (!D.contains(Sp, Next)) {
      ++Outside;
      continue;
    }
    Cur = Next;
    Seen.insert({static_cast<int>(Sp.slot(0).toInt(Cur[0])),
                 static_cast<int>(Sp.slot(1).toInt(Cur[1]))});
  }
  EXPECT_GT(Moves, 2900);
  // Fractional vertices are rounded and retried: few proposals leave psi
  // (a +-1 box move from a point of psi always would).
  EXPECT_LT(Outside, Moves / 20);
  EXPECT_EQ(Seen.size(), 11u); // every solution: x1 in [-5, 5]
  for (auto [X0, X1] : Seen)
    EXPECT_EQ(X0 + 2 * X1, 0);
}

TEST(Sampling, BoundingBoxOfPsi) {
  InputSpace Sp = space(2, -10, 10);
  llvm::DenseMap<uint32_t, std::pair<i128, i128>> B;
  ASSERT_TRUE(boundingBox(Sp, psi(), B));
  EXPECT_EQ(B[0].first, -10);
  EXPECT_EQ(B[0].second, 10);
  EXPECT_EQ(B[1].first, -5);
  EXPECT_EQ(B[1].second, 5);
  // x0 + 2 x1 = 0 and x0 >= 11 has no solution in the box.
  std::vector<LinRow> Rows = psi();
  Rows.push_back(LinRow{{{0, 1.0}}, 11, INFINITY});
  EXPECT_FALSE(boundingBox(Sp, Rows, B));
}

TEST(Sampling, LinearAbstractionKeepsLinearDropsProducts) {
  ExprContext Ctx;
  ExprRef X = Ctx.var(0, 32), Y = Ctx.var(1, 32);
  LinearAbstraction A;
  std::vector<LinRow> Rows;
  // x + 2y <= 5 (signed): one row.
  ASSERT_TRUE(A.add(
      Ctx.sle(Ctx.add(X, Ctx.mul(Ctx.constant(32, 2), Y)), Ctx.constant(32, 5)),
      Rows));
  ASSERT_EQ(Rows.size(), 1u);
  EXPECT_EQ(Rows[0].Hi, 5);
  EXPECT_EQ(Rows[0].Terms.size(), 2u);
  // x * y == 210: non-linear, dropped (over-approximation).
  Rows.clear();
  ASSERT_TRUE(A.add(Ctx.eq(Ctx.mul(X, Y), Ctx.constant(32, 210)), Rows));
  EXPECT_TRUE(Rows.empty());
  // x != 3 as a wanted condition splits into x < 3 and x > 3.
  EXPECT_EQ(A.alternatives(Ctx.ne(X, Ctx.constant(32, 3))).size(), 2u);
}

TEST(Sampling, CoverageBiasIsFrozenWithinARound) {
  auto L = createCoverageLearner(8);
  SampleTrace A, B;
  A.Edges = {0, 2, 4};
  B.Edges = {0, 1};
  double Before = L->logBias(B);
  L->observe(A);
  EXPECT_EQ(L->logBias(B), Before); // frozen until endRound
  L->endRound();
  // Edge 0 is covered now: B's first new edge is at position 1.
  EXPECT_DOUBLE_EQ(L->logBias(B), -std::log(2.0));
  // A has nothing new: the floor, below B.
  EXPECT_LT(L->logBias(A), L->logBias(B));
}

TEST(Sampling, ViolationBiasIsFiniteAndPrefersCloserRuns) {
  auto L = createViolationLearner({7}, false);
  SampleTrace Near, Far, Huge;
  Near.FlipDistance[7] = 3;
  Far.FlipDistance[7] = 300;
  Huge.FlipDistance[7] = 1e300;
  L->observe(Far);
  L->endRound(); // T = 300
  L->observe(Near);
  L->endRound(); // T = 3
  EXPECT_GT(L->logBias(Near), L->logBias(Far));
  EXPECT_TRUE(std::isfinite(L->logBias(Huge)));
  EXPECT_GT(L->logBias(Huge), -1e6);
}

TEST(Sampling, RangeAndCallSequenceBiasesRewardNovelty) {
  auto R = createRangeLearner();
  SampleTrace In, Out;
  In.Values[3] = {0, 5};
  Out.Values[3] = {0, 50};
  R->observe(In);
  R->endRound();
  EXPECT_GT(R->logBias(Out), R->logBias(In));
  auto C = createCallSequenceLearner(3);
  SampleTrace Seen, New;
  Seen.Calls = {1, 2, 1, 2};
  New.Calls = {1, 2, 2, 1};
  C->observe(Seen);
  C->endRound();
  EXPECT_EQ(C->logBias(Seen), 0);
  EXPECT_GT(C->logBias(New), 0);
}
