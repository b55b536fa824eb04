//===- ChcHoudiniHintsTest.cpp - the candidates a program suggests --------===//
#include "ChcFixture.h"
#include "chc/Certificate.h"
#include "chc/Houdini.h"
#include "chc/HoudiniHints.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
// The error needs NP <= s (and NP <= SKIP1 for s = SKIP1): orderings
// between globals the program compares and assigns to one another.
// (Unsigned: Houdini orders the values as kept, globals in [0, 2^32).)
const char *StateMachine = R"(
unsigned s, NP, SKIP1;
void step(void) {
  if (s == NP)
    s = SKIP1;
}
int main(void) {
  NP = __VERIFIER_nondet_uint();
  SKIP1 = __VERIFIER_nondet_uint();
  if (SKIP1 < NP)
    return 0;
  s = NP;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    if (s < NP)
      reach_error();
    step();
  }
  return 0;
}
)";
} // namespace

TEST(ChcHoudiniHints, ComparedAndAssignedValuesAreRelated) {
  test::ChcFixture F(StateMachine);
  z3::context Z;
  HornEncoder Enc(Z, F.C, false);
  HoudiniHints H = houdiniHints(F.C, Enc);
  // The ids of @s, @NP and @SKIP1 in the main loop head's arguments.
  std::map<std::string, int> Id;
  for (const z3::func_decl &R : Enc.relations()) {
    const ChcRelationInfo &I = Enc.info(R);
    for (size_t K = 0; K < I.ArgNames.size(); ++K)
      Id[I.ArgNames[K]] = H.ValueOf.at(R.id())[K];
  }
  ASSERT_TRUE(Id.count("@s") && Id.count("@NP") && Id.count("@SKIP1"));
  EXPECT_TRUE(H.related(Id["@s"], Id["@NP"]));
  EXPECT_TRUE(H.related(Id["@s"], Id["@SKIP1"]));
  EXPECT_TRUE(H.related(Id["@NP"], Id["@SKIP1"]));
  EXPECT_TRUE(H.related(Id["@s"], Id["entry @s"])); // the same global
}

TEST(ChcHoudiniHints, HintedOrderingsSurviveASmallLimit) {
  test::ChcFixture F(StateMachine);
  z3::context Z;
  HornEncoder Enc(Z, F.C, false);
  HoudiniHints Hints = houdiniHints(F.C, Enc);
  // Below the full candidate set: without hints only constant bounds are
  // left, with them the orderings the error needs.
  Houdini Plain(Z, Enc.relations(), Enc.clauses(), 5000, 0, 80);
  Houdini Hinted(Z, Enc.relations(), Enc.clauses(), 5000, 0, 80, &Hints);
  ASSERT_TRUE(Plain.finished());
  ASSERT_TRUE(Hinted.finished());
  EXPECT_FALSE(test::houdiniProves(Z, Enc, Plain));
  EXPECT_TRUE(test::houdiniProves(Z, Enc, Hinted));
}
