//===- ClimbTest.cpp - hill climbing on branch distance -------------------===//
#include "CompileHelper.h"
#include "exec/Interpreter.h"
#include "explore/climb/DistanceClimb.h"
#include "program/ProgramModel.h"
#include "solver/SolverChain.h"
#include "suite/SuiteWriter.h"

#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
/// reach_error needs exactly 9 of 12 characters to be 'x': the count is
/// concrete on every path, so no solver query can ask for it.
const char *Counting = "extern char __VERIFIER_nondet_char(void);\n"
                       "extern void reach_error(void);\n"
                       "int main(void) {\n"
                       "  int n = 0;\n"
                       "  for (int i = 0; i < 12; i++)\n"
                       "    if (__VERIFIER_nondet_char() == 'x') n++;\n"
                       "  if (n == 9) reach_error();\n"
                       "  return 0;\n"
                       "}\n";

struct ClimbSetup {
  explicit ClimbSetup(const char *Src) : FR(test::compileSnippet(Src)) {
    EXPECT_TRUE(FR.Module) << FR.Error;
    PM = std::make_unique<ProgramModel>(*FR.Module, FR.UserFunctions);
    Interp = std::make_unique<Interpreter>(*FR.Module, *PM, Ctx,
                                           InterpreterOptions());
    Solve = createSolverChain(SolverOptions(), SStats);
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("forage-climb", Dir));
    Suite = std::make_unique<SuiteWriter>(std::string(Dir), SuiteMetadata());
    Recorder = std::make_unique<TestRecorder>(*PM, *Suite, Summary);
  }
  ~ClimbSetup() { llvm::sys::fs::remove_directories(Dir); }
  FrontendResult FR;
  ExprContext Ctx;
  std::unique_ptr<ProgramModel> PM;
  std::unique_ptr<Interpreter> Interp;
  SolverStats SStats;
  std::unique_ptr<Solver> Solve;
  llvm::SmallString<128> Dir;
  std::unique_ptr<SuiteWriter> Suite;
  RunSummary Summary;
  std::unique_ptr<TestRecorder> Recorder;
};
} // namespace

TEST(DistanceClimbTest, climbs_a_count_no_path_constraint_mentions) {
  for (uint64_t Seed : {1, 2, 3}) {
    ClimbSetup P(Counting);
    ClimbOptions O;
    O.Seed = Seed;
    DistanceClimb C(
        *P.Interp, *P.Solve, *P.Recorder,
        [&](uint32_t B) { return !P.Recorder->coverage().covered(B); }, O);
    C.climb(3000, [] { return false; });
    ASSERT_EQ(P.Summary.Bugs.size(), 1u) << "seed " << Seed;
    EXPECT_EQ(P.Summary.Bugs[0].Kind, "reach-error");
    EXPECT_GT(C.improvements(), 0u);
  }
}

TEST(DistanceClimbTest, stops_when_nothing_is_left_to_climb) {
  // Every outcome is taken by the first runs: nothing to aim at.
  ClimbSetup P("extern int __VERIFIER_nondet_int(void);\n"
               "int main(void) { return __VERIFIER_nondet_int() > 0; }\n");
  DistanceClimb C(
      *P.Interp, *P.Solve, *P.Recorder,
      [&](uint32_t B) { return !P.Recorder->coverage().covered(B); },
      ClimbOptions());
  uint64_t Ran = C.climb(1000, [] { return false; });
  EXPECT_LT(Ran, 1000u);
}

TEST(DistanceClimbTest, starts_from_the_tests_of_other_techniques) {
  // Another technique's test is run as a point before any step: after the
  // zero input, the next execution is the imported test, which takes the
  // branch the zero input does not.
  ClimbSetup P("extern int __VERIFIER_nondet_int(void);\n"
               "int main(void) {\n"
               "  if (__VERIFIER_nondet_int() == 12345) return 1;\n"
               "  return 0;\n"
               "}\n");
  GoalMap::TestInput In;
  In.emplace_back(0u, static_cast<u128>(12345));
  P.Recorder->goals().addTestInput(In);
  ClimbOptions O;
  O.Seed = 1;
  DistanceClimb C(
      *P.Interp, *P.Solve, *P.Recorder,
      [&](uint32_t B) { return !P.Recorder->coverage().covered(B); }, O);
  EXPECT_EQ(C.pendingTests(), 1u);
  EXPECT_EQ(C.climb(2, [] { return false; }), 2u);
  EXPECT_EQ(C.steps(), 0u);
  EXPECT_EQ(C.covered(), 2u); // the zero input one outcome, the test the other
  EXPECT_EQ(C.pendingTests(), 0u);
}
