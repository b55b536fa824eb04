//===- FloatTest.cpp - FP expressions: folding, evaluation, Z3 agreement --===//
#include "FloatHelpers.h"
#include "expr/Evaluator.h"
#include "expr/ExprContext.h"
#include "expr/Printer.h"
#include "solver/SolverChain.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

using namespace forage;

namespace {

using test::bitsOf;
using test::valueOf;

class FloatTest : public ::testing::Test {
protected:
  ExprContext Ctx;
  SolverStats Stats;
  ExprRef X = Ctx.var(0, 64), Y = Ctx.var(1, 64);
  ExprRef F = Ctx.var(4, 32);
  ExprRef d(double V) { return Ctx.constant(64, bitsOf(V)); }
  ExprRef f(float V) {
    uint32_t B;
    std::memcpy(&B, &V, 4);
    return Ctx.constant(32, B);
  }
  std::unique_ptr<Solver> solver(SolverKind K) {
    SolverOptions O;
    O.Kind = K;
    O.Limits.SafetyMs = 30000; // FP bit-blasting is slow on a loaded machine
    return createSolverChain(O, Stats);
  }
};

} // namespace

TEST_F(FloatTest, constants_fold_with_ieee_rounding) {
  ExprRef S = Ctx.fbinary(ExprKind::FAdd, d(0.1), d(0.2));
  ASSERT_TRUE(S->isConstant());
  EXPECT_EQ(valueOf(S->value()), 0.1 + 0.2); // 0.30000000000000004
  EXPECT_TRUE(Ctx.fcmp(ExprKind::FOlt, d(1.0), d(2.0))->isTrue());
  EXPECT_TRUE(Ctx.fcmp(ExprKind::FUno, d(NAN), d(1.0))->isTrue());
  EXPECT_TRUE(Ctx.fcmp(ExprKind::FOeq, d(-0.0), d(0.0))->isTrue());
  EXPECT_EQ(valueOf(Ctx.fbinary(ExprKind::FRem, d(-7.5), d(2.0))->value()),
            std::fmod(-7.5, 2.0));
  EXPECT_EQ(Ctx.ftoi(true, d(-3.9), 32)->value(), 0xfffffffdu);
  EXPECT_EQ(Ctx.ftoi(true, d(1e20), 32)->value(), 0x80000000u); // x86
}

TEST_F(FloatTest, fneg_and_fabs_are_bit_operations) {
  Assignment A;
  A.set(0, bitsOf(-2.5));
  EXPECT_EQ(valueOf(evaluate(Ctx.fneg(X), A)), 2.5);
  EXPECT_EQ(valueOf(evaluate(Ctx.fabs(X), A)), 2.5);
}

// Every FP kind: Z3's model (FP theory) must hold when evaluated with the
// host's IEEE arithmetic; the selecting layer would reject it otherwise.
TEST_F(FloatTest, z3_models_agree_with_evaluation) {
  auto S = solver(SolverKind::Z3);
  ExprRef Queries[] = {
      Ctx.fcmp(ExprKind::FOeq, Ctx.fbinary(ExprKind::FMul, X, d(3.0)), d(7.5)),
      Ctx.fcmp(ExprKind::FOeq, Ctx.fsqrt(F), f(3.0f)),
      Ctx.andE(Ctx.fcmp(ExprKind::FOeq, Ctx.fround(X, fp::Round::Down), d(2.0)),
               Ctx.negate(Ctx.fcmp(ExprKind::FOeq, X, d(2.0)))),
      Ctx.eq(Ctx.ftoi(true, X, 32), Ctx.constant(32, u128(0xfffffff9))),
      Ctx.fcmp(ExprKind::FOeq, Ctx.itof(true, Ctx.var(2, 32), 64), d(-1e9)),
      Ctx.fcmp(ExprKind::FOeq, Ctx.fconv(Ctx.var(3, 32), 64), d(0.5)),
      Ctx.fcmp(ExprKind::FUno, Ctx.fbinary(ExprKind::FDiv, F, F), f(1.0f)),
  };
  for (ExprRef Q : Queries) {
    Assignment M;
    ASSERT_EQ(S->solve({Q}, M), SolverResult::Sat) << toString(Q);
    EXPECT_EQ(evaluate(Q, M), 1u) << toString(Q);
  }
  EXPECT_EQ(Stats.ModelRejected, 0u);
}

TEST_F(FloatTest, opaque_calls_evaluate_natively_and_fold) {
  OpaqueFunction Sin = test::sinFunction();
  const OpaqueFunction *F = Ctx.declare(Sin);
  EXPECT_EQ(Ctx.declare(Sin), F); // one per name
  ExprRef Folded = Ctx.call(F, {d(1.0)});
  ASSERT_TRUE(Folded->isConstant());
  EXPECT_EQ(valueOf(Folded->value()), std::sin(1.0));
  ExprRef Term = Ctx.call(F, {X});
  EXPECT_EQ(Term->kind(), ExprKind::Call);
  Assignment A;
  A.set(0, bitsOf(0.5));
  EXPECT_EQ(valueOf(evaluate(Term, A)), std::sin(0.5));
}

// fmod is encoded through IEEE remainder plus a sign correction; with the
// operands pinned, Z3's result must be C's fmod bit for bit. (Solving for an
// operand of fp.rem is beyond Z3 within seconds; the concolic walk does it.)
TEST_F(FloatTest, z3_fmod_encoding_matches_c) {
  auto S = solver(SolverKind::Z3);
  ExprRef R = Ctx.var(5, 32);
  float Cases[][2] = {{7.5f, 2.0f},  {-7.5f, 2.0f}, {7.5f, -2.0f},
                      {-6.0f, 3.0f}, {1.0f, 0.0f},  {5.0f, INFINITY}};
  for (auto &C : Cases) {
    Assignment M;
    ASSERT_EQ(
        S->solve({Ctx.eq(F, f(C[0])), Ctx.eq(Y, d(C[1])),
                  Ctx.eq(R, Ctx.fbinary(ExprKind::FRem, F,
                                        Ctx.fconv(Ctx.fconv(Y, 32), 32)))},
                 M),
        SolverResult::Sat)
        << C[0] << " fmod " << C[1];
    float Got;
    uint32_t B = static_cast<uint32_t>(M.get(5));
    std::memcpy(&Got, &B, 4);
    float Want = std::fmod(C[0], C[1]);
    if (std::isnan(Want))
      EXPECT_TRUE(std::isnan(Got));
    else
      EXPECT_EQ(B, static_cast<uint32_t>(f(Want)->value()))
          << C[0] << " " << C[1];
  }
}
