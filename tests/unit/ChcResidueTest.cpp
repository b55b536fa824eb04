//===- ChcResidueTest.cpp - residue candidates and linear div/mod --------===//
#include "ChcFixture.h"
#include "chc/Houdini.h"
#include "chc/Linearize.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
// The error needs "y even -> x even" and "y odd -> x <= 9" at the loop
// head: neither Spacer alone (no modular invariants) nor Houdini's plain
// bounds find them.
const char *Diamond = R"(
int main(void) {
  unsigned x = 0;
  unsigned y = __VERIFIER_nondet_uint();
  while (x < 9) {
    if (y % 2 == 0)
      x += 2;
    else
      x++;
  }
  if (x % 2 != y % 2)
    reach_error();
  return 0;
}
)";
} // namespace

TEST(ChcResidue, GuardedResiduesAndBoundsProveTheDiamond) {
  test::ChcFixture F(Diamond);
  F.prove();
  EXPECT_TRUE(F.errorProved()) << F.why();
  EXPECT_EQ(F.Stats.CheckFailed, 0u) << F.why();
  // Houdini's invariants exclude the error call without Spacer.
  EXPECT_GT(F.Stats.HoudiniProved, 0u) << F.why();
}

TEST(ChcResidue, ResidueInvariantsAreInductive) {
  test::ChcFixture F(Diamond);
  z3::context Z;
  HornEncoder Enc(Z, F.C, false);
  Houdini H(Z, Enc.relations(), Enc.clauses(), 5000, 0);
  ASSERT_TRUE(H.finished());
  bool Mod = false;
  for (const ChcClause &C : Enc.clauses()) {
    if (C.Head.decl().arity() == 0)
      continue;
    z3::expr Inv = H.apply(C.Head.decl(), argsOf(C.Head));
    Mod |= Inv.to_string().find("mod") != std::string::npos;
    z3::solver S(Z);
    for (const z3::expr &P : C.Premises)
      S.add(H.apply(P.decl(), argsOf(P)));
    S.add(C.Body);
    S.add(C.Ranges);
    S.add(!Inv);
    EXPECT_EQ(S.check(), z3::unsat) << C.Head;
  }
  EXPECT_TRUE(Mod); // some relation keeps a residue atom
}

TEST(ChcResidue, LinearizedDivModIsEquivalent) {
  z3::context Z;
  z3::expr A = Z.int_const("a"), B = Z.int_const("b");
  z3::expr E = z3::mod(A, Z.int_val(3)) == 2 &&
               z3::expr(Z, Z3_mk_div(Z, A, Z.int_val(3))) == B &&
               z3::mod(A - 7, Z.int_val(2)) == 0;
  z3::expr_vector Fresh(Z);
  z3::expr L = linearizeDivMod(E, Fresh);
  EXPECT_EQ(Fresh.size(), 4u); // (a, 3) shared by mod and div; (a - 7, 2)
  EXPECT_EQ(L.to_string().find("mod"), std::string::npos);
  EXPECT_EQ(L.to_string().find("div"), std::string::npos);
  // E holds iff some values of the fresh constants make L hold.
  z3::solver S(Z);
  S.add(E != z3::exists(Fresh, L));
  EXPECT_EQ(S.check(), z3::unsat);
}
