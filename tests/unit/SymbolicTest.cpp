//===- SymbolicTest.cpp - forking symbolic execution (seed 004) -----------===//
#include "CompileHelper.h"
#include "exec/Interpreter.h"
#include "exec/MemoryImage.h"
#include "explore/symbolic/Homi.h"
#include "explore/symbolic/SymbolicDriver.h"
#include "expr/ExprContext.h"
#include "solver/SolverChain.h"

#include "llvm/Support/FileSystem.h"

#include <cstring>
#include <gtest/gtest.h>

using namespace forage;

namespace {
struct Compiled {
  explicit Compiled(const std::string &Src, bool Fork = true)
      : FR(test::compileSnippet(Src)) {
    EXPECT_TRUE(FR.Module) << FR.Error;
    PM = std::make_unique<ProgramModel>(*FR.Module, FR.UserFunctions);
    InterpreterOptions O;
    O.Fork = Fork;
    Interp = std::make_unique<Interpreter>(*FR.Module, *PM, Ctx, O);
  }
  FrontendResult FR;
  ExprContext Ctx;
  std::unique_ptr<ProgramModel> PM;
  std::unique_ptr<Interpreter> Interp;
};

const char *TwoWays = "extern int __VERIFIER_nondet_int(void);\n"
                      "int G;\n"
                      "int main(void) { int a = __VERIFIER_nondet_int();\n"
                      "  if (a > 10) G = 1; else G = 2;\n"
                      "  return G; }\n";

/// Seven feasible paths: 2 x 2 x 2 decisions, but a <= 10 && b == 3 rules
/// out a + b == 20.
const char *ThreeDecisions =
    "extern int __VERIFIER_nondet_int(void);\n"
    "int main(void) { int a = __VERIFIER_nondet_int();\n"
    "  int b = __VERIFIER_nondet_int(); int r = 0;\n"
    "  if (a > 10) r++;\n"
    "  if (b == 3) r++;\n"
    "  if (a + b == 20) r++;\n"
    "  return r; }\n";
} // namespace

TEST(ForkingTest, pauses_at_a_symbolic_branch_and_resumes_two_states) {
  Compiled P(TwoWays);
  State Parent;
  P.Interp->start(Parent);
  P.Interp->resume(Parent);
  ASSERT_EQ(Parent.End.K, Termination::Running);
  ASSERT_EQ(Parent.Fork.K, ForkPoint::Branch);
  ASSERT_NE(Parent.Fork.Value, nullptr);
  EXPECT_TRUE(Parent.Path.empty()); // The branch has not run yet.
  MemoryImage Img;
  P.Interp->suspend(Parent, Img);
  // The child: the parent's state with a model for the other side.
  State Child = Parent;
  Child.Model.set(0, 20);
  P.Interp->reinstate(Child, Img);
  P.Interp->reevaluate(Child);
  EXPECT_EQ(Child.Inputs[0].Value, 20u);
  Child.Decided = true;
  P.Interp->resume(Child);
  EXPECT_EQ(Child.End.K, Termination::Exit);
  EXPECT_EQ(Child.End.ExitCode, 1);
  // The parent resumes from its own image and goes the other way.
  P.Interp->reinstate(Parent, Img);
  Parent.Decided = true;
  P.Interp->resume(Parent);
  EXPECT_EQ(Parent.End.K, Termination::Exit);
  EXPECT_EQ(Parent.End.ExitCode, 2);
}

TEST(SymbolicDriverTest, explores_every_feasible_path_once) {
  Compiled P(ThreeDecisions);
  SolverStats SStats;
  auto Solve = createSolverChain(SolverOptions(), SStats);
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("forage-sym", Dir));
  SuiteWriter Suite{std::string(Dir), SuiteMetadata()};
  StatsWriter Stats(std::string(Dir) + "/stats.json");
  for (const char *Search : {"dfs", "bfs", "random-path"}) {
    SymbolicOptions O;
    O.Search = {Search};
    O.Seed = 1;
    SymbolicDriver D(*P.Interp, *Solve, SStats, Suite, Stats, O);
    RunSummary R = D.run();
    // 2 x 2 x 2 decisions, but a <= 10 && b == 3 rules out a + b == 20.
    EXPECT_EQ(R.Paths, 7u) << Search;
    EXPECT_TRUE(R.Exhausted) << Search;
    EXPECT_EQ(R.Covered, R.Goals) << Search;
  }
  llvm::sys::fs::remove_directories(Dir);
}

TEST(SymbolicDriverTest, phases_go_on_with_the_same_states) {
  // As a portfolio's component the driver returns between phases and goes
  // on where it stopped: one path per phase, the same seven paths as one
  // run; stop() in the middle writes the tests the live states owe.
  SolverStats SStats;
  auto Solve = createSolverChain(SolverOptions(), SStats);
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("forage-sym", Dir));
  SymbolicOptions O;
  O.Search = {"dfs"};
  O.Seed = 1;
  {
    Compiled P(ThreeDecisions);
    SuiteWriter Suite{std::string(Dir) + "/a", SuiteMetadata()};
    StatsWriter Stats(std::string(Dir) + "/a.json");
    SymbolicDriver D(*P.Interp, *Solve, SStats, Suite, Stats, O);
    RunSummary R;
    unsigned Phases = 0;
    do {
      D.PhaseExecutions = D.pathsEnded() + 1;
      R = D.run();
      ++Phases;
    } while (R.StopReason == "phase ended" && Phases < 100);
    EXPECT_EQ(R.Paths, 7u);
    EXPECT_TRUE(R.Exhausted);
    EXPECT_EQ(R.Covered, R.Goals);
    EXPECT_GE(Phases, 7u);
  }
  {
    Compiled P(ThreeDecisions);
    SuiteWriter Suite{std::string(Dir) + "/b", SuiteMetadata()};
    StatsWriter Stats(std::string(Dir) + "/b.json");
    SymbolicDriver D(*P.Interp, *Solve, SStats, Suite, Stats, O);
    D.PhaseSteps = 2; // two decisions: states are live, nothing ended
    RunSummary R = D.run();
    ASSERT_EQ(R.StopReason, "phase ended");
    EXPECT_EQ(R.Tests, 0u);
    R = D.stop();
    EXPECT_FALSE(R.Exhausted);
    EXPECT_NE(R.StopReason, "phase ended");
    // Every branch covered so far has a test now.
    EXPECT_GT(R.Tests, 0u);
  }
  llvm::sys::fs::remove_directories(Dir);
}

TEST(HomiTest, core_conditions_are_equalities_of_inputs_and_constants) {
  ExprContext C;
  ExprRef X = C.var(0, 32), Y = C.var(1, 8);
  ExprRef XIs5 = C.eq(X, C.constant(32, 5));
  ExprRef YIs1 = C.eq(C.zext(Y, 32), C.constant(32, 1));
  EXPECT_TRUE(isCoreCondition(XIs5));
  EXPECT_TRUE(isCoreCondition(YIs1));
  EXPECT_TRUE(isCoreCondition(C.negate(XIs5)));
  EXPECT_TRUE(isCoreCondition(C.andE(XIs5, C.orE(YIs1, C.negate(XIs5)))));
  EXPECT_FALSE(isCoreCondition(C.slt(X, C.constant(32, 5))));
  EXPECT_FALSE(isCoreCondition(C.eq(C.mul(X, X), C.constant(32, 25))));
  EXPECT_FALSE(isCoreCondition(C.eq(X, C.var(2, 32))));
}

namespace {
/// A finished state that took the branch edges Hit with the path Conds.
std::unique_ptr<SymState> finished(std::vector<uint8_t> Hit,
                                   const std::vector<ExprRef> &Conds) {
  auto St = std::make_unique<SymState>();
  St->S.Hit = std::move(Hit);
  for (ExprRef E : Conds) {
    auto N = std::make_shared<PathNode>();
    N->E = PathEntry{PathEntry::Branch, E};
    N->Length = St->pathLength() + 1;
    N->Parent = St->Path;
    St->Path = N;
  }
  return St;
}
} // namespace

TEST(HomiTest, learns_features_from_the_greedy_cover_deterministically) {
  ExprContext C;
  ExprRef X = C.var(0, 32), Y = C.var(1, 32);
  ExprRef F1 = C.eq(X, C.constant(32, 7));
  ExprRef F2 = C.eq(Y, C.constant(32, 9));
  ExprRef NotCore = C.slt(X, Y);
  auto A = finished({1, 1, 0, 0, 0}, {F1, NotCore});
  auto B = finished({1, 1, 1, 1, 0}, {F2});
  auto D = finished({1, 0, 0, 0, 1}, {C.negate(F1)});
  auto Same = finished({1, 1, 0, 0, 0}, {F2}); // A's branches again
  std::vector<std::vector<double>> Weights;
  std::vector<std::vector<ExprRef>> Features;
  for (int Round = 0; Round < 2; ++Round) {
    std::mt19937_64 Rng(42);
    PruneOptions O;
    O.K = PruneOptions::Homi;
    O.ExploreRuns = 1;
    Pruner P(O, Rng);
    P.beginRun();
    for (auto *St : {A.get(), B.get(), D.get(), Same.get()})
      P.noteTest(*St);
    EXPECT_EQ(P.data().size(), 3u); // Same adds no new branch set.
    // The cover: B (4 edges), then D (edge 4); A adds nothing.
    EXPECT_EQ(P.greedyCover(), (std::vector<size_t>{1, 2}));
    P.endRun();
    // The features: the core conditions of B's and D's paths.
    EXPECT_EQ(P.features(), (std::vector<ExprRef>{F2, C.negate(F1)}));
    for (int Run = 0; Run < 4; ++Run) {
      P.beginRun();
      P.endRun();
    }
    Weights.push_back(P.runData().back().Weights);
    Features.push_back(P.features());
    // States whose path holds a low-weight feature go first.
    std::vector<SymState *> Live = {A.get(), B.get(), D.get(), Same.get()};
    std::vector<SymState *> Out;
    P.select(Live, Out);
    EXPECT_EQ(Out.size(), static_cast<size_t>(4 * P.runData().back().Ratio));
  }
  EXPECT_EQ(Weights[0], Weights[1]);
  EXPECT_EQ(Features[0], Features[1]);
}

TEST(HomiTest, a_run_that_prunes_nothing_is_no_evidence_for_a_ratio) {
  // The first run has no features and prunes nothing; the greedy cover
  // keeps its tests. Exploitation must not then learn that run's drawn
  // ratio as the good one: with no evidence, it draws from all of S_ratio.
  ExprContext C;
  ExprRef F = C.eq(C.var(0, 32), C.constant(32, 7));
  auto A = finished({1, 1, 0}, {F});
  std::mt19937_64 Rng(5);
  PruneOptions O;
  O.K = PruneOptions::Homi;
  O.ExploreRuns = 0;
  Pruner P(O, Rng);
  P.beginRun();
  EXPECT_EQ(P.runData().back().Ratio, 0.0);
  P.noteTest(*A);
  P.endRun();
  ASSERT_EQ(P.features().size(), 1u);
  std::set<double> Exploited;
  for (int Run = 0; Run < 60; ++Run) {
    P.beginRun();
    if (P.report().getString("last_method") == llvm::StringRef("exploit"))
      Exploited.insert(P.runData().back().Ratio);
    P.endRun();
  }
  EXPECT_GE(Exploited.size(), 2u);
}

TEST(HomiTest, random_pruning_takes_the_ratio_of_live_states) {
  std::mt19937_64 Rng(3);
  PruneOptions O;
  O.K = PruneOptions::Random;
  Pruner P(O, Rng);
  P.beginRun();
  std::vector<std::unique_ptr<SymState>> States;
  std::vector<SymState *> Live;
  for (int K = 0; K < 10; ++K) {
    States.push_back(std::make_unique<SymState>());
    States.back()->Id = K;
    Live.push_back(States.back().get());
  }
  std::vector<SymState *> Out;
  P.select(Live, Out);
  double R = P.runData().back().Ratio;
  EXPECT_TRUE(R == 0.2 || std::abs(R - 0.4) < 1e-9 || std::abs(R - 0.6) < 1e-9);
  EXPECT_EQ(Out.size(), static_cast<size_t>(10 * R));
  std::set<SymState *> Distinct(Out.begin(), Out.end());
  EXPECT_EQ(Distinct.size(), Out.size());
}
