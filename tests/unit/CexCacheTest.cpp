//===- CexCacheTest.cpp - answers from earlier models and unsat sets ------===//
#include "solver/CexCache.h"
#include "expr/ExprContext.h"
#include "solver/Z3Solver.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {

/// Z3, counting the queries the cache passed on.
class CountingZ3 final : public Solver {
public:
  explicit CountingZ3(SolverStats &Stats)
      : Z3(createZ3Solver(QueryLimits(), Stats)) {}
  unsigned Calls = 0;
  SolverResult solve(llvm::ArrayRef<ExprRef> C, Assignment &M) override {
    ++Calls;
    return Z3->solve(C, M);
  }
  std::unique_ptr<Solver> Z3;
};

class CexCacheTest : public ::testing::Test {
protected:
  CexCacheTest() {
    auto Inner = std::make_unique<CountingZ3>(Stats);
    Passed = Inner.get();
    S = createCexCachingSolver(std::move(Inner), CexCacheOptions(), Stats);
  }
  ExprContext Ctx;
  SolverStats Stats;
  CountingZ3 *Passed;
  std::unique_ptr<Solver> S;
  ExprRef X = Ctx.var(0, 32), Y = Ctx.var(1, 32);
  ExprRef c(u128 V) { return Ctx.constant(32, V); }
};

} // namespace

TEST_F(CexCacheTest, an_earlier_model_answers_a_query_it_satisfies) {
  Assignment M;
  ASSERT_EQ(S->solve({Ctx.ult(X, c(5)), Ctx.eq(Y, c(300))}, M),
            SolverResult::Sat);
  EXPECT_EQ(Passed->Calls, 1u);
  // A sibling asks about Y alone, from a model where Y is 0: the earlier
  // model satisfies it, Z3 is not asked, and X keeps its own value.
  Assignment Sibling;
  Sibling.set(0, 77);
  ASSERT_EQ(S->solve({Ctx.ult(c(200), Y)}, Sibling), SolverResult::Sat);
  EXPECT_EQ(Passed->Calls, 1u);
  EXPECT_EQ(Sibling.get(1), 300u);
  EXPECT_EQ(Stats.CexHits, 1u);
  // Only the query's variables take the earlier model's values.
  Assignment Other;
  Other.set(0, 99);
  ASSERT_EQ(S->solve({Ctx.ult(c(250), Y)}, Other), SolverResult::Sat);
  EXPECT_EQ(Passed->Calls, 1u);
  EXPECT_EQ(Other.get(0), 99u);
  EXPECT_EQ(Other.get(1), 300u);
  // A model that does not satisfy the query is not used.
  ASSERT_EQ(S->solve({Ctx.ult(Y, c(10))}, Sibling), SolverResult::Sat);
  EXPECT_EQ(Passed->Calls, 2u);
  EXPECT_LT(Sibling.get(1), 10u);
  EXPECT_EQ(Stats.CexHits, 2u);
}

TEST_F(CexCacheTest, a_query_holding_an_unsat_set_is_unsat) {
  Assignment M;
  ExprRef Low = Ctx.ult(X, c(5)), High = Ctx.ult(c(10), X);
  ASSERT_EQ(S->solve({Low, High}, M), SolverResult::Unsat);
  EXPECT_EQ(Passed->Calls, 1u);
  EXPECT_EQ(S->solve({Ctx.eq(Y, c(3)), High, Low}, M), SolverResult::Unsat);
  EXPECT_EQ(Passed->Calls, 1u);
  // Part of the unsat set is not unsat.
  EXPECT_EQ(S->solve({Ctx.eq(Y, c(3)), Low}, M), SolverResult::Sat);
  EXPECT_EQ(Passed->Calls, 2u);
}

TEST_F(CexCacheTest, only_the_most_recent_answers_are_kept) {
  CexCacheOptions Two;
  Two.Entries = 2;
  auto Inner = std::make_unique<CountingZ3>(Stats);
  CountingZ3 *Counted = Inner.get();
  std::unique_ptr<Solver> Small =
      createCexCachingSolver(std::move(Inner), Two, Stats);
  Assignment M;
  for (u128 V : {1, 2, 3})
    ASSERT_EQ(Small->solve({Ctx.eq(Y, c(V))}, M), SolverResult::Sat);
  EXPECT_EQ(Counted->Calls, 3u);
  ASSERT_EQ(Small->solve({Ctx.ult(Y, c(4)), Ctx.ult(c(2), Y)}, M),
            SolverResult::Sat); // Y = 3, remembered
  EXPECT_EQ(Counted->Calls, 3u);
  ASSERT_EQ(Small->solve({Ctx.ult(Y, c(2)), Ctx.ult(c(0), Y)}, M),
            SolverResult::Sat); // Y = 1 was forgotten
  EXPECT_EQ(Counted->Calls, 4u);
}
