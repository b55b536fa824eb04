//===- ChcArrayTest.cpp - tracked local arrays, quantified candidates ----===//
#include "ChcFixture.h"
#include "chc/ArrayAtoms.h"
#include "chc/Houdini.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
// b is a copy of a below i at the copy loop's head: the check loop needs
// "every element below 64 is equal", which Spacer does not find.
const char *Copy = R"(
int main(void) {
  int a[64];
  int b[64];
  for (int i = 0; i < 64; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < 64; i++)
    b[i] = a[i];
  for (int x = 0; x < 64; x++)
    if (a[x] != b[x])
      reach_error();
  return 0;
}
)";

// The check in a callee (SV-COMP's __VERIFIER_assert, standard_copy1's
// shape): the callee's entry needs `cond >= 1`, a quantifier-free atom that
// only the caller's quantified invariant implies.
const char *CopyAssert = R"(
void check(int cond) {
  if (!cond)
    reach_error();
}
int main(void) {
  int a[100000];
  int b[100000];
  for (int i = 0; i < 100000; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < 100000; i++)
    b[i] = a[i];
  for (int x = 0; x < 100000; x++)
    check(a[x] == b[x]);
  return 0;
}
)";

// The same, but the copy stops one element short: the error is reachable.
const char *ShortCopy = R"(
int main(void) {
  int a[64];
  int b[64];
  for (int i = 0; i < 64; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < 63; i++)
    b[i] = a[i];
  for (int x = 0; x < 64; x++)
    if (a[x] != b[x])
      reach_error();
  return 0;
}
)";
} // namespace

TEST(ChcArray, LocalsMarkedIndeterminateAreTracked) {
  // The frontend marks every local left in memory with a call of
  // __forage_indeterminate; the mark must not make the arrays escape.
  test::ChcFixture F(Copy);
  z3::context Z;
  HornEncoder Enc(Z, F.C, false);
  ASSERT_NE(Enc.memory(), nullptr);
  EXPECT_EQ(Enc.memory()->objects().size(), 2u);
}

TEST(ChcArray, AtomsOverArrayArguments) {
  z3::context Z;
  z3::expr_vector P(Z);
  P.push_back(Z.int_const("i"));
  z3::sort A = Z.array_sort(Z.int_sort(), Z.int_sort());
  P.push_back(Z.constant("a", A));
  P.push_back(Z.constant("b", A));
  P.push_back(Z.constant("c", A));
  // a and b: 4-byte elements, 10 of them; c: 2-byte elements (no pair).
  std::vector<std::pair<unsigned, uint64_t>> Shapes{
      {0, 0}, {4, 10}, {4, 10}, {2, 0}};
  std::vector<z3::expr> Atoms = arrayAtoms(P, Shapes, {0}, 100);
  // a: bounds 10 and i, each (a == b, a == 0); b: (b == 0) twice; c: its
  // only bound i, (c == 0).
  EXPECT_EQ(Atoms.size(), 7u);
  for (const z3::expr &X : Atoms)
    EXPECT_TRUE(X.is_quantifier());
  EXPECT_NE(Atoms[0].to_string().find("mod"), std::string::npos);
  // a == b below i: true where the elements agree, false if one differs.
  z3::solver S(Z);
  z3::expr Pa = P[1], Pb = P[2];
  S.add(Atoms[0]); // a == b below 10 (the object)
  S.add(z3::select(Pa, Z.int_val(8)) != z3::select(Pb, Z.int_val(8)));
  EXPECT_EQ(S.check(), z3::unsat);
  EXPECT_EQ(arrayAtoms(P, Shapes, {0}, 3).size(), 3u); // at most Max
}

TEST(ChcArray, CopyLoopProvedByQuantifiedInvariant) {
  test::ChcFixture F(Copy);
  F.prove(false);
  EXPECT_TRUE(F.errorProved()) << F.why();
  EXPECT_EQ(F.Stats.CheckFailed, 0u) << F.why();
  EXPECT_GT(F.Stats.HoudiniProved, 0u) << F.why();
}

TEST(ChcArray, CalleeEntryBoundFromQuantifiedPremises) {
  test::ChcFixture F(CopyAssert);
  F.prove(false);
  EXPECT_TRUE(F.errorProved()) << F.why();
  EXPECT_EQ(F.Stats.CheckFailed, 0u) << F.why();
  EXPECT_GT(F.Stats.HoudiniProved, 0u) << F.why();
  bool Quantified = false;
  for (const ChcProof &P : F.Proofs)
    for (const ChcInvariant &I : P.Invariants)
      Quantified |= I.Formula.find("forall") != std::string::npos;
  EXPECT_TRUE(Quantified);
}

TEST(ChcArray, ShortCopyIsNeverProved) {
  test::ChcFixture F(ShortCopy);
  F.prove(false);
  EXPECT_FALSE(F.errorProved()) << F.why();
}
