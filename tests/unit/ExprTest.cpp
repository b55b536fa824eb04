//===- ExprTest.cpp - hash-consing, simplification, evaluation ------------===//
#include "expr/Bits.h"
#include "expr/Evaluator.h"
#include "expr/ExprContext.h"
#include "expr/Printer.h"

#include <gtest/gtest.h>

using namespace forage;

class ExprTest : public ::testing::Test {
protected:
  ExprContext Ctx;
  ExprRef X = Ctx.var(0, 32);
  ExprRef Y = Ctx.var(1, 32);
  ExprRef c32(u128 V) { return Ctx.constant(32, V); }
};

TEST_F(ExprTest, hash_consing_gives_one_pointer) {
  EXPECT_EQ(Ctx.add(X, Y), Ctx.add(X, Y));
  EXPECT_EQ(Ctx.var(0, 32), X);
  EXPECT_NE(Ctx.var(0, 64), X);
}

TEST_F(ExprTest, constant_folding) {
  EXPECT_EQ(Ctx.add(c32(2), c32(3)), c32(5));
  EXPECT_EQ(Ctx.binary(ExprKind::SDiv, c32(-7), c32(2)), c32(-3));
  EXPECT_EQ(Ctx.binary(ExprKind::SRem, c32(-7), c32(2)), c32(-1));
  EXPECT_TRUE(Ctx.slt(c32(-1), c32(0))->isTrue());
  EXPECT_TRUE(Ctx.ult(c32(-1), c32(0))->isFalse());
}

TEST_F(ExprTest, division_by_zero_follows_smtlib) {
  EXPECT_EQ(Ctx.binary(ExprKind::UDiv, c32(5), c32(0)), c32(0xffffffff));
  EXPECT_EQ(Ctx.binary(ExprKind::URem, c32(5), c32(0)), c32(5));
}

TEST_F(ExprTest, neutral_elements) {
  EXPECT_EQ(Ctx.add(X, c32(0)), X);
  EXPECT_EQ(Ctx.mul(c32(1), X), X);
  EXPECT_EQ(Ctx.andE(X, c32(0)), c32(0));
  EXPECT_EQ(Ctx.sub(X, X), c32(0));
  EXPECT_TRUE(Ctx.eq(X, X)->isTrue());
  EXPECT_EQ(Ctx.notE(Ctx.notE(X)), X);
}

TEST_F(ExprTest, bytes_reassemble_into_the_variable) {
  // A 32-bit input stored byte-wise and loaded back is the input itself.
  ExprRef E = nullptr;
  for (int K = 3; K >= 0; --K) {
    ExprRef B = Ctx.extract(X, 8 * K, 8);
    E = E ? Ctx.concat(E, B) : B;
  }
  EXPECT_EQ(E, X);
}

TEST_F(ExprTest, comparison_through_zext_narrows) {
  ExprRef B = Ctx.var(2, 8);
  ExprRef Wide = Ctx.zext(B, 32);
  EXPECT_EQ(Ctx.eq(c32(7), Wide), Ctx.eq(Ctx.constant(8, 7), B));
  EXPECT_TRUE(Ctx.eq(c32(300), Wide)->isFalse());
}

TEST_F(ExprTest, evaluation_under_a_model) {
  Assignment A;
  A.set(0, 10);
  A.set(1, 3);
  EXPECT_EQ(evaluate(Ctx.mul(X, Y), A), 30u);
  EXPECT_EQ(evaluate(Ctx.slt(Ctx.sub(Y, X), c32(0)), A), 1u);
  ExprRef Arr =
      Ctx.array({Ctx.constant(8, 5), Ctx.constant(8, 6), Ctx.constant(8, 7)});
  EXPECT_EQ(evaluate(Ctx.select(Arr, Ctx.trunc(X, 32)), A), 0u); // past end
  A.set(0, 2);
  EXPECT_EQ(evaluate(Ctx.select(Arr, X), A), 7u);
}

TEST_F(ExprTest, wide_values_up_to_128_bits) {
  ExprRef Big = Ctx.constant(128, (u128(1) << 100) + 5);
  ExprRef V = Ctx.var(3, 128);
  Assignment A;
  A.set(3, u128(1) << 100);
  EXPECT_EQ(evaluate(Ctx.add(V, Ctx.constant(128, 5)), A), Big->value());
  char Buf[48];
  bits::toDecimal(bits::mask(128), 128, true, Buf);
  EXPECT_STREQ(Buf, "-1");
}

TEST_F(ExprTest, printer_renders_sexpressions) {
  EXPECT_EQ(toString(Ctx.add(c32(1), X)), "(bvadd (_ bv1 32) x0:32)");
}

TEST(BitsTest, signed_helpers) {
  EXPECT_EQ(bits::toSigned(0xff, 8), -1);
  EXPECT_EQ(bits::sext(0x80, 8, 16), 0xff80u);
  EXPECT_EQ(bits::apply(ExprKind::AShr, 8, 0x80, 1), 0xc0u);
  EXPECT_EQ(bits::countLeadingZeros(1, 32), 31u);
  EXPECT_EQ(bits::popCount(0xf0f0), 8u);
}
