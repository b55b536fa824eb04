//===- RangeTest.cpp - the unsigned upper bound of an expression ----------===//
#include "expr/Range.h"
#include "expr/Bits.h"
#include "expr/ExprContext.h"

#include <gtest/gtest.h>

using namespace forage;

class RangeTest : public ::testing::Test {
protected:
  ExprContext Ctx;
  ExprRef B0 = Ctx.var(0, 8), B1 = Ctx.var(1, 8);
  ExprRef X = Ctx.var(2, 64);
  ExprRef c64(u128 V) { return Ctx.constant(64, V); }
};

TEST_F(RangeTest, table_index_of_a_masked_byte_is_bounded) {
  // crc_table[(crc ^ c) & 0xff], 8-byte entries: offset at most 2040.
  ExprRef Index =
      Ctx.andE(Ctx.binary(ExprKind::Xor, X, Ctx.zext(B0, 64)), c64(0xff));
  EXPECT_EQ(unsignedMax(Index), 255u);
  EXPECT_EQ(unsignedMax(Ctx.mul(Index, c64(8))), 2040u);
  EXPECT_EQ(unsignedMax(Ctx.binary(ExprKind::Shl, Index, c64(3))), 2040u);
}

TEST_F(RangeTest, sums_and_concats_of_bytes) {
  ExprRef Word = Ctx.zext(Ctx.concat(B1, B0), 64); // at most 0xffff
  EXPECT_EQ(unsignedMax(Word), 0xffffu);
  EXPECT_EQ(unsignedMax(Ctx.add(Ctx.mul(Word, c64(2)), c64(65536))),
            65536u + 2 * 0xffff);
  EXPECT_EQ(unsignedMax(Ctx.binary(ExprKind::URem, X, c64(10))), 9u);
  EXPECT_EQ(unsignedMax(Ctx.binary(ExprKind::LShr, Word, c64(8))), 0xffu);
}

TEST_F(RangeTest, unknown_or_wrapping_values_are_unbounded) {
  EXPECT_EQ(unsignedMax(X), bits::mask(64));
  EXPECT_EQ(unsignedMax(Ctx.add(X, c64(1))), bits::mask(64));
  // A byte sign-extended may be negative, a difference may wrap.
  EXPECT_EQ(unsignedMax(Ctx.sext(B0, 64)), bits::mask(64));
  EXPECT_EQ(unsignedMax(Ctx.sext(Ctx.andE(B0, Ctx.constant(8, 0x7f)), 64)),
            0x7fu);
  EXPECT_EQ(unsignedMax(Ctx.sub(c64(0), Ctx.zext(B0, 64))), bits::mask(64));
  ExprRef Big = Ctx.mul(Ctx.zext(B0, 64), X);
  EXPECT_EQ(unsignedMax(Big), bits::mask(64));
}

TEST_F(RangeTest, the_narrowest_source_of_a_table_index) {
  // crc_32_tab[(crc ^ c) & 0xff], 8-byte entries, byte 3 of the entry: the
  // masked term (8 bits) is the source, not the 64-bit index.
  ExprRef Masked =
      Ctx.andE(Ctx.binary(ExprKind::Xor, X, Ctx.zext(B0, 64)), c64(0xff));
  ExprRef Index = Ctx.add(Ctx.mul(Masked, c64(8)), c64(3));
  ExprRef Source = nullptr;
  EXPECT_EQ(narrowestSource(Index, Source), 8u);
  EXPECT_EQ(Source, Masked);
  // A character scaled and offset (a ctype table): the character.
  ExprRef Ctype = Ctx.add(Ctx.mul(Ctx.zext(B1, 64), c64(2)), c64(257));
  EXPECT_EQ(narrowestSource(Ctype, Source), 8u);
  EXPECT_EQ(Source, B1);
  // Two symbolic operands: nothing below the index is its only source.
  ExprRef Sum = Ctx.add(Ctx.zext(B0, 64), Ctx.zext(B1, 64));
  EXPECT_EQ(narrowestSource(Sum, Source), 9u); // at most 510
  EXPECT_EQ(Source, Sum);
  EXPECT_EQ(narrowestSource(Ctx.add(X, c64(4)), Source), 64u);
}
