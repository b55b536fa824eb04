//===- ChcRegionTest.cpp - relations only at loop heads (regions) ---------===//
//
// With regions, the loop-free code between loop heads, entries and the
// returns of entered calls is one formula (reach conditions per block,
// values merged at joins): a chain of ifs in a loop body needs no relation
// per join, the proofs still pass the separate check, and what is
// reachable stays reachable, with a derivation whose inputs are those of
// the blocks the path takes.
//
//===----------------------------------------------------------------------===//
#include "ChcFixture.h"
#include "chc/Certificate.h"
#include "chc/HornEncoder.h"
#include "solver/Z3Guard.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
/// The relations of positions (blocks, returns of calls).
size_t positions(const HornEncoder &Enc) {
  size_t N = 0;
  for (const z3::func_decl &R : Enc.relations())
    N += Enc.info(R).Name.find(": block") != std::string::npos ||
         Enc.info(R).Name.find(": after") != std::string::npos;
  return N;
}

/// Runs the prover on the error calls, with or without regions.
void proveErrors(test::ChcFixture &F, bool Regions) {
  ChcOptions O;
  O.Regions = Regions;
  F.proveErrors(O);
}

const char *Chain = R"(
int main(void) {
  int s = 0, n = 0;
  while (__VERIFIER_nondet_int()) {
    int in = __VERIFIER_nondet_int();
    if (in == 1 && s == 0) s = 1;
    else if (in == 2 && s == 1) s = 2;
    else if (in == 3 && (s == 2 || s == 1)) s = 0;
    if (s == 2 && in != 2) n = n + 1;
    if (n > 1000000) n = 0;
  }
  if (s > 2 || s < 0 || n < 0)
    reach_error();
  return 0;
}
)";
} // namespace

TEST(ChcRegion, LoopHeadsOnly) {
  test::ChcFixture F(Chain);
  z3::context Z;
  HornEncoder Tree(Z, F.C, false);
  HornEncoder Regions(Z, F.C, false, 0, {}, true);
  // main's entry block and its loop head; the tree also has every join.
  EXPECT_EQ(positions(Regions), 2u);
  EXPECT_GT(positions(Tree), 8u);
  // The same goals either way.
  EXPECT_EQ(Tree.goals().size(), Regions.goals().size());
}

TEST(ChcRegion, ChainOfJoinsProved) {
  test::ChcFixture F(Chain);
  proveErrors(F, true);
  EXPECT_TRUE(F.errorProved()) << F.why();
  EXPECT_EQ(F.Stats.CheckFailed, 0u);
}

TEST(ChcRegion, MergedValueThatReachesTheErrorIsNoProof) {
  // x is 7 only on the path through both then-branches, and the error
  // needs it: reachable, and the derivation's inputs take that path.
  test::ChcFixture F(R"(
int main(void) {
  int a = __VERIFIER_nondet_int();
  int x = 0;
  if (a > 10) {
    int b = __VERIFIER_nondet_int();
    x = b == 3 ? 4 : 1;
  } else {
    x = 2;
  }
  if (x == 4) {
    int c = __VERIFIER_nondet_int();
    if (c == 5)
      x = 7;
  }
  if (x == 7)
    reach_error();
  return 0;
}
)");
  proveErrors(F, true);
  EXPECT_FALSE(F.errorProved()) << F.why();
  ASSERT_EQ(F.Stats.Reachable, 1u) << F.why();
  ASSERT_EQ(F.Candidates.size(), 1u);
  // Three inputs read, in order: a, b, c.
  EXPECT_TRUE(F.runsIntoError(F.Candidates[0].Inputs));
}

TEST(ChcRegion, InputsOfTheBlocksNotTakenAreSkipped) {
  // The path to the error skips the block that reads b: the candidate's
  // second input is c, not b.
  test::ChcFixture F(R"(
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = 0;
  if (a == 1)
    b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (a == 2 && c == 9)
    reach_error();
  return b;
}
)");
  proveErrors(F, true);
  ASSERT_EQ(F.Candidates.size(), 1u) << F.why();
  EXPECT_TRUE(F.runsIntoError(F.Candidates[0].Inputs));
}

TEST(ChcRegion, CallsInTheRegionEndIt) {
  // A callee entered from inside the loop body's region: its summary
  // bounds the global, joins around the call merge it.
  test::ChcFixture F(R"(
int g = 0;
void bump(int k) {
  if (k > 0 && g < 100)
    g = g + 1;
  else if (g > 0)
    g = g - 1;
}
int main(void) {
  while (__VERIFIER_nondet_int()) {
    int k = __VERIFIER_nondet_int();
    if (k == 3)
      bump(k);
    else
      bump(-k);
    if (g == 50 && k == 7)
      g = 0;
  }
  if (g < 0 || g > 100)
    reach_error();
  return 0;
}
)");
  proveErrors(F, true);
  EXPECT_TRUE(F.errorProved()) << F.why();
  EXPECT_EQ(F.Stats.CheckFailed, 0u);
}

TEST(ChcRegion, EveryOverflowOfARegionInOneRound) {
  // Five counters that really can wrap, each on its own branch of one
  // region: its one Side clause shows all five in one round (one model
  // each, asked again without those found), within the mixed encoding's
  // three rounds.
  test::ChcFixture F(R"(
int main(void) {
  int a = 0, b = 0, c = 0, d = 0, e = 0, x = 0;
  while (__VERIFIER_nondet_int()) {
    int k = __VERIFIER_nondet_int();
    if (k == 1) a++;
    else if (k == 2) b++;
    else if (k == 3) c++;
    else if (k == 4) d++;
    else e++;
    x = 1 - x;
  }
  if (x != 0 && x != 1)
    reach_error();
  return 0;
}
)");
  proveErrors(F, true);
  ASSERT_TRUE(F.errorProved()) << F.why();
  for (const ChcProof &P : F.Proofs) {
    if (P.ErrorCall) {
      EXPECT_EQ(P.Encoding, "ideal integers, wrap-around at 5 instructions");
    }
  }
}

TEST(ChcRegion, ACheckStoppedByItsLimitIsToldFromAnIncompleteOne) {
  // A clause check that ran out of time is asked again (kbfiltr's mixed
  // answer was dropped at load 10); one that Z3's resource limit or an
  // incomplete logic left unknown is not.
  z3::context Z;
  z3::solver Slow(Z);
  z3::expr A = Z.bv_const("a", 128), B = Z.bv_const("b", 128);
  z3::expr N = Z.bv_val("6200000000000000000000000000000000091", 128);
  Slow.add(z3::ugt(A, 1) && z3::ugt(B, 1) && z3::ult(A, N) && z3::ult(B, N) &&
           A * B == N && z3::bvmul_no_overflow(A, B, false));
  ASSERT_EQ(z3guard::check(Slow, nullptr, 100, 0), z3::unknown);
  EXPECT_TRUE(Certificate::timedOut(Slow)) << Slow.reason_unknown();

  // Z3's resource limit (deterministic): more time would not help.
  z3::solver Bounded(Z);
  z3::params P(Z);
  P.set("rlimit", 1000u);
  Bounded.set(P);
  Bounded.add(z3::ugt(A, 1) && z3::ugt(B, 1) && z3::ult(A, N) &&
              z3::ult(B, N) && A * B == N &&
              z3::bvmul_no_overflow(A, B, false));
  ASSERT_EQ(z3guard::check(Bounded, nullptr, 5000, 0), z3::unknown);
  EXPECT_FALSE(Certificate::timedOut(Bounded)) << Bounded.reason_unknown();
}
