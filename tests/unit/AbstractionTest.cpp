//===- AbstractionTest.cpp - seed 003's model checker and monitor ---------===//
#include "CompileHelper.h"
#include "abstraction/AbstractPost.h"
#include "abstraction/CoverageCegar.h"
#include "abstraction/Monitor.h"
#include "exec/Interpreter.h"
#include "explore/crabs/MonitorGuidedStrategy.h"
#include "program/ProgramModel.h"
#include "support/Clock.h"

#include "llvm/IR/Instructions.h"

#include <gtest/gtest.h>

#include <set>

using namespace forage;

namespace {
const char *Spurious = R"(
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 5) {
    if (x < 3)
      return 1;
    return 2;
  }
  return 0;
}
)";

/// A compiled program with everything the model checker needs.
struct Fixture {
  explicit Fixture(const char *Src)
      : FR(test::compileSnippet(Src)), PM(*FR.Module, FR.UserFunctions),
        Interp(*FR.Module, PM, Ctx, InterpreterOptions()),
        C(*FR.Module, PM, Interp.program()) {}
  /// The conditional branch of main whose condition compares with Bound.
  const llvm::BranchInst *branchOn(int Bound) {
    for (const llvm::BasicBlock &BB : *FR.Module->getFunction("main"))
      if (auto *Br = llvm::dyn_cast<llvm::BranchInst>(BB.getTerminator()))
        if (Br->isConditional())
          if (auto *Cmp = llvm::dyn_cast<llvm::ICmpInst>(Br->getCondition()))
            if (auto *K = llvm::dyn_cast<llvm::ConstantInt>(Cmp->getOperand(1)))
              if (K->getSExtValue() == Bound)
                return Br;
    return nullptr;
  }
  FrontendResult FR;
  ProgramModel PM;
  ExprContext Ctx;
  Interpreter Interp;
  Cfa C;
};

/// One model-checking phase over every goal of F, with time to spare.
struct Phase {
  explicit Phase(Fixture &F, const McOptions &O = McOptions()) : Mc(F.C, O) {
    std::vector<bool> Goals(F.PM.numBranches());
    for (uint32_t B = 0; B < Goals.size(); ++B)
      Goals[B] = F.PM.branch(B).IsUser;
    uint64_t Later = steadyNanos() + 30'000'000'000ull;
    S = Mc.run(Goals, Later, Later, Tests, Proofs);
  }
  CoverageCegar Mc;
  std::vector<McTest> Tests;
  std::vector<McProof> Proofs;
  McPhaseStats S;
};
} // namespace

TEST(Abstraction, CoverRequiresCovererLiteralsInCovered) {
  ArgNode M, N;
  M.Ctx = N.Ctx = 0;
  M.Pos = N.Pos = nullptr;
  M.Frames = {{}};
  N.Frames = {{2}};
  EXPECT_TRUE(mayCover(M, N));  // m.A = {} covers n.A = {p}
  EXPECT_FALSE(mayCover(N, M)); // m.A = {p} does not cover n.A = {}
}

TEST(Abstraction, PostSplitsOnPredicate) {
  Fixture F(Spurious);
  const llvm::BranchInst *Br = F.branchOn(5);
  ASSERT_NE(Br, nullptr);
  z3::context Z;
  TransitionEncoder Enc(Z, F.C);
  Precision Prec(Z, F.C);
  AbstractPost Post(Z, Enc, Prec, QueryLimits());
  auto *Cmp = llvm::cast<llvm::ICmpInst>(Br->getCondition());
  z3::expr X = Prec.canonical(Cmp->getOperand(0));
  ASSERT_TRUE(Prec.add(Br->getSuccessor(0)->getFirstNonPHI(), X > 5));
  Position Entry = F.C.entryOf(*F.FR.Module->getFunction("main"));
  std::vector<CfaEdge> Edges;
  F.C.edgesOf(Entry, Edges);
  ASSERT_EQ(Edges.size(), 2u);
  PostResult T = Post.post(Entry, Edges[0], {});
  PostResult E = Post.post(Entry, Edges[1], {});
  ASSERT_TRUE(T.Feasible && E.Feasible);
  // One predicate (stored in whichever polarity Z3 simplifies it to): the
  // two edges give its two literals.
  ASSERT_EQ(T.Target.size(), 1u);
  ASSERT_EQ(E.Target.size(), 1u);
  EXPECT_EQ(T.Target[0] ^ 1, E.Target[0]);
  // In the then-block, x < 3 is abstractly false under x > 5 and
  // possible without it.
  Position Then = F.C.blockPosition(Br->getSuccessor(0));
  F.C.edgesOf(Then, Edges);
  ASSERT_EQ(Edges.size(), 2u);
  EXPECT_FALSE(Post.post(Then, Edges[0], T.Target).Feasible);
  EXPECT_TRUE(Post.post(Then, Edges[0], {}).Feasible);
  EXPECT_TRUE(Post.post(Then, Edges[1], T.Target).Feasible);
}

TEST(Abstraction, RefinementRemovesSpuriousPathAndProves) {
  Fixture F(Spurious);
  Phase P(F);
  EXPECT_TRUE(P.S.Complete);
  EXPECT_GE(P.S.Refinements, 1u);
  const llvm::BranchInst *Inner = F.branchOn(3);
  ASSERT_NE(Inner, nullptr);
  ASSERT_EQ(P.Proofs.size(), 1u);
  EXPECT_EQ(P.Proofs[0].Goal, F.PM.firstBranch(Inner)); // x < 3: true
  EXPECT_EQ(P.Tests.size(), 3u); // x > 5 both ways and x <= 5
}

TEST(Abstraction, NothingProvedWhenTheArgIsIncomplete) {
  Fixture F(Spurious);
  McOptions O;
  O.MaxNodes = 3;
  Phase P(F, O);
  EXPECT_FALSE(P.S.Complete);
  EXPECT_TRUE(P.Proofs.empty());
}

TEST(Abstraction, PhaseBoundedInWorkEndsAtTheSamePointWhateverTheClock) {
  // Without --time a phase is bounded by work (node expansions, goal
  // checks and Z3's resource count), not by the clock: the same limits
  // give the same ARG, tests and refinements on every run, and the phase
  // ends on its work or complete.
  Fixture F(Spurious);
  Phase Full(F);
  ASSERT_TRUE(Full.S.Complete);
  ASSERT_GT(Full.S.Steps, 3u);
  ASSERT_GE(Full.S.Work, Full.S.Steps);
  uint64_t Never = ~uint64_t(0);
  uint64_t Stride = std::max<uint64_t>(1, Full.S.Work / 16);
  for (uint64_t Limit = 1; Limit < Full.S.Work; Limit += Stride) {
    McPhaseStats Runs[2];
    size_t NumTests[2];
    for (int K = 0; K < 2; ++K) {
      CoverageCegar Mc(F.C, McOptions());
      std::vector<bool> Goals(F.PM.numBranches());
      for (uint32_t B = 0; B < Goals.size(); ++B)
        Goals[B] = F.PM.branch(B).IsUser;
      std::vector<McTest> Tests;
      std::vector<McProof> Proofs;
      Runs[K] = Mc.run(Goals, Never, Never, Tests, Proofs, Limit, Limit);
      NumTests[K] = Tests.size();
      EXPECT_TRUE(Runs[K].Complete || Runs[K].Work >= Limit) << Limit;
      if (!Runs[K].Complete) {
        EXPECT_TRUE(Proofs.empty());
      }
    }
    EXPECT_EQ(Runs[0].Work, Runs[1].Work) << Limit;
    EXPECT_EQ(Runs[0].Steps, Runs[1].Steps) << Limit;
    EXPECT_EQ(Runs[0].Nodes, Runs[1].Nodes) << Limit;
    EXPECT_EQ(Runs[0].Refinements, Runs[1].Refinements) << Limit;
    EXPECT_EQ(Runs[0].Complete, Runs[1].Complete) << Limit;
    EXPECT_EQ(NumTests[0], NumTests[1]) << Limit;
  }
  // No refinement: the goal edge stays, nothing is proved.
  CoverageCegar Mc(F.C, McOptions());
  std::vector<bool> Goals(F.PM.numBranches());
  for (uint32_t B = 0; B < Goals.size(); ++B)
    Goals[B] = F.PM.branch(B).IsUser;
  std::vector<McTest> Tests;
  std::vector<McProof> Proofs;
  McPhaseStats S = Mc.run(Goals, Never, Never, Tests, Proofs, 0, Never);
  EXPECT_TRUE(S.Complete);
  EXPECT_EQ(S.GoalChecks, 0u);
  EXPECT_TRUE(Proofs.empty());
}

TEST(Abstraction, MonitorRefutesProvedEdgeAndFreezesDeadFlips) {
  Fixture F(Spurious);
  Phase P(F);
  Monitor M(P.Mc.arg());
  uint32_t Outer = F.PM.firstBranch(F.branchOn(5));
  uint32_t Inner = F.PM.firstBranch(F.branchOn(3));
  uint32_t S0 = M.initial();
  ASSERT_LT(S0, M.numStates());
  const Monitor::Move *Taken = M.step(S0, Outer); // x > 5
  ASSERT_NE(Taken, nullptr);
  ASSERT_LT(Taken->Target, M.numStates());
  EXPECT_EQ(M.step(Taken->Target, Inner), nullptr); // x < 3: refuted
  EXPECT_NE(M.step(Taken->Target, Inner + 1), nullptr);
  // Nothing pending: no state is live, so every flip is dead.
  M.setGoals([](uint32_t) { return false; });
  EXPECT_FALSE(M.live(S0));
  M.setGoals([&](uint32_t B) { return B == Inner + 1; });
  EXPECT_TRUE(M.live(S0));
  EXPECT_EQ(M.dist(S0), 2u);

  // The tracker follows an execution x = 7: outer true, inner false.
  MonitorTracker T({&M});
  T.reset();
  EXPECT_TRUE(T.onBranch(Outer, 1));
  EXPECT_EQ(T.before()[0], S0);
  EXPECT_TRUE(T.onBranch(Inner + 1, 1));
  // A branch the ARG refutes is a divergence.
  T.reset();
  EXPECT_TRUE(T.onBranch(Outer, 1));
  EXPECT_FALSE(T.onBranch(Inner, 1));
}

namespace {
const char *Dispatch = R"(
extern int __VERIFIER_nondet_int(void);
static int a(int v) { if (v == 1) return 1; return 0; }
static int b(int v) { if (v == 2) return 2; return 0; }
static int none(void) { return 0; }
static int pair(int v, int w) { return v + w; }
int (*spareNone)(void) = none;
int (*sparePair)(int, int) = pair;
int main(void) {
  int x = __VERIFIER_nondet_int();
  int (*p)(int) = x & 1 ? a : b;
  int r = p(x);
  if (r == 7)
    return 1;
  return r;
}
)";

const llvm::CallBase *indirectCall(const llvm::Function &F) {
  for (const llvm::BasicBlock &BB : F)
    for (const llvm::Instruction &I : BB)
      if (auto *C = llvm::dyn_cast<llvm::CallBase>(&I))
        if (!Cfa::directCallee(*C))
          return C;
  return nullptr;
}

/// The branch id of the only conditional branch of function Name.
uint32_t branchIn(Fixture &F, const char *Name) {
  for (const llvm::BasicBlock &BB : *F.FR.Module->getFunction(Name))
    if (F.PM.firstBranch(BB.getTerminator()) != ProgramModel::NoBranch)
      return F.PM.firstBranch(BB.getTerminator());
  return ProgramModel::NoBranch;
}
} // namespace

TEST(Abstraction, IndirectCallHasAnEdgePerFunctionItMayRun) {
  Fixture F(Dispatch);
  const llvm::CallBase *Call = indirectCall(*F.FR.Module->getFunction("main"));
  ASSERT_NE(Call, nullptr);
  EXPECT_EQ(F.C.roleOf(*Call), CallRole::Dispatch);
  std::vector<CfaEdge> Edges;
  const llvm::Instruction *P = Call->getParent()->getFirstNonPHI();
  while (F.C.segmentEnd(P) != Call)
    P = F.C.segmentEnd(P)->getNextNode();
  F.C.edgesOf(P, Edges);
  std::set<std::string> Callees;
  for (const CfaEdge &E : Edges) {
    EXPECT_EQ(E.K, EdgeKind::Call);
    Callees.insert(E.Callee->getName().str());
  }
  // pair needs two arguments: a call with one would leave it garbage.
  EXPECT_EQ(Callees, (std::set<std::string>{"a", "b", "none"}));
}

TEST(Abstraction, DispatchProvesWhatNoTargetReturnsAndMonitorFollowsEither) {
  Fixture F(Dispatch);
  Phase P(F);
  EXPECT_TRUE(P.S.Complete);
  uint32_t Seven = F.PM.firstBranch(F.branchOn(7));
  ASSERT_EQ(P.Proofs.size(), 1u);
  EXPECT_EQ(P.Proofs[0].Goal, Seven); // r == 7: true

  // The monitor moves on the first branch of whichever target runs.
  Monitor M(P.Mc.arg());
  uint32_t InA = branchIn(F, "a"), InB = branchIn(F, "b");
  for (uint32_t B : {InA, InA + 1, InB, InB + 1}) {
    MonitorTracker T({&M});
    T.reset();
    EXPECT_TRUE(T.onBranch(B, 2));
    EXPECT_NE(T.before()[0], Monitor::Top);
    EXPECT_TRUE(T.onBranch(Seven + 1, 1)); // r != 7
    EXPECT_NE(T.before()[0], Monitor::Top);
  }
}
