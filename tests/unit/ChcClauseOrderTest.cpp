//===- ChcClauseOrderTest.cpp - Houdini's clauses in derivation order -----===//
#include "ChcFixture.h"
#include "chc/Certificate.h"
#include "chc/ClauseOrder.h"
#include "chc/Houdini.h"

#include <gtest/gtest.h>

#include <map>

using namespace forage;

namespace {
// No loop, no recursion, and each function called from one place (two
// call sites of one function would make a cycle: both callers' clauses
// lead into its entry, its summary back to both).
const char *Calls = R"(
int g;
int twice(int x) {
  if (x > 100)
    return x;
  return 2 * x;
}
void bump(int y) {
  if (y > 3)
    g = g + twice(y);
}
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 50)
    return 0;
  bump(a);
  if (g < 0)
    reach_error();
  return 0;
}
)";

// A loop through a call: cycles. Houdini alone proves the error (i <= n
// at the loop head).
const char *Loops = R"(
int g;
void touch(int x) { g = x; }
int main(void) {
  int n = __VERIFIER_nondet_int(), i = 0;
  if (n < 0 || n > 1000)
    return 0;
  while (i < n) {
    i++;
    touch(i);
  }
  if (i > n)
    reach_error();
  return 0;
}
)";
} // namespace

TEST(ChcClauseOrder, PremisesComeBeforeTheirHeadsWithoutCycles) {
  for (bool Regions : {false, true}) {
    test::ChcFixture F(Calls);
    z3::context Z;
    HornEncoder Enc(Z, F.C, false, 0, {}, Regions);
    const std::vector<ChcClause> &Cl = Enc.clauses();
    std::vector<unsigned> Rank = clauseRanks(Cl);
    ASSERT_EQ(Rank.size(), Cl.size());
    // A relation's rank, from the clauses into it.
    std::map<unsigned, unsigned> Of;
    for (size_t N = 0; N < Cl.size(); ++N)
      Of[Cl[N].Head.decl().id()] = Rank[N];
    for (size_t N = 0; N < Cl.size(); ++N)
      for (const z3::expr &P : Cl[N].Premises) {
        ASSERT_TRUE(Of.count(P.decl().id())) << P;
        EXPECT_LT(Of[P.decl().id()], Rank[N]) << P << " before " << Cl[N].Head;
      }
  }
}

TEST(ChcClauseOrder, HoudiniInThatOrderProvesThroughCycles) {
  // The order changes the number of checks, never the fixpoint (the
  // largest inductive subset of the candidates is unique): clauses around
  // a cycle are checked again until it settles.
  test::ChcFixture F(Loops);
  z3::context Z;
  HornEncoder Enc(Z, F.C, false, 0, {}, true);
  std::vector<unsigned> Rank = clauseRanks(Enc.clauses());
  EXPECT_EQ(Rank.size(), Enc.clauses().size());
  Houdini H(Z, Enc.relations(), Enc.clauses(), 5000, 0);
  ASSERT_TRUE(H.finished());
  EXPECT_EQ(H.report().Outcome, "done");
  EXPECT_EQ(H.report().Tier, 0);
  EXPECT_GT(H.report().Checks, 0u);
  EXPECT_GT(H.report().Candidates, H.atoms());
  EXPECT_TRUE(test::houdiniProves(Z, Enc, H));
}
