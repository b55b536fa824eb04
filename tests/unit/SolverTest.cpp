//===- SolverTest.cpp - the solver chain: slicing, cache, Z3 --------------===//
#include "expr/ExprContext.h"
#include "solver/SelectingSolver.h"
#include "solver/SolverChain.h"
#include "solver/Z3Solver.h"

#include <gtest/gtest.h>

using namespace forage;

class SolverTest : public ::testing::Test {
protected:
  ExprContext Ctx;
  SolverStats Stats;
  std::unique_ptr<Solver> S = createSolverChain(SolverOptions(), Stats);
  ExprRef X = Ctx.var(0, 32), Y = Ctx.var(1, 32), Z = Ctx.var(2, 32);
  ExprRef c(u128 V) { return Ctx.constant(32, V); }
};

TEST_F(SolverTest, finds_a_magic_number) {
  Assignment M;
  ASSERT_EQ(S->solve({Ctx.eq(X, c(0x1234abcd))}, M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), 0x1234abcdu);
}

TEST_F(SolverTest, nonlinear_model_satisfies_the_query) {
  Assignment M;
  ExprRef Q = Ctx.andE(Ctx.eq(Ctx.mul(X, Y), c(210)),
                       Ctx.andE(Ctx.ult(c(1), X), Ctx.ult(c(1), Y)));
  ASSERT_EQ(S->solve({Q}, M), SolverResult::Sat);
  EXPECT_EQ(evaluate(Q, M), 1u);
}

TEST_F(SolverTest, unsat_is_reported) {
  Assignment M;
  EXPECT_EQ(S->solve({Ctx.ult(X, c(5)), Ctx.ult(c(10), X)}, M),
            SolverResult::Unsat);
}

TEST_F(SolverTest, independent_constraints_are_sliced_away) {
  // Z's constraint is unrelated to the goal on X: it is not sent to Z3 and
  // Z keeps its value.
  Assignment M;
  M.set(2, 7);
  M.set(0, 1);
  ASSERT_EQ(S->solve({Ctx.eq(Z, c(7)), Ctx.ult(X, c(10)), Ctx.eq(X, c(3))}, M),
            SolverResult::Sat);
  EXPECT_EQ(Stats.SlicedConstraints, 1u);
  EXPECT_EQ(M.get(0), 3u);
  EXPECT_EQ(M.get(2), 7u);
}

TEST_F(SolverTest, repeated_query_hits_the_cache) {
  Assignment M1, M2;
  ExprRef Q = Ctx.eq(Ctx.add(X, c(1)), c(100));
  ASSERT_EQ(S->solve({Q}, M1), SolverResult::Sat);
  uint64_t Calls = Stats.CoreCalls;
  ASSERT_EQ(S->solve({Q}, M2), SolverResult::Sat);
  EXPECT_EQ(Stats.CoreCalls, Calls);
  EXPECT_EQ(Stats.CacheHits, 1u);
  EXPECT_EQ(M2.get(0), 99u);
}

TEST_F(SolverTest, constant_false_needs_no_solver) {
  Assignment M;
  EXPECT_EQ(S->solve({Ctx.boolean(false)}, M), SolverResult::Unsat);
  EXPECT_EQ(Stats.CoreCalls, 0u);
}

TEST_F(SolverTest, array_select_picks_the_index) {
  ExprRef Arr = Ctx.array({Ctx.constant(8, 3), Ctx.constant(8, 42),
                           Ctx.constant(8, 9), Ctx.constant(8, 42)});
  Assignment M;
  ExprRef Q = Ctx.andE(Ctx.eq(Ctx.select(Arr, X), Ctx.constant(8, 42)),
                       Ctx.ult(c(2), X));
  ASSERT_EQ(S->solve({Q}, M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), 3u);
}

TEST_F(SolverTest, wide_variables_round_trip) {
  ExprRef W = Ctx.var(5, 128);
  u128 Target = (u128(0xdeadbeef) << 96) | 17;
  Assignment M;
  ASSERT_EQ(S->solve({Ctx.eq(W, Ctx.constant(128, Target))}, M),
            SolverResult::Sat);
  EXPECT_TRUE(M.get(5) == Target);
}

TEST(Z3TranslatorTest, a_table_read_indexed_by_a_character_is_solved) {
  // uClibc's ctype shape: entries of two bytes at 2*c + 256. Z3 sees a case
  // split over c (Z3Translator::selectByCases), not a store chain.
  ExprContext Ctx;
  SolverStats Stats;
  std::unique_ptr<Solver> Z3 = createZ3Solver(QueryLimits(), Stats);
  std::vector<ExprRef> Table(768, Ctx.constant(8, 0));
  Table[256 + 2 * 'k' + 1] = Ctx.constant(8, 0x20);
  ExprRef C = Ctx.var(0, 8);
  ExprRef Index = Ctx.add(Ctx.constant(64, 257),
                          Ctx.mul(Ctx.constant(64, 2), Ctx.zext(C, 64)));
  ExprRef Q =
      Ctx.eq(Ctx.select(Ctx.array(Table), Index), Ctx.constant(8, 0x20));
  Assignment M;
  ASSERT_EQ(Z3->solve({Q}, M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), u128('k'));
  EXPECT_EQ(Z3->solve({Q, Ctx.negate(Ctx.eq(C, Ctx.constant(8, 'k')))}, M),
            SolverResult::Unsat);
}

TEST(SelectingSolverTest, the_walk_is_for_products_and_floating_point) {
  ExprContext Ctx;
  ExprRef X = Ctx.var(0, 32), Y = Ctx.var(1, 32);
  ExprRef Disjunction =
      Ctx.orE(Ctx.eq(X, Ctx.constant(32, 3)), Ctx.ult(Y, Ctx.constant(32, 9)));
  EXPECT_FALSE(needsWalk({Disjunction}));
  EXPECT_FALSE(needsWalk({Ctx.eq(Ctx.mul(X, Ctx.constant(32, 10)), Y)}));
  EXPECT_TRUE(needsWalk({Ctx.eq(Ctx.mul(X, Y), Ctx.constant(32, 210))}));
}
