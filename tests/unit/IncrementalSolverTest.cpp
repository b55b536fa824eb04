//===- IncrementalSolverTest.cpp - Z3 with an assertion stack -------------===//
//
// The solver of symcretic execution's Phase I (IncrementalSolver.h): scopes
// pushed and popped along a depth-first search, models only when asked for,
// and Sat answers over opaque calls checked by evaluation.
//
//===----------------------------------------------------------------------===//
#include "solver/IncrementalSolver.h"
#include "expr/ExprContext.h"

#include <gtest/gtest.h>

using namespace forage;

class IncrementalSolverTest : public ::testing::Test {
protected:
  ExprContext Ctx;
  SolverStats Stats;
  std::unique_ptr<IncrementalSolver> S =
      createIncrementalZ3Solver(QueryLimits(), Stats);
  ExprRef X = Ctx.var(0, 32), Y = Ctx.var(1, 32);
  ExprRef c(u128 V) { return Ctx.constant(32, V); }
  /// 64-bit inputs A (var 2) and B (var 3); C64 a 64-bit constant.
  ExprRef A = Ctx.var(2, 64), B = Ctx.var(3, 64);
  ExprRef C64(u128 V) { return Ctx.constant(64, V); }
  /// A solver with 1000 resource units and no wall clock.
  std::unique_ptr<IncrementalSolver> quick() {
    return createIncrementalZ3Solver(QueryLimits{1000, 0}, Stats);
  }
  /// Asserts that A * B factors a 64-bit semiprime (both factors in
  /// (1, 2^32)): unknown within 1000 units on any machine.
  void assertFactoring(IncrementalSolver &Q) {
    Q.add(Ctx.eq(Ctx.mul(A, B), C64(0xC5B1E8B7A3F1D04Dull)));
    Q.add(Ctx.ult(C64(1), A));
    Q.add(Ctx.ult(C64(1), B));
    Q.add(Ctx.ult(A, C64(0xFFFFFFFFull)));
    Q.add(Ctx.ult(B, C64(0xFFFFFFFFull)));
  }
};

TEST_F(IncrementalSolverTest, popping_a_refuted_scope_restores_the_parent) {
  S->push();
  S->add(Ctx.ult(c(5), X));
  ASSERT_EQ(S->check(nullptr), SolverResult::Sat);
  S->push();
  S->add(Ctx.ult(X, c(3)));
  EXPECT_EQ(S->check(nullptr), SolverResult::Unsat);
  EXPECT_EQ(S->scopes(), 2u);
  S->pop(1);
  EXPECT_EQ(S->check(nullptr), SolverResult::Sat);
  // A sibling branch sees only the parent's constraint.
  S->push();
  S->add(Ctx.ult(X, c(7)));
  Assignment M;
  ASSERT_EQ(S->check(&M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), 6u);
  S->pop(S->scopes());
  EXPECT_EQ(S->scopes(), 0u);
}

TEST_F(IncrementalSolverTest, a_pinned_variable_leaves_the_others_near_zero) {
  // x is pinned far from its incoming value 0: the preference drops x's
  // literal and keeps y near 0 (an arbitrary model could give y anything
  // above 10, e.g. near 2^31).
  S->push();
  S->add(Ctx.eq(X, c(150000)));
  S->add(Ctx.slt(c(10), Y));
  Assignment M;
  ASSERT_EQ(S->check(&M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), 150000u);
  EXPECT_GT(M.get(1), 10u);
  EXPECT_LE(M.get(1), 256u);
}

TEST_F(IncrementalSolverTest, opaque_models_must_survive_evaluation) {
  OpaqueFunction F;
  F.Name = "zero";
  F.ParamWidths = {32};
  F.ParamIsFloat = {false};
  F.RetWidth = 32;
  F.Native = [](const u128 *) -> u128 { return 0; };
  ExprRef Call = Ctx.call(Ctx.declare(std::move(F)), {X});
  // Z3 gives the uninterpreted function the value 1; the real one never
  // returns it, so the answer is Unknown, not Sat.
  S->push();
  S->add(Ctx.eq(Call, c(1)));
  EXPECT_EQ(S->check(nullptr), SolverResult::Unknown);
  EXPECT_EQ(Stats.ModelRejected, 1u);
  // Unsat over the uninterpreted function is still a proof.
  S->add(Ctx.eq(Call, c(2)));
  EXPECT_EQ(S->check(nullptr), SolverResult::Unsat);
}

TEST_F(IncrementalSolverTest, a_check_out_of_resources_is_a_timeout) {
  // Factoring a 64-bit semiprime within 1000 resource units and no wall
  // clock at all: Unknown on any machine, and marked a timeout (stats.json
  // counts Phase I timeouts apart from other unknowns).
  std::unique_ptr<IncrementalSolver> Quick = quick();
  Quick->push();
  assertFactoring(*Quick);
  EXPECT_EQ(Quick->check(nullptr), SolverResult::Unknown);
  EXPECT_TRUE(Quick->timedOut());
  S->push();
  S->add(Ctx.ult(c(5), X));
  EXPECT_EQ(S->check(nullptr), SolverResult::Sat);
  EXPECT_FALSE(S->timedOut());
}

TEST_F(IncrementalSolverTest, a_solver_is_rebuilt_after_an_unknown_check) {
  // A check that ended unknown may leave Z3's incremental core
  // inconsistent (a later check crashed inside Z3 on cpio): the next check
  // runs in a new context with the same scopes, and pops still work.
  std::unique_ptr<IncrementalSolver> Quick = quick();
  Quick->push();
  Quick->add(Ctx.ult(C64(7), A));
  Quick->push();
  assertFactoring(*Quick);
  ASSERT_EQ(Quick->check(nullptr), SolverResult::Unknown);
  EXPECT_EQ(Stats.Rebuilds, 0u);
  Quick->pop(1);
  Quick->push();
  Quick->add(Ctx.ult(A, C64(8)));
  // 7 < A < 8: refuted in the rebuilt context, which kept the outer scope.
  EXPECT_EQ(Quick->check(nullptr), SolverResult::Unsat);
  EXPECT_EQ(Stats.Rebuilds, 1u);
  Quick->pop(1);
  Assignment M;
  EXPECT_EQ(Quick->check(&M), SolverResult::Sat);
  EXPECT_GT(M.get(2), 7u);
  EXPECT_EQ(Stats.Rebuilds, 1u);
}
