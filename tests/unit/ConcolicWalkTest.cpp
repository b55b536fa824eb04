//===- ConcolicWalkTest.cpp - the concolic walk and solver selection ------===//
#include "FloatHelpers.h"
#include "expr/Evaluator.h"
#include "expr/ExprContext.h"
#include "solver/Fitness.h"
#include "solver/SolverChain.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

using namespace forage;

namespace {

using test::bitsOf;
using test::valueOf;

/// A core solver that always claims Sat with a fixed (wrong) model.
class LyingSolver final : public Solver {
public:
  SolverResult solve(llvm::ArrayRef<ExprRef>, Assignment &Model) override {
    Model.set(0, 12345);
    return SolverResult::Sat;
  }
};

class ConcolicWalkTest : public ::testing::Test {
protected:
  ExprContext Ctx;
  SolverStats Stats;
  ExprRef X = Ctx.var(0, 32), Y = Ctx.var(1, 32);
  ExprRef c(u128 V) { return Ctx.constant(32, V); }
  ExprRef d(double V) { return Ctx.constant(64, bitsOf(V)); }
  std::unique_ptr<Solver> walk(ConcolicWalkOptions O = {}) {
    SolverOptions SO;
    SO.Kind = SolverKind::ConcolicWalk;
    SO.Walk = O;
    SO.Cache = false;
    SO.Independence = false; // solve whole queries, not the last group

    return createSolverChain(SO, Stats);
  }
  const OpaqueFunction *sinFunction() {
    return Ctx.declare(test::sinFunction());
  }
};

} // namespace

TEST_F(ConcolicWalkTest, solves_the_thesis_example1) {
  // x == x*y && x > 2 (Figure 5.1): the product is not linear.
  auto S = walk();
  Assignment M;
  std::vector<ExprRef> Q{Ctx.eq(X, Ctx.mul(X, Y)), Ctx.slt(c(2), X)};
  ASSERT_EQ(S->solve(Q, M), SolverResult::Sat);
  for (ExprRef C : Q)
    EXPECT_EQ(evaluate(C, M), 1u);
  EXPECT_EQ(Stats.SolvedByCw, 1u);
}

TEST_F(ConcolicWalkTest, solves_through_an_opaque_call) {
  // sin(u) > 0.5 && res == 8192 && u > 10: sin runs natively.
  ExprRef U = Ctx.var(0, 64), Res = Ctx.var(1, 32);
  ExprRef Sin = Ctx.call(sinFunction(), {U});
  std::vector<ExprRef> Q{Ctx.fcmp(ExprKind::FOlt, d(0.5), Sin),
                         Ctx.eq(Res, c(8192)),
                         Ctx.fcmp(ExprKind::FOlt, d(10.0), U)};
  auto S = walk();
  Assignment M;
  ASSERT_EQ(S->solve(Q, M), SolverResult::Sat);
  EXPECT_GT(std::sin(valueOf(M.get(0))), 0.5);
  EXPECT_GT(valueOf(M.get(0)), 10.0);
  EXPECT_EQ(M.get(1), 8192u);
}

TEST_F(ConcolicWalkTest, unsat_only_from_the_polytope) {
  auto S = walk();
  Assignment M;
  // The linear part alone is unsatisfiable: a proof.
  EXPECT_EQ(
      S->solve(
          {Ctx.slt(X, c(0)), Ctx.slt(c(5), X), Ctx.eq(Ctx.mul(X, Y), c(7))}, M),
      SolverResult::Unsat);
  // x*x == -1 has no 32-bit solution, but the walk cannot know: Unknown.
  ConcolicWalkOptions Short;
  Short.StepsPerConstraint = 20;
  auto S2 = walk(Short);
  EXPECT_EQ(S2->solve({Ctx.eq(Ctx.mul(X, X), c(0xffffffff))}, M),
            SolverResult::Unknown);
}

TEST_F(ConcolicWalkTest, same_seed_same_model) {
  ExprRef U = Ctx.var(0, 64);
  ExprRef Sin = Ctx.call(sinFunction(), {U});
  std::vector<ExprRef> Q{Ctx.fcmp(ExprKind::FOlt, d(0.99), Sin)};
  Assignment A, B;
  ASSERT_EQ(walk()->solve(Q, A), SolverResult::Sat);
  ASSERT_EQ(walk()->solve(Q, B), SolverResult::Sat);
  EXPECT_EQ(A, B);
}

TEST_F(ConcolicWalkTest, injected_wrong_model_is_rejected) {
  // The core claims Sat with x = 12345, which violates x < 10: the selecting
  // layer evaluates the query and answers Unknown instead.
  auto S = createSelectingSolver(
      SolverKind::Z3, std::make_unique<LyingSolver>(), nullptr, Stats);
  Assignment M;
  M.set(0, 3);
  EXPECT_EQ(S->solve({Ctx.ult(X, c(10))}, M), SolverResult::Unknown);
  EXPECT_EQ(Stats.ModelRejected, 1u);
  EXPECT_EQ(M.get(0), 3u); // the caller's model is untouched
  // In z3+cw the walk takes over and returns a checked model.
  SolverStats S2;
  auto Z3 = createSolverChain(SolverOptions{}, S2); // a real linear solver
  auto Both = createSelectingSolver(
      SolverKind::Both, std::make_unique<LyingSolver>(),
      createConcolicWalkSolver(*Z3, ConcolicWalkOptions{}, S2), S2);
  ASSERT_EQ(Both->solve({Ctx.ult(X, c(10))}, M), SolverResult::Sat);
  EXPECT_LT(M.get(0), 10u);
  EXPECT_EQ(S2.ModelRejected, 1u);
  EXPECT_EQ(S2.SolvedByCw, 1u);
}

TEST(FitnessTest, error_is_zero_exactly_when_the_constraint_holds) {
  ExprContext Ctx;
  ExprRef X = Ctx.var(0, 32);
  ExprRef C = Ctx.andE(Ctx.slt(Ctx.constant(32, 10), X),
                       Ctx.negate(Ctx.eq(X, Ctx.constant(32, 20))));
  ConstraintFitness F(C);
  EXPECT_FALSE(F.isLinear()); // a conjunction is not one half-space
  Assignment A;
  for (int V : {0, 5, 10, 11, 20, 21, -4}) {
    A.set(0, static_cast<uint32_t>(V));
    Evaluator E(A);
    EXPECT_EQ(F.error(E) == 0, F.holds(E)) << V;
  }
  // Closer is better: x = 9 violates 10 < x by less than x = 0.
  Assignment A9, A0;
  A9.set(0, 9);
  A0.set(0, 0);
  Evaluator E9(A9), E0(A0);
  EXPECT_LT(F.error(E9), F.error(E0));
  EXPECT_TRUE(ConstraintFitness(Ctx.slt(X, Ctx.add(X, X))).isLinear());
  EXPECT_FALSE(ConstraintFitness(Ctx.slt(X, Ctx.mul(X, X))).isLinear());
}

TEST(LinearFormTest, a_shared_subterm_does_not_make_the_walk_exponential) {
  // e_{k+1} = e_k - (e_k - y): a DAG of 2k nodes, a tree of 2^k. The form
  // is given up (or found) without walking the tree.
  ExprContext C;
  ExprRef X = C.var(0, 32), Y = C.var(1, 32);
  ExprRef E = X;
  for (int K = 0; K < 60; ++K)
    E = C.binary(ExprKind::Sub, E, C.binary(ExprKind::Sub, E, Y));
  LinearForm F;
  EXPECT_FALSE(linearForm(E, false, F));
  // A small one is still found.
  LinearForm G;
  ASSERT_TRUE(linearForm(C.binary(ExprKind::Add, X, Y), false, G));
  EXPECT_EQ(G.Terms.size(), 2u);
}

TEST_F(ConcolicWalkTest, finds_a_narrow_band_of_two_opaque_calls) {
  // escalate-polar.c's query: atan2(v, u) in (-2.02, -2) and hypot(u, v) in
  // (30, 30.5). Errors in units in the last place weigh the two bands
  // alike; in absolute terms a strict relation's +1 dwarfed the 0.02-wide
  // band and 4 starts in 100 found it (about 30 now), each walk with its
  // default budget of steps.
  auto Binary = [](const char *Name, u128 (*F)(const u128 *)) {
    OpaqueFunction O;
    O.Name = Name;
    O.ParamWidths = {64, 64};
    O.ParamIsFloat = {true, true};
    O.RetWidth = 64;
    O.RetIsFloat = true;
    O.Native = F;
    return O;
  };
  const OpaqueFunction *Atan2 = Ctx.declare(Binary("atan2", [](const u128 *A) {
    return bitsOf(std::atan2(valueOf(A[0]), valueOf(A[1])));
  }));
  const OpaqueFunction *Hypot = Ctx.declare(Binary("hypot", [](const u128 *A) {
    return bitsOf(std::hypot(valueOf(A[0]), valueOf(A[1])));
  }));
  ExprRef U = Ctx.var(0, 64), V = Ctx.var(1, 64);
  ExprRef T = Ctx.call(Atan2, {V, U}), M = Ctx.call(Hypot, {U, V});
  auto Lt = [&](ExprRef A, ExprRef B) {
    return Ctx.fcmp(ExprKind::FOlt, A, B);
  };
  std::vector<ExprRef> Q{Lt(d(-50), U), Lt(U, d(50)),   Lt(d(-50), V),
                         Lt(V, d(50)),  Lt(T, d(-2.0)), Lt(d(-2.02), T),
                         Lt(d(30), M),  Lt(M, d(30.5))};
  unsigned Found = 0, Starts = 60;
  std::mt19937_64 R(1);
  std::uniform_real_distribution<double> Inside(-49, 49);
  for (unsigned K = 0; K < Starts; ++K) {
    ConcolicWalkOptions O;
    O.Seed = K + 1;
    Assignment A;
    A.set(0, bitsOf(Inside(R)));
    A.set(1, bitsOf(Inside(R)));
    if (walk(O)->solve(Q, A) != SolverResult::Sat)
      continue;
    ++Found;
    for (ExprRef C : Q)
      EXPECT_EQ(evaluate(C, A), 1u);
  }
  EXPECT_GE(Found, 10u) << "of " << Starts << " starts";
}
