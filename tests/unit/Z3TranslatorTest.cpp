//===- Z3TranslatorTest.cpp - table reads at symbolic indices in Z3 -------===//
#include "solver/Z3Translator.h"
#include "expr/Evaluator.h"
#include "expr/ExprContext.h"
#include "solver/Z3Solver.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {

/// A CRC-like table of 256 distinct 4-byte entries.
std::vector<ExprRef> crcTable(ExprContext &Ctx) {
  std::vector<ExprRef> Bytes;
  for (unsigned I = 0; I < 256; ++I) {
    uint32_t V = I * 0x9e3779b1u ^ (I << 7);
    for (unsigned B = 0; B < 4; ++B)
      Bytes.push_back(Ctx.constant(8, (V >> (8 * B)) & 0xff));
  }
  return Bytes;
}

/// crc = table[(crc ^ c) & 0xff] (its low byte) over the bytes Cs: each
/// read's index holds the read before it.
ExprRef crcLowByte(ExprContext &Ctx, ExprRef Table,
                   llvm::ArrayRef<ExprRef> Cs) {
  ExprRef Crc = Ctx.constant(8, 0xff);
  for (ExprRef C : Cs) {
    ExprRef Index = Ctx.mul(Ctx.zext(Ctx.binary(ExprKind::Xor, Crc, C), 64),
                            Ctx.constant(64, 4));
    Crc = Ctx.select(Table, Index);
  }
  return Crc;
}

} // namespace

TEST(Z3TranslatorTest, a_bounded_index_is_a_multiplexer_not_an_array) {
  ExprContext Ctx;
  z3::context Z;
  Z3Translator T(Z);
  ExprRef Table = Ctx.array(crcTable(Ctx));
  ExprRef C0 = Ctx.var(0, 8), C1 = Ctx.var(1, 8), C2 = Ctx.var(2, 8);
  ExprRef Crc = crcLowByte(Ctx, Table, {C0, C1, C2});
  std::string Term = T.translate(Crc).to_string();
  EXPECT_EQ(Term.find("select"), std::string::npos);
  EXPECT_EQ(Term.find("store"), std::string::npos);
}

TEST(Z3TranslatorTest, nested_table_reads_are_solved_and_refuted) {
  ExprContext Ctx;
  SolverStats Stats;
  std::unique_ptr<Solver> Z3 = createZ3Solver(QueryLimits(), Stats);
  ExprRef Table = Ctx.array(crcTable(Ctx));
  std::vector<ExprRef> Cs;
  for (unsigned I = 0; I < 6; ++I)
    Cs.push_back(Ctx.var(I, 8));
  ExprRef Crc = crcLowByte(Ctx, Table, Cs);
  // A value the chain reaches: the one of "abcdef".
  Assignment Abc;
  for (unsigned I = 0; I < 6; ++I)
    Abc.set(I, 'a' + I);
  u128 Target = evaluate(Crc, Abc);
  Assignment M;
  ExprRef Q = Ctx.eq(Crc, Ctx.constant(8, Target));
  ASSERT_EQ(Z3->solve({Q}, M), SolverResult::Sat);
  EXPECT_EQ(evaluate(Crc, M), Target);
  // The last read is a bijection of the last byte for a fixed prefix:
  // with the prefix pinned, only 'f' gives the target.
  std::vector<ExprRef> Pinned = {Q};
  for (unsigned I = 0; I < 5; ++I)
    Pinned.push_back(Ctx.eq(Cs[I], Ctx.constant(8, 'a' + I)));
  Pinned.push_back(Ctx.ne(Cs[5], Ctx.constant(8, 'f')));
  EXPECT_EQ(Z3->solve(Pinned, M), SolverResult::Unsat);
}

TEST(Z3TranslatorTest, an_index_of_one_character_is_a_case_split) {
  // A pointer advanced by a comparison's outcome and read back: the index
  // is wide and every node of it is symbolic, but it mentions one
  // character only (expr's argument list, `if (*arg == '+') ++args`).
  ExprContext Ctx;
  z3::context Z;
  Z3Translator T(Z);
  ExprRef C = Ctx.var(0, 8);
  ExprRef Plus = Ctx.zext(Ctx.eq(C, Ctx.constant(8, '+')), 64);
  ExprRef Minus = Ctx.zext(Ctx.eq(C, Ctx.constant(8, '-')), 64);
  // (base + 8*plus) * (1 + minus) - base: a product of two symbolic terms,
  // which no structural bound holds.
  ExprRef Base = Ctx.constant(64, 0x7f0000001000ull);
  ExprRef Ptr = Ctx.add(Base, Ctx.mul(Plus, Ctx.constant(64, 8)));
  ExprRef Index =
      Ctx.sub(Ctx.mul(Ptr, Ctx.add(Ctx.constant(64, 1), Minus)), Base);
  std::vector<ExprRef> Bytes(16, Ctx.constant(8, 1));
  Bytes[8] = Ctx.constant(8, 2);
  ExprRef Read = Ctx.select(Ctx.array(Bytes), Index);
  std::string Term = T.translate(Read).to_string();
  EXPECT_EQ(Term.find("select"), std::string::npos);
  SolverStats Stats;
  std::unique_ptr<Solver> Z3 = createZ3Solver(QueryLimits(), Stats);
  Assignment M;
  ASSERT_EQ(Z3->solve({Ctx.eq(Read, Ctx.constant(8, 2))}, M),
            SolverResult::Sat);
  EXPECT_EQ(M.get(0), u128('+'));
}
