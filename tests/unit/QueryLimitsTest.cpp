//===- QueryLimitsTest.cpp - limits that do not depend on the machine -----===//
//
// A query's answer may depend on its resource count only: with no wall
// clock at all (safety net 0), a query that needs more than its resource
// limit answers unknown, and one that needs less answers, on a fast machine
// and a loaded one alike.
//
//===----------------------------------------------------------------------===//
#include "expr/ExprContext.h"
#include "solver/ConcolicWalk.h"
#include "solver/SolverChain.h"
#include "solver/Z3Guard.h"
#include "solver/Z3Solver.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {

class QueryLimitsTest : public ::testing::Test {
protected:
  ExprContext Ctx;
  SolverStats Stats;
  ExprRef A = Ctx.var(0, 32), B = Ctx.var(1, 32);
  ExprRef c(u128 V) { return Ctx.constant(32, V); }
  /// Factoring a 32-bit semiprime (65521 * 65519): cheap for Z3, but far
  /// more than a few thousand resource units.
  std::vector<ExprRef> factoring() {
    return {Ctx.eq(Ctx.mul(A, B), c(65521u * 65519u)), Ctx.ult(c(1), A),
            Ctx.ult(c(1), B), Ctx.ult(A, c(65536)), Ctx.ult(B, c(65536))};
  }
};

TEST_F(QueryLimitsTest, a_query_past_its_resource_limit_is_unknown) {
  unsigned Fired = z3guard::safetyNetFires();
  for (int Round = 0; Round < 3; ++Round) {
    std::unique_ptr<Solver> Z3 = createZ3Solver(QueryLimits{2000, 0}, Stats);
    Assignment M;
    EXPECT_EQ(Z3->solve(factoring(), M), SolverResult::Unknown);
  }
  EXPECT_EQ(z3guard::safetyNetFires(), Fired); // no clock decided it
}

TEST_F(QueryLimitsTest, the_same_query_answers_within_the_default_limit) {
  // Not a test that cannot fail: the limit above is what made it unknown.
  std::unique_ptr<Solver> Z3 = createZ3Solver(QueryLimits{0, 0}, Stats);
  QueryLimits Default;
  Default.SafetyMs = 0;
  std::unique_ptr<Solver> Z3d = createZ3Solver(Default, Stats);
  Assignment M, Md;
  ASSERT_EQ(Z3->solve(factoring(), M), SolverResult::Sat);
  EXPECT_EQ(Z3d->solve(factoring(), Md), SolverResult::Sat);
  EXPECT_EQ(uint32_t(M.get(0)) * uint32_t(M.get(1)), 65521u * 65519u);
}

TEST_F(QueryLimitsTest, answers_repeat_exactly_under_a_resource_limit) {
  // The same chain on the same queries gives the same models: what a
  // --seed promises on any load.
  auto Run = [&] {
    SolverOptions O;
    O.Limits = QueryLimits{50'000, 0};
    O.Cache = false;
    SolverStats S;
    std::unique_ptr<Solver> Chain = createSolverChain(O, S);
    std::vector<uint64_t> Out;
    for (u128 N : {u128(91), u128(3599), u128(65521u * 65519u)}) {
      Assignment M;
      std::vector<ExprRef> Q{Ctx.eq(Ctx.mul(A, B), c(N)), Ctx.ult(c(1), A),
                             Ctx.ult(c(1), B), Ctx.ult(A, c(65536)),
                             Ctx.ult(B, c(65536))};
      Out.push_back(static_cast<uint64_t>(Chain->solve(Q, M)));
      Out.push_back(static_cast<uint64_t>(M.get(0)));
    }
    return Out;
  };
  EXPECT_EQ(Run(), Run());
}

TEST_F(QueryLimitsTest, the_walk_is_bounded_by_steps_not_time) {
  // x*x == 1000003 has no 32-bit solution (not a square mod 8): with no
  // safety net it stops after its steps, and says so the same way each time.
  ConcolicWalkOptions W;
  W.SafetyMs = 0;
  W.StepsPerConstraint = 40;
  SolverOptions O;
  O.Kind = SolverKind::ConcolicWalk;
  O.Walk = W;
  O.Limits.SafetyMs = 0;
  O.Cache = false;
  std::vector<uint64_t> Steps;
  for (int Round = 0; Round < 2; ++Round) {
    SolverStats S;
    std::unique_ptr<Solver> Walk = createSolverChain(O, S);
    Assignment M;
    EXPECT_EQ(Walk->solve({Ctx.eq(Ctx.mul(A, A), c(1000003))}, M),
              SolverResult::Unknown);
    EXPECT_EQ(S.SafetyNetFires, 0u);
    Steps.push_back(S.CwSteps);
  }
  EXPECT_EQ(Steps[0], Steps[1]);
  EXPECT_GT(Steps[0], 0u);
}

} // namespace
