//===- SmallDomainSolverTest.cpp - enumeration of tiny input domains ------===//
#include "solver/SmallDomainSolver.h"
#include "expr/ExprContext.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {

/// Stands for Z3: counts the queries the enumeration passed on.
class CountingSolver final : public Solver {
public:
  unsigned Calls = 0;
  SolverResult solve(llvm::ArrayRef<ExprRef>, Assignment &) override {
    ++Calls;
    return SolverResult::Unknown;
  }
};

class SmallDomainSolverTest : public ::testing::Test {
protected:
  SmallDomainSolverTest() {
    auto Inner = std::make_unique<CountingSolver>();
    Passed = Inner.get();
    S = createSmallDomainSolver(std::move(Inner), SmallDomainOptions(), Stats);
  }
  ExprContext Ctx;
  SolverStats Stats;
  CountingSolver *Passed;
  std::unique_ptr<Solver> S;
  ExprRef C = Ctx.var(0, 8), D = Ctx.var(1, 8), Wide = Ctx.var(2, 32);
  ExprRef b(u128 V) { return Ctx.constant(8, V); }
};

} // namespace

TEST_F(SmallDomainSolverTest, a_character_is_found_by_enumeration) {
  // A ctype-like table: the only character whose entry is 7 is 'q'.
  std::vector<ExprRef> Table(256, b(0));
  Table['q'] = b(7);
  Assignment M;
  ASSERT_EQ(S->solve({Ctx.eq(Ctx.select(Ctx.array(Table), C), b(7))}, M),
            SolverResult::Sat);
  EXPECT_EQ(M.get(0), u128('q'));
  EXPECT_EQ(Passed->Calls, 0u);
  EXPECT_EQ(Stats.Enumerated, 1u);
}

TEST_F(SmallDomainSolverTest, no_assignment_is_a_proof_of_unsat) {
  Assignment M;
  EXPECT_EQ(S->solve({Ctx.ult(C, b(5)), Ctx.ult(b(10), C)}, M),
            SolverResult::Unsat);
  EXPECT_EQ(Passed->Calls, 0u);
}

TEST_F(SmallDomainSolverTest, the_answer_is_nearest_the_incoming_value) {
  Assignment M;
  M.set(0, 100);
  ASSERT_EQ(S->solve({Ctx.ult(b(3), C)}, M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), 100u); // already a model: kept
  ASSERT_EQ(S->solve({Ctx.ult(C, b(90))}, M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), 89u);
}

TEST_F(SmallDomainSolverTest, a_pinned_character_does_not_count) {
  // Two characters (16 bits, beyond the default 12) of which one is pinned
  // by an equality: 256 assignments, enumerated.
  Assignment M;
  M.set(1, 1);
  ExprRef Sum = Ctx.add(Ctx.zext(C, 16), Ctx.zext(D, 16));
  ASSERT_EQ(
      S->solve({Ctx.eq(b('-'), C), Ctx.eq(Sum, Ctx.constant(16, 300))}, M),
      SolverResult::Sat);
  EXPECT_EQ(M.get(0), u128('-'));
  EXPECT_EQ(M.get(1), u128(300 - '-'));
  EXPECT_EQ(Passed->Calls, 0u);
}

TEST_F(SmallDomainSolverTest, wide_inputs_go_to_the_inner_solver) {
  Assignment M;
  EXPECT_EQ(S->solve({Ctx.ult(Wide, Ctx.constant(32, 5))}, M),
            SolverResult::Unknown);
  EXPECT_EQ(Passed->Calls, 1u);
  EXPECT_EQ(Stats.Enumerated, 0u);
}

TEST_F(SmallDomainSolverTest, variables_outside_the_query_keep_their_values) {
  Assignment M;
  M.set(2, 12345);
  ASSERT_EQ(S->solve({Ctx.eq(C, b(9))}, M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), 9u);
  EXPECT_EQ(M.get(2), 12345u);
}
