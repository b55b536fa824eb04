//===- ExploreTest.cpp - concolic DFS and BoundedDFS over real programs ---===//
#include "CompileHelper.h"
#include "exec/Interpreter.h"
#include "explore/concolic/ConcolicDriver.h"
#include "explore/concolic/DfsStrategy.h"
#include "explore/concolic/GuidedStrategies.h"
#include "explore/concolic/RandomStrategies.h"
#include "program/ProgramModel.h"
#include "solver/SolverChain.h"
#include "suite/Coverage.h"
#include "suite/StatsWriter.h"
#include "suite/SuiteWriter.h"

#include "llvm/Support/FileSystem.h"

#include <functional>
#include <gtest/gtest.h>
#include <set>

using namespace forage;

namespace {
/// A compiled program with an interpreter and a solver.
struct Loaded {
  explicit Loaded(const std::string &Src) : FR(test::compileSnippet(Src)) {
    EXPECT_TRUE(FR.Module) << FR.Error;
    PM = std::make_unique<ProgramModel>(*FR.Module, FR.UserFunctions);
    Interp = std::make_unique<Interpreter>(*FR.Module, *PM, Ctx,
                                           InterpreterOptions());
    Solve = createSolverChain(SolverOptions(), Stats);
  }
  FrontendResult FR;
  ExprContext Ctx;
  std::unique_ptr<ProgramModel> PM;
  std::unique_ptr<Interpreter> Interp;
  SolverStats Stats;
  std::unique_ptr<Solver> Solve;
};

/// Runs the generic search loop of seed 001 with DFS (bounded by Depth;
/// generational search with Depth = Generational) and returns the distinct
/// branch-id sequences of the paths it ran.
constexpr unsigned Generational = ~0u;
using Factory = std::function<std::unique_ptr<Strategy>(SearchContext &)>;
std::set<std::vector<uint32_t>> exploreWith(const std::string &Src,
                                            const Factory &Make, size_t MaxRuns,
                                            size_t &Runs, bool &Complete) {
  Loaded P(Src);
  Interpreter &Interp = *P.Interp;
  std::mt19937_64 Rng(1);
  SearchContext C{*P.Solve, P.Ctx, Interp.program(), Rng, {}};
  std::unique_ptr<Strategy> Strat = Make(C);
  std::set<std::vector<uint32_t>> Paths;
  State S;
  Assignment Next;
  for (Runs = 0; Runs < MaxRuns;) {
    S.Model = Next;
    Interp.run(S);
    ++Runs;
    std::vector<uint32_t> Ids;
    for (const PathEntry &E : S.Path)
      Ids.push_back(E.BranchId);
    Paths.insert(Ids);
    Assignment Used;
    for (const InputRecord &R : S.Inputs)
      Used.set(R.Var, R.Value);
    Strat->update(S, Used);
    auto N = Strat->next();
    if (!N)
      break;
    Next = *N;
  }
  Complete = Strat->complete();
  return Paths;
}

std::set<std::vector<uint32_t>> explore(const std::string &Src, unsigned Depth,
                                        size_t MaxRuns, size_t &Runs,
                                        bool &Complete) {
  return exploreWith(
      Src,
      [Depth](SearchContext &C) {
        return Depth == Generational ? createGenerationalStrategy(C)
                                     : createDfsStrategy(C, Depth);
      },
      MaxRuns, Runs, Complete);
}

const char *ThreeIfs = "extern int __VERIFIER_nondet_int(void);\n"
                       "int main(void) { int a = __VERIFIER_nondet_int();\n"
                       "  int b = __VERIFIER_nondet_int(); int r = 0;\n"
                       "  if (a > 10) r++;\n"
                       "  if (b == 3) r++;\n"
                       "  if (a + b == 20) r++;\n"
                       "  return r; }\n";
} // namespace

TEST(DfsTest, explores_every_feasible_path_exactly_once) {
  size_t Runs;
  bool Complete;
  auto Paths = explore(ThreeIfs, 0, 100, Runs, Complete);
  // 7 of the 8 combinations are feasible: a <= 10 with b == 3 and
  // a + b == 20 would need a == 17.
  EXPECT_EQ(Paths.size(), 7u);
  EXPECT_EQ(Runs, 7u);
  EXPECT_TRUE(Complete);
}

TEST(DfsTest, infeasible_combinations_are_not_run) {
  size_t Runs;
  bool Complete;
  auto Paths = explore("extern int __VERIFIER_nondet_int(void);\n"
                       "int main(void) { int a = __VERIFIER_nondet_int();\n"
                       "  int r = 0; if (a > 10) r++; if (a > 20) r++;\n"
                       "  if (a < 5) r++; return r; }\n",
                       0, 100, Runs, Complete);
  // a <= 10 & a < 5, a <= 10 & a >= 5, 10 < a <= 20, a > 20.
  EXPECT_EQ(Paths.size(), 4u);
  EXPECT_EQ(Runs, 4u);
}

TEST(DfsTest, bounded_dfs_restarts_when_the_bound_cuts) {
  size_t Runs;
  bool Complete;
  auto Paths = explore(ThreeIfs, 1, 40, Runs, Complete);
  // With one forced branch per start, each start runs at most 4 paths, and
  // the search keeps restarting from random inputs instead of finishing.
  EXPECT_EQ(Runs, 40u);
  EXPECT_FALSE(Complete);
  EXPECT_GE(Paths.size(), 4u);
}

TEST(CrestDfsTest, runs_every_path_within_the_depth_then_ends) {
  size_t Runs;
  bool Complete;
  auto Crest = [](unsigned Depth) {
    return
        [Depth](SearchContext &C) { return createCrestDfsStrategy(C, Depth); };
  };
  // Depth 3 covers the three branches: the 7 feasible paths, each once,
  // then the search ends (bounded, so no exhaustion claim).
  auto Paths = exploreWith(ThreeIfs, Crest(3), 100, Runs, Complete);
  EXPECT_EQ(Paths.size(), 7u);
  EXPECT_EQ(Runs, 7u);
  EXPECT_FALSE(Complete);
  // Depth 1: one successful forcing, of the first branch; its run forces
  // nothing more. The zero input and the forced run.
  Paths = exploreWith(ThreeIfs, Crest(1), 100, Runs, Complete);
  EXPECT_EQ(Runs, 2u);
  EXPECT_EQ(Paths.size(), 2u);
  // Depth 2 forces the first branch, then the second inside its run and
  // the second of the zero input's path: 1 + 1 + 1 + 1 runs.
  Paths = exploreWith(ThreeIfs, Crest(2), 100, Runs, Complete);
  EXPECT_EQ(Runs, 4u);
}

TEST(GenerationalTest, runs_every_feasible_path_exactly_once) {
  size_t Runs;
  bool Complete;
  auto Paths = explore(ThreeIfs, Generational, 100, Runs, Complete);
  EXPECT_EQ(Paths.size(), 7u);
  EXPECT_EQ(Runs, 7u);
  EXPECT_TRUE(Complete);
}

TEST(GenerationalTest, enumerates_every_value_of_a_pinned_pointer) {
  size_t Runs;
  bool Complete;
  // The call through t[i] pins the function pointer to one target per run;
  // the search must try every other target once, as DFS does: i < 0,
  // i > 2 and the three callees make 5 paths.
  const char *Table = "extern int __VERIFIER_nondet_int(void);\n"
                      "int f0(void) { return 1; }\n"
                      "int f1(void) { return 2; }\n"
                      "int f2(void) { return 3; }\n"
                      "int (*t[3])(void) = {f0, f1, f2};\n"
                      "int main(void) { int i = __VERIFIER_nondet_int();\n"
                      "  if (i < 0 || i > 2) return 0;\n"
                      "  return t[i](); }\n";
  // (The three calls share their branch ids: count runs, not id paths.)
  explore(Table, Generational, 100, Runs, Complete);
  EXPECT_EQ(Runs, 5u);
  EXPECT_TRUE(Complete);
  explore(Table, 0, 100, Runs, Complete);
  EXPECT_EQ(Runs, 5u);
}

namespace {
/// Branch edges covered after Calls calls of run(), each ending after one
/// execution (the iteration budget of 1 is spent from the first on), with
/// or without KeepStrategy.
size_t coveredAfterPhases(unsigned Calls, bool Keep) {
  Loaded P(ThreeIfs);
  llvm::SmallString<128> Dir;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("forage-keep", Dir));
  SuiteWriter Suite{std::string(Dir), SuiteMetadata()};
  StatsWriter Stats(std::string(Dir) + "/stats.json");
  ConcolicOptions O;
  O.Strategy = "dfs";
  O.MaxIterations = 1;
  ConcolicDriver D(*P.Interp, *P.Solve, P.Stats, Suite, Stats, O);
  D.KeepStrategy = Keep;
  for (unsigned K = 0; K < Calls; ++K)
    D.run();
  size_t Covered = D.coverage().numCovered();
  llvm::sys::fs::remove_directories(Dir);
  return Covered;
}
} // namespace

TEST(ConcolicDriverTest, kept_strategy_goes_on_across_phases) {
  // A new strategy per phase runs the all-zero input every time; the kept
  // one runs the next path of its search.
  EXPECT_EQ(coveredAfterPhases(8, false), coveredAfterPhases(1, false));
  EXPECT_GT(coveredAfterPhases(8, true), coveredAfterPhases(1, true));
  EXPECT_EQ(coveredAfterPhases(8, true), 6u);
}

TEST(HybridTest, a_stop_is_not_running_out) {
  // A portfolio turn that ends inside next() stops the search; the next
  // call resumes it. Here every call is stopped once, inside the active
  // search, before it is let through: generational search must still get to the
  // end of the path space and prove it (a stop taken for running out handed the
  // search on for good, and cfg and random-branch re-ran known paths).
  Loaded P(ThreeIfs);
  std::mt19937_64 Rng(1);
  // ShouldStop answers false Budget times, then true.
  uint64_t Budget = ~0ull;
  SearchContext C{*P.Solve, P.Ctx, P.Interp->program(), Rng, {}};
  C.ShouldStop = [&Budget] { return Budget == 0 || !Budget--; };
  Coverage Cov(*P.PM);
  C.Cov = &Cov;
  C.Model = P.PM.get();
  std::unique_ptr<Strategy> Strat = createHybridStrategy(C, 0, false);
  State S;
  S.RecordTrace = Strat->wantsTrace();
  Assignment Next;
  size_t Runs = 0;
  for (; Runs < 100; ++Runs) {
    S.Model = Next;
    P.Interp->run(S);
    Assignment Used;
    for (const InputRecord &R : S.Inputs)
      Used.set(R.Var, R.Value);
    std::vector<uint32_t> New;
    Cov.merge(S.Hit, New);
    C.Iterations = Runs + 1;
    C.NewBranches = New.size();
    if (!New.empty())
      C.LastNewCoverage = C.Iterations;
    Strat->update(S, Used);
    Budget = 1; // hybrid's own check passes, the active search's stops
    EXPECT_FALSE(Strat->next());
    Budget = ~0ull;
    std::optional<Assignment> N = Strat->next();
    if (!N)
      break;
    Next = *N;
  }
  EXPECT_TRUE(Strat->complete());
  EXPECT_LT(Runs, 20u);
}

TEST(RandomInputTest, a_draw_that_violates_an_assumption_is_repaired) {
  // A random 32-bit x meets the assumption once in 256 draws; without the
  // repair almost every execution ended at it and never reached the branch.
  Loaded P("extern int __VERIFIER_nondet_int(void);\n"
           "extern void __VERIFIER_assume(int);\n"
           "int main(void) { int x = __VERIFIER_nondet_int();\n"
           "  __VERIFIER_assume((x & 255) == 7);\n"
           "  if (x > 0) return 1; return 0; }\n");
  std::mt19937_64 Rng(1);
  SearchContext C{*P.Solve, P.Ctx, P.Interp->program(), Rng, {}};
  std::unique_ptr<Strategy> Strat = createRandomInputStrategy(C);
  Assignment Next;
  unsigned Reached = 0;
  for (unsigned Run = 0; Run < 20; ++Run) {
    State S;
    S.Model = Next;
    P.Interp->run(S);
    if (S.End.K != Termination::Infeasible) {
      ++Reached;
      ASSERT_EQ(S.Inputs.size(), 1u);
      EXPECT_EQ(S.Inputs[0].Value & 255, 7u);
    }
    Assignment Used;
    for (const InputRecord &R : S.Inputs)
      Used.set(R.Var, R.Value);
    Strat->update(S, Used);
    auto N = Strat->next();
    ASSERT_TRUE(N);
    Next = *N;
  }
  // Every draw that fails is followed by its repair.
  EXPECT_GE(Reached, 10u);
}
