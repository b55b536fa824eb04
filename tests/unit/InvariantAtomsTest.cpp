//===- InvariantAtomsTest.cpp - Spacer's atoms as the model checker's
//------===//
//
// Issue 24, deliverable 4: the atoms of a checked proof's invariants are
// over the program's values at the loop head, and become bit-vector
// predicates that mean exactly what the integer atoms mean.
//
//===----------------------------------------------------------------------===//
#include "chc/InvariantAtoms.h"
#include "ChcFixture.h"
#include "abstraction/SeedPredicates.h"

#include <gtest/gtest.h>

using namespace forage;
using namespace forage::test;

namespace {
const char *CountDown = R"(
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned x = n, y = 0;
  while (x > 0) {
    x--;
    y++;
  }
  if (y != n)
    reach_error();
  return 0;
}
)";

/// The atoms of every proof of F, with ChcOptions::Atoms.
std::vector<InvariantAtom> proofAtoms(ChcFixture &F) {
  std::vector<bool> Pending(F.PM.numBranches(), false);
  ChcOptions O;
  O.GoalRlimit = 20'000'000;
  O.Atoms = true;
  ChcProver P(F.C, O);
  P.run(Pending, F.Proofs, F.Candidates);
  std::vector<InvariantAtom> Out;
  for (const ChcProof &Pr : F.Proofs)
    mergeAtoms(Out, Pr.Atoms);
  return Out;
}

/// Whether F and G are equivalent (unsat of their difference).
bool equivalent(const z3::expr &F, const z3::expr &G) {
  z3::solver S(F.ctx());
  S.add(F != G);
  return S.check() == z3::unsat;
}
} // namespace

TEST(InvariantAtoms, ProofAtomsAreOverTheLoopHeadsValues) {
  ChcFixture F(CountDown);
  std::vector<InvariantAtom> Atoms = proofAtoms(F);
  ASSERT_TRUE(F.errorProved()) << F.why();
  ASSERT_FALSE(Atoms.empty());
  const llvm::Function *Main = F.FR.Module->getFunction("main");
  for (const InvariantAtom &A : Atoms) {
    EXPECT_EQ(A.Source, "spacer");
    ASSERT_NE(A.At, nullptr);
    EXPECT_EQ(A.At->getFunction(), Main);
    // A loop head's atoms are over its values: x, y (phis) and n.
    for (const InvariantAtomVar &V : A.Vars) {
      ASSERT_NE(V.V, nullptr);
      EXPECT_EQ(V.Bits, 32u);
      EXPECT_FALSE(V.Signed) << A.Formula; // unsigned: kept in [0, 2^32)
      EXPECT_TRUE(llvm::isa<llvm::Instruction>(V.V));
    }
  }
  // Each becomes a predicate of the model checker's precision.
  z3::context Z;
  Precision Prec(Z, F.C);
  unsigned Added = seedPredicates(Prec, F.C, Atoms);
  EXPECT_GE(Added, Atoms.size()); // and the loop's test
  EXPECT_FALSE(Prec.at(F.C.entryOf(*Main)).empty());
}

TEST(InvariantAtoms, PredicatesMeanWhatTheIntegerAtomsMean) {
  ChcFixture F(CountDown);
  const llvm::Function *Main = F.FR.Module->getFunction("main");
  std::vector<const llvm::Value *> Phis;
  for (const llvm::Instruction &I :
       Main->getEntryBlock().getNextNode()->front().getParent()->phis())
    Phis.push_back(&I);
  ASSERT_GE(Phis.size(), 2u);
  z3::context Z;
  Precision Prec(Z, F.C);
  Position At = F.C.entryOf(*Main);
  auto Atom = [&](const char *Formula, bool SignedA, bool SignedB) {
    return InvariantAtom{At,
                         Formula,
                         {{Phis[0], 32, SignedA}, {Phis[1], 32, SignedB}},
                         "spacer"};
  };
  z3::expr X = Prec.canonical(Phis[0]), Y = Prec.canonical(Phis[1]);
  // a0 + a1 <= 5 over unsigned values: no wrap-around in the predicate.
  auto P = atomPredicate(Prec, F.C, Atom("(<= (+ a0 a1) 5)", false, false));
  ASSERT_TRUE(P);
  EXPECT_TRUE(equivalent(
      *P, z3::ule(z3::zext(X, 1) + z3::zext(Y, 1), Z.bv_val(5, 33))));
  // a0 >= -1 over a signed value: the signed comparison.
  P = atomPredicate(Prec, F.C, Atom("(>= a0 (- 1))", true, false));
  ASSERT_TRUE(P);
  EXPECT_TRUE(equivalent(*P, z3::sge(X, Z.bv_val(-1, 32))));
  // A residue: a1 mod 2 = 0 on the unsigned value (its lowest bit).
  P = atomPredicate(Prec, F.C, Atom("(= (mod a1 2) 0)", false, false));
  ASSERT_TRUE(P);
  EXPECT_TRUE(equivalent(*P, Y.extract(0, 0) == Z.bv_val(0, 1)));
  // 2 a0 - 3 a1 = 7, mixed ranges: exact in a wider width.
  P = atomPredicate(Prec, F.C,
                    Atom("(= (+ (* 2 a0) (* (- 3) a1)) 7)", true, false));
  ASSERT_TRUE(P);
  EXPECT_TRUE(equivalent(*P, z3::sext(X, 40) * 2 - z3::zext(Y, 40) * 3 ==
                                 Z.bv_val(7, 72)));
  // Not translated: a product of two variables, a division, a width that
  // does not match the value's, a value that is none.
  EXPECT_FALSE(atomPredicate(Prec, F.C, Atom("(<= (* a0 a1) 5)", true, true)));
  EXPECT_FALSE(
      atomPredicate(Prec, F.C, Atom("(<= (div a0 2) a1)", true, true)));
  InvariantAtom Wide = Atom("(<= a0 a1)", true, true);
  Wide.Vars[0].Bits = 64;
  EXPECT_FALSE(atomPredicate(Prec, F.C, Wide));
  InvariantAtom None = Atom("(<= a0 a1)", true, true);
  None.Vars[1].V = nullptr;
  EXPECT_FALSE(atomPredicate(Prec, F.C, None));
}

TEST(InvariantAtoms, OnlyAtomsOverValuesAtThePositionAreTaken) {
  // At f's loop head the relation keeps g's value at f's entry beside its
  // value now: an atom relating the two has no program value to speak of
  // in the model checker and is skipped; one over g now is taken.
  ChcFixture F(R"(
int g;
void f(int n) {
  for (int i = 0; i < n; i++)
    g++;
}
int main(void) {
  f(__VERIFIER_nondet_int());
  if (g < 0)
    reach_error();
  return 0;
}
)");
  z3::context Z;
  HornEncoder Enc(Z, F.C, false, 0, {}, true);
  const llvm::Value *G = F.FR.Module->getGlobalVariable("g");
  ASSERT_NE(G, nullptr);
  unsigned Heads = 0;
  auto Inv = [&](const z3::func_decl &R, const z3::expr_vector &A) {
    const ChcRelationInfo &I = Enc.info(R);
    int Now = -1, AtEntry = -1;
    for (unsigned K = 0; K < I.ArgNames.size(); ++K) {
      if (I.ArgNames[K] == "@g")
        Now = static_cast<int>(K);
      if (I.ArgNames[K] == "entry @g")
        AtEntry = static_cast<int>(K);
    }
    if (Now < 0 || AtEntry < 0)
      return Z.bool_val(true);
    ++Heads;
    return A[Now] >= A[AtEntry] && A[Now] >= 0;
  };
  std::vector<InvariantAtom> Atoms =
      invariantAtoms(Enc, F.C, Enc.relations(), Inv, "spacer");
  EXPECT_GT(Heads, 0u);
  ASSERT_FALSE(Atoms.empty());
  unsigned InF = 0;
  for (const InvariantAtom &A : Atoms) {
    ASSERT_EQ(A.Vars.size(), 1u) << A.Formula;
    EXPECT_EQ(A.Vars[0].V, G);
    EXPECT_EQ(A.Formula, "(>= a0 0)");
    InF += A.At->getFunction()->getName() == "f";
  }
  EXPECT_GT(InF, 0u); // its entry and its loop head
}
