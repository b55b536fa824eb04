//===- ChcTest.cpp - the Horn-clause encoding and Spacer's proofs ---------===//
#include "ChcFixture.h"
#include "chc/ChcProver.h"
#include "chc/ChcQuery.h"
#include "chc/Houdini.h"
#include "exec/Interpreter.h"
#include "program/ProgramModel.h"
#include "solver/Z3Guard.h"

#include <gtest/gtest.h>

using namespace forage;

TEST(Chc, CountingLoopProvedWithNonNegativeCounter) {
  test::ChcFixture F(R"(
int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = 0;
  while (c < n)
    c++;
  if (c < 0)
    reach_error();
  return 0;
}
)");
  F.prove();
  EXPECT_EQ(F.Stats.Encoding, "ideal integers");
  ASSERT_TRUE(F.errorProved()) << F.why();
  // The evidence gives the loop head a non-trivial invariant.
  bool Loop = false;
  for (const ChcProof &P : F.Proofs)
    if (P.ErrorCall)
      for (const ChcInvariant &I : P.Invariants)
        Loop |= I.Relation.find("block") != std::string::npos &&
                I.Formula != "true";
  EXPECT_TRUE(Loop);
  EXPECT_EQ(F.Stats.CheckFailed, 0u);
}

TEST(Chc, SumKeptByTheLoopBodyProved) {
  test::ChcFixture F(R"(
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
)");
  F.prove();
  EXPECT_TRUE(F.errorProved()) << F.why();
  EXPECT_EQ(F.Stats.CheckFailed, 0u);
}

TEST(Chc, ReachableErrorGivesAnInputTheInterpreterConfirms) {
  test::ChcFixture F(R"(
int main(void) {
  int x = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < 3; i++)
    s += x;
  if (s == 42)
    reach_error();
  return 0;
}
)");
  F.prove();
  EXPECT_FALSE(F.errorProved());
  bool Confirmed = false;
  for (const ChcCandidate &Cand : F.Candidates)
    if (Cand.ErrorCall)
      Confirmed |= F.runsIntoError(Cand.Inputs);
  EXPECT_TRUE(Confirmed) << F.why() << ", candidates " << F.Candidates.size();
}

TEST(Chc, OverflowIsNeverAssumedAway) {
  // The counter wraps in 2^32 steps: an encoding that ignored overflow
  // would prove the error unreachable.
  test::ChcFixture F(R"(
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = x + 1;
  if (y < x)
    reach_error();
  return 0;
}
)");
  F.prove();
  EXPECT_FALSE(F.errorProved());
  EXPECT_EQ(F.Stats.Encoding, "ideal, then wrap-around integers");
}

TEST(Chc, GlobalArrayKeptAsAnArray) {
  test::ChcFixture F(R"(
int g[3] = {1, 2, 3};
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned k = __VERIFIER_nondet_uint();
  g[0] = x;
  if (k < 3 && k != 1)
    g[k] = 7;
  if (g[1] != 2)
    reach_error();
  return 0;
}
)");
  F.prove();
  EXPECT_TRUE(F.errorProved()) << F.why();
}

TEST(Chc, CalleeSummaryAndErrorInACallee) {
  test::ChcFixture F(R"(
void check(int c) { if (!c) reach_error(); }
int twice(int v) { return v + v; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 1000)
    return 0;
  check(twice(x) >= x);
  return 0;
}
)");
  F.prove();
  EXPECT_TRUE(F.errorProved()) << F.why();
}

namespace {
const char *BoundedCounter = R"(
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100)
    return 0;
  int i = 0, c = 0;
  while (i < n) {
    i++;
    c += 2;
  }
  if (c != 2 * i)
    reach_error();
  return 0;
}
)";
} // namespace

TEST(Chc, HoudiniBoundsExcludeTheOverflowSideConditions) {
  // c += 2 stays below 2^31 only because i <= n <= 100: Spacer alone
  // walks a bound up toward 2^31; Houdini's i <= n and n <= 100 close it.
  test::ChcFixture F(BoundedCounter);
  F.prove();
  EXPECT_TRUE(F.errorProved()) << F.why();
  EXPECT_GT(F.Stats.HoudiniAtoms, 0u);
  EXPECT_EQ(F.Stats.CheckFailed, 0u) << F.why();
}

TEST(Chc, HoudiniInvariantsAreInductive) {
  test::ChcFixture F(BoundedCounter);
  z3::context Z;
  HornEncoder Enc(Z, F.C, false);
  Houdini H(Z, Enc.relations(), Enc.clauses(), 5000, 0);
  ASSERT_TRUE(H.finished());
  ASSERT_GT(H.atoms(), 0u);
  // Every clause keeps the invariant of its head, by a separate solver.
  for (const ChcClause &C : Enc.clauses()) {
    if (C.Head.decl().arity() == 0)
      continue;
    z3::solver S(Z);
    for (const z3::expr &P : C.Premises)
      S.add(H.apply(P.decl(), argsOf(P)));
    S.add(C.Body);
    S.add(C.Ranges);
    S.add(!H.apply(C.Head.decl(), argsOf(C.Head)));
    EXPECT_EQ(S.check(), z3::unsat) << C.Head;
  }
}

TEST(Chc, HoudiniCandidatesStayUnderTheCap) {
  // The richest level under MaxAtoms is chosen before any atom is made
  // (units' thousands of relations made millions of terms at level 0).
  test::ChcFixture F(BoundedCounter);
  z3::context Z;
  HornEncoder Enc(Z, F.C, false);
  Houdini All(Z, Enc.relations(), Enc.clauses(), 5000, 0);
  ASSERT_TRUE(All.finished());
  for (size_t Cap : {size_t(0), size_t(2), size_t(6), size_t(40)}) {
    Houdini H(Z, Enc.relations(), Enc.clauses(), 5000, 0, Cap);
    EXPECT_LE(H.atoms(), Cap);
  }
  // A deadline already past: no candidate, nothing claimed.
  Houdini Late(Z, Enc.relations(), Enc.clauses(), 5000, 1);
  EXPECT_FALSE(Late.finished());
  EXPECT_EQ(Late.atoms(), 0u);
}

TEST(Chc, AnEncodingPastTheMemoryLimitIsCut) {
  // Past --max-memory the encoding stops as it does at the deadline
  // (sqlite3's grew past 20 GB): any resident set is above one byte.
  test::ChcFixture F(BoundedCounter);
  z3::context Z;
  HornEncoder Whole(Z, F.C, false);
  EXPECT_FALSE(Whole.cut());
  z3guard::setMemoryLimit(1);
  HornEncoder Cut(Z, F.C, false);
  z3guard::setMemoryLimit(0);
  EXPECT_TRUE(Cut.cut());
  EXPECT_LT(Cut.clauses().size(), Whole.clauses().size());
}

TEST(Chc, VariableLengthArrayKeptAsAnArray) {
  test::ChcFixture F(R"(
int main(void) {
  unsigned rows = 1, cols = 1;
  int m[rows][cols];
  int best = __VERIFIER_nondet_int();
  for (unsigned j = 0; j < rows; j++)
    for (unsigned k = 0; k < cols; k++) {
      m[j][k] = __VERIFIER_nondet_int();
      if (m[j][k] >= best)
        best = m[j][k];
    }
  if (m[0][0] > best)
    reach_error();
  return 0;
}
)");
  F.prove();
  EXPECT_TRUE(F.errorProved()) << F.why();
}

TEST(Chc, AccessPastAVariableLengthArrayIsNeverAssumedAway) {
  // a[n] lies past the array: what it reads is not the array's.
  test::ChcFixture F(R"(
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 3)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = 0;
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k <= n && a[k] != 0)
    reach_error();
  return 0;
}
)");
  F.prove();
  EXPECT_FALSE(F.errorProved()) << F.why();
}

TEST(Chc, RemainderByAConstantIsExact) {
  test::ChcFixture F(R"(
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  int y = __VERIFIER_nondet_int();
  if (x % 4 == 1 && x % 2 == 0)
    reach_error();
  if (y % 3 == -2 && y > 0)
    reach_error();
  if (y / 2 == -1 && y < -3)
    reach_error();
  return 0;
}
)");
  F.prove();
  unsigned Errors = 0;
  for (const ChcProof &P : F.Proofs)
    Errors += P.ErrorCall != nullptr;
  EXPECT_EQ(Errors, 3u) << F.why();
}

TEST(Chc, OneGoalAskedForAnotherEngine) {
  test::ChcFixture F(BoundedCounter);
  std::vector<const llvm::Instruction *> Calls;
  for (const llvm::Instruction *I : errorCalls(*F.FR.Module, F.PM))
    Calls.push_back(I);
  ASSERT_EQ(Calls.size(), 1u);
  ChcOptions O;
  O.GoalRlimit = 20'000'000;
  ChcVerdict V = chcProveUnreachable(F.C, ProgramModel::NoBranch, Calls, O);
  EXPECT_TRUE(V.Proved) << V.Evidence;
  EXPECT_EQ(V.Evidence.rfind("spacer, ideal integers:", 0), 0u) << V.Evidence;
  EXPECT_EQ(V.Evidence.find('\n'), std::string::npos);
}

TEST(Chc, AnEncodingCutByTheDeadlineProvesNothing) {
  // Partial clauses do not encode every function: "never entered" would
  // then be claimed of an error call that is reached. Past the deadline the
  // encoding is cut and nothing is claimed.
  test::ChcFixture F(R"(
void check(int c) { if (!c) reach_error(); }
int main(void) {
  int x = __VERIFIER_nondet_int();
  check(x != 7);
  return 0;
}
)");
  std::vector<bool> Pending(F.PM.numBranches(), true);
  ChcOptions O;
  O.GoalRlimit = 20'000'000;
  O.Deadline = 1; // long past
  ChcProver P(F.C, O);
  P.run(Pending, F.Proofs, F.Candidates);
  EXPECT_TRUE(P.stats().EncodingCut);
  EXPECT_TRUE(F.Proofs.empty());
  EXPECT_EQ(P.stats().Queries, 0u);
}
