//===- ChcMixedTest.cpp - wrap-around at the overflows a proof trips on ---===//
//
// The ideal encoding's invariants may exclude a goal and fail only on an
// overflow elsewhere (a counter that really can wrap). The prover then
// wraps exactly at those instructions and keeps side conditions at the
// rest (a mixed encoding); a wrap that matters must never be assumed away.
//
//===----------------------------------------------------------------------===//
#include "ChcFixture.h"

#include <gtest/gtest.h>

using namespace forage;

TEST(ChcMixed, AnOverflowBesideTheProofIsWrappedAlone) {
  // c wraps after 2^31 turns (the ideal encoding's side condition fails);
  // x <= 5 holds either way.
  test::ChcFixture F(R"(
int main(void) {
  int c = 0, x = 0;
  while (__VERIFIER_nondet_int()) {
    c++;
    if (x < 5)
      x++;
  }
  if (x > 5)
    reach_error();
  return c;
}
)");
  F.prove(false);
  ASSERT_TRUE(F.errorProved()) << F.why();
  EXPECT_EQ(F.Stats.Encoding, "ideal, then wrap-around at 1 instructions");
  for (const ChcProof &P : F.Proofs) {
    if (P.ErrorCall) {
      EXPECT_EQ(P.Encoding, "ideal integers, wrap-around at 1 instructions");
    }
  }
}

TEST(ChcMixed, AWrapThatReachesTheErrorIsNoProof) {
  // c < 0 only once c++ wrapped: no proof, in any encoding.
  test::ChcFixture F(R"(
int main(void) {
  int c = 0;
  while (__VERIFIER_nondet_int())
    c++;
  if (c < 0)
    reach_error();
  return 0;
}
)");
  F.prove(false);
  EXPECT_FALSE(F.errorProved()) << F.why();
}

TEST(ChcMixed, TwoOverflowsWrappedOverTwoRounds) {
  // Both counters wrap; the error needs neither to be bounded.
  test::ChcFixture F(R"(
int main(void) {
  int a = 0, b = 0, x = 0;
  while (__VERIFIER_nondet_int()) {
    a++;
    b += 2;
    x = 1 - x;
  }
  if (x != 0 && x != 1)
    reach_error();
  return a + b;
}
)");
  F.prove(false);
  ASSERT_TRUE(F.errorProved()) << F.why();
  for (const ChcProof &P : F.Proofs) {
    if (P.ErrorCall) {
      EXPECT_NE(P.Encoding.find("wrap-around at"), std::string::npos)
          << P.Encoding;
    }
  }
}
