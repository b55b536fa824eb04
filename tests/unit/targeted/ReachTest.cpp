//===- ReachTest.cpp - the backward rules of symcretic execution ----------===//
//
// Dinges' thesis, Algorithms 4.1-4.3 on small programs: each test checks
// one rule through the path condition, trace or verdict it produces.
//
//===----------------------------------------------------------------------===//
#include "../CompileHelper.h"
#include "exec/Interpreter.h"
#include "expr/Evaluator.h"
#include "solver/IncrementalSolver.h"
#include "solver/SolverChain.h"
#include "targeted/BackwardSearch.h"
#include "targeted/ReachDriver.h"

#include "gtest/gtest.h"

using namespace forage;

namespace {

/// One program compiled with everything the search needs.
struct Fixture {
  explicit Fixture(const std::string &Source)
      : FR(test::compileSnippet(Source)) {
    EXPECT_TRUE(FR.Module) << FR.Error;
    PM = std::make_unique<ProgramModel>(*FR.Module, FR.UserFunctions);
    Interp = std::make_unique<Interpreter>(*FR.Module, *PM, Ctx,
                                           InterpreterOptions());
    Z3 = createIncrementalZ3Solver(QueryLimits(), ZStats);
    SolverOptions FO;
    FO.Independence = false;
    Fit = createSolverChain(FO, FStats);
    Facts =
        std::make_unique<ProgramFacts>(*FR.Module, *PM, Interp->program(), Ctx);
    Targets = errorTargets(*FR.Module, *PM);
  }

  /// The first path the search hands to the concrete phase from error
  /// target K (nothing if it closes first).
  bool firstTrace(BackwardState &Out, unsigned K = 0, unsigned L = 2,
                  bool LoopMethods = true) {
    BackwardOptions O;
    O.Unroll = L;
    O.Loops = LoopMethods ? BackwardOptions::Path : BackwardOptions::Off;
    BackwardStats Stats;
    BackwardSearch Search(*Facts, Ctx, *Z3, *FR.Module->getFunction("main"), O,
                          Stats);
    bool Got = false;
    Search.OnEntry = [&](const BackwardState &S) {
      Out = S;
      Got = true;
      return true;
    };
    Search.run(Targets[K], Targets[K].Starts.front());
    return Got;
  }

  /// The input values (forward order) of a trace's model.
  std::vector<int64_t> inputs(const BackwardState &S) {
    std::vector<int64_t> V;
    for (auto It = S.Inputs.rbegin(); It != S.Inputs.rend(); ++It) {
      u128 X = S.Model.get(It->Var);
      unsigned W = It->Width;
      int64_t Y = static_cast<int64_t>(static_cast<uint64_t>(X));
      if (W < 64 && (Y >> (W - 1)) & 1)
        Y -= int64_t(1) << W;
      V.push_back(Y);
    }
    return V;
  }

  /// The backward search's verdict; Spacer is asked only with AskSpacer.
  Verdict verdict(unsigned K = 0, bool LoopMethods = true,
                  TargetResult *Out = nullptr, uint64_t Seed = 0,
                  bool AskSpacer = false) {
    ReachOptions O;
    O.Loops = LoopMethods ? BackwardOptions::Path : BackwardOptions::Off;
    O.Seed = Seed;
    O.ChcRlimit = AskSpacer ? 20'000'000 : 0;
    ReachDriver D(*Facts, Ctx, *Z3, *Fit, *Interp,
                  *FR.Module->getFunction("main"), O);
    TargetResult R = D.reach(Targets[K], 0);
    Verdict V = R.V;
    if (Out)
      *Out = std::move(R);
    return V;
  }

  FrontendResult FR;
  ExprContext Ctx;
  std::unique_ptr<ProgramModel> PM;
  std::unique_ptr<Interpreter> Interp;
  SolverStats ZStats, FStats;
  std::unique_ptr<IncrementalSolver> Z3;
  std::unique_ptr<Solver> Fit;
  std::unique_ptr<ProgramFacts> Facts;
  std::vector<ReachTarget> Targets;
};

const char *Prelude = "extern int __VERIFIER_nondet_int(void);\n"
                      "extern void reach_error(void);\n";

} // namespace

TEST(ReachBackward, BinaryOpAndTrueEdge) {
  Fixture F(std::string(Prelude) + "int main(void) { int x = "
                                   "__VERIFIER_nondet_int();\n"
                                   "  if (x * 3 + 1 == 22) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  EXPECT_EQ(F.inputs(S), std::vector<int64_t>{7});
}

TEST(ReachBackward, RefutedSiblingIsPoppedFromTheSolver) {
  // Backwards from the target, the join offers the then-edge (y = x with
  // x > 40: satisfiable there, refuted only further up by x < 41) and the
  // else-edge (y = 7: feasible). The path condition lives on one
  // incremental solver: if the then-sibling's y > 40 stayed asserted, the
  // else-sibling would be refuted too and the verdict would wrongly be
  // UNREACHABLE. Seeds vary the sibling order.
  Fixture F(std::string(Prelude) +
            "int main(void) { int x = __VERIFIER_nondet_int(); int y;\n"
            "  if (x >= 41) return 0;\n"
            "  if (x > 40) y = x; else y = 7;\n"
            "  if (y < 50) reach_error(); }\n");
  for (uint64_t Seed = 0; Seed < 4; ++Seed) {
    TargetResult R;
    EXPECT_EQ(F.verdict(0, true, &R, Seed), Verdict::Reached) << Seed;
    EXPECT_EQ(F.Z3->scopes(), 0u) << Seed;
  }
  EXPECT_GE(F.ZStats.Unsat, 1u);
}

TEST(ReachBackward, SelfUpdateGivesFreshInstances) {
  Fixture F(std::string(Prelude) +
            "int main(void) { int i = __VERIFIER_nondet_int();\n"
            "  i = i + 1; i = i + 1; i = i * 2;\n"
            "  if (i == 10) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  EXPECT_EQ(F.inputs(S), std::vector<int64_t>{3});
}

TEST(ReachBackward, FalseEdge) {
  Fixture F(std::string(Prelude) +
            "int main(void) { int x = __VERIFIER_nondet_int();\n"
            "  if (x > -5) return 0; if (x < -6) return 0;\n"
            "  reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  int64_t X = F.inputs(S)[0];
  EXPECT_TRUE(X == -5 || X == -6) << X;
}

TEST(ReachBackward, PhiSwapIsParallel) {
  Fixture F(std::string(Prelude) +
            "int main(void) { int a = __VERIFIER_nondet_int();\n"
            "  int b = __VERIFIER_nondet_int(); int c = "
            "__VERIFIER_nondet_int();\n"
            "  if (c) { int t = a; a = b; b = t; }\n"
            "  if (c == 1 && a == 1 && b == 2) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  EXPECT_EQ(F.inputs(S), (std::vector<int64_t>{2, 1, 1}));
}

TEST(ReachBackward, SwitchCaseAndDefault) {
  Fixture F(std::string(Prelude) +
            "int main(void) { int x = __VERIFIER_nondet_int();\n"
            "  switch (x) { case 4: reach_error(); break;\n"
            "  case 5: return 1; default: if (x > 3 && x < 6) "
            "reach_error(); } }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S, 0));
  EXPECT_EQ(F.inputs(S), std::vector<int64_t>{4});
  // The default edge excludes 4 and 5: nothing is left in (3, 6).
  EXPECT_EQ(F.verdict(1), Verdict::Unreachable);
}

TEST(ReachBackward, Select) {
  Fixture F(std::string(Prelude) +
            "int main(void) { int x = __VERIFIER_nondet_int();\n"
            "  int m = x > 0 ? x : -x;\n"
            "  if (m == 9 && x < 0) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  EXPECT_EQ(F.inputs(S), std::vector<int64_t>{-9});
}

TEST(ReachBackward, CallWithBodyBindsArgumentAndResult) {
  Fixture F(std::string(Prelude) +
            "static int twice(int a) { return a + a; }\n"
            "int main(void) { int x = __VERIFIER_nondet_int();\n"
            "  int r = twice(x + 1);\n"
            "  if (r == 10 && x + 1 == 5) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  EXPECT_EQ(F.inputs(S), std::vector<int64_t>{4});
  // The argument is also used below the call: 2(x+1) = 10 and x+1 = 6
  // contradict.
  Fixture G(std::string(Prelude) +
            "static int twice(int a) { return a + a; }\n"
            "int main(void) { int x = __VERIFIER_nondet_int();\n"
            "  int r = twice(x + 1);\n"
            "  if (r == 10 && x + 1 == 6) reach_error(); }\n");
  EXPECT_EQ(G.verdict(), Verdict::Unreachable);
}

TEST(ReachBackward, TargetInCalleeLeavesToEveryCaller) {
  Fixture F(std::string(Prelude) +
            "static void check(int v) { if (v == 42) reach_error(); }\n"
            "int main(void) { int x = __VERIFIER_nondet_int();\n"
            "  check(1); check(x - 8); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  EXPECT_EQ(F.inputs(S), std::vector<int64_t>{50});
}

TEST(ReachBackward, ExternalCallIsObserved) {
  Fixture F(std::string(Prelude) + "#include <stdlib.h>\n"
                                   "int main(void) { int x = "
                                   "__VERIFIER_nondet_int();\n"
                                   "  int y = abs(x);\n"
                                   "  if (y == 3 && x < 0) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  ASSERT_EQ(S.Obs.size(), 1u);
  EXPECT_EQ(S.Obs[0].K, Observation::Result);
  TargetResult R;
  EXPECT_EQ(F.verdict(0, true, &R), Verdict::Reached);
  EXPECT_EQ(R.Witness.Inputs.size(), 1u);
  EXPECT_EQ(static_cast<int32_t>(R.Witness.Inputs[0].Value), -3);
}

TEST(ReachBackward, InputSlotsInCallOrder) {
  Fixture F(std::string(Prelude) +
            "int main(void) { int a = __VERIFIER_nondet_int();\n"
            "  int b = __VERIFIER_nondet_int();\n"
            "  int c = __VERIFIER_nondet_int();\n"
            "  if (a == 1 && b == 2 && c == 3) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  EXPECT_EQ(F.inputs(S), (std::vector<int64_t>{1, 2, 3}));
}

TEST(ReachBackward, GlobalInitialiserAtEntry) {
  Fixture F(std::string(Prelude) +
            "int g = 7;\n"
            "int main(void) { int x = __VERIFIER_nondet_int();\n"
            "  if (x == 1) g = g + 1;\n"
            "  if (g == 8) reach_error();\n"
            "  if (g == 9) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S, 0));
  EXPECT_EQ(F.inputs(S), std::vector<int64_t>{1});
  EXPECT_EQ(F.verdict(1), Verdict::Unreachable);
}

TEST(ReachBackward, LoopMethodObservesEveryLiveOut) {
  Fixture F(std::string(Prelude) +
            "int main(void) { int n = __VERIFIER_nondet_int();\n"
            "  int i = 0, s = 0;\n"
            "  while (i < n) { i++; s += 3; }\n"
            "  if (s == 300 && i == 100) reach_error(); }\n");
  BackwardState S;
  ASSERT_TRUE(F.firstTrace(S));
  EXPECT_EQ(S.LoopMethods, 1u);
  unsigned AtExit = 0;
  for (const Observation &O : S.Obs)
    AtExit += O.K == Observation::ValueAtArrival;
  // s, i, and the exit test i < n computed inside the loop.
  EXPECT_EQ(AtExit, 3u);
  TargetResult R;
  EXPECT_EQ(F.verdict(0, true, &R), Verdict::Reached);
  EXPECT_EQ(static_cast<int32_t>(R.Witness.Inputs[0].Value), 100);
}

TEST(ReachBackward, LoopMethodRefutedSubsumesUnrolling) {
  const char *Src = "int main(void) { int n = __VERIFIER_nondet_int();\n"
                    "  int x = __VERIFIER_nondet_int(); int i = 0;\n"
                    "  if (x > 5) { while (i < n) i++;\n"
                    "    if (x < 3) reach_error(); } }\n";
  Fixture F(std::string(Prelude) + Src);
  EXPECT_EQ(F.verdict(0, true), Verdict::Unreachable);
  // Without loop methods the unrolling is cut at L: never a proof.
  Fixture G(std::string(Prelude) + Src);
  EXPECT_EQ(G.verdict(0, false), Verdict::Unknown);
  // Spacer, asked where the cut unrolling leaves paths open, proves it.
  Fixture H(std::string(Prelude) + Src);
  TargetResult R;
  EXPECT_EQ(H.verdict(0, false, &R, 0, true), Verdict::Unreachable);
  EXPECT_NE(R.Explanation.find("proved by Spacer"), std::string::npos)
      << R.Explanation;
}

TEST(ReachBackward, UnrollingReachesSmallTripCounts) {
  Fixture F(std::string(Prelude) +
            "int main(void) { int n = __VERIFIER_nondet_int();\n"
            "  int s = 0;\n"
            "  for (int i = 0; i < n; i++) s += 5;\n"
            "  if (s == 15) reach_error(); }\n");
  TargetResult R;
  EXPECT_EQ(F.verdict(0, false, &R), Verdict::Reached);
  EXPECT_EQ(static_cast<int32_t>(R.Witness.Inputs[0].Value), 3);
  EXPECT_EQ(R.Backward.LoopMethods, 0u);
}

TEST(ReachBackward, OpaqueCallNeverProvesUnreachable) {
  // sin never exceeds 1, but Z3 sees an uninterpreted function: the
  // search must say UNKNOWN, not UNREACHABLE.
  Fixture F(std::string(Prelude) +
            "#include <math.h>\n"
            "extern double __VERIFIER_nondet_double(void);\n"
            "int main(void) { double u = __VERIFIER_nondet_double();\n"
            "  if (sin(u) > 2.0) reach_error(); }\n");
  ReachOptions O;
  O.TraceSeconds = 1;
  ReachDriver D(*F.Facts, F.Ctx, *F.Z3, *F.Fit, *F.Interp,
                *F.FR.Module->getFunction("main"), O);
  TargetResult R = D.reach(F.Targets[0], 0);
  EXPECT_EQ(R.V, Verdict::Unknown);
  EXPECT_GE(R.Concrete.Runs, 1u);
}
