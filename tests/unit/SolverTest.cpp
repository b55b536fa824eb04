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
  // split over c (Z3Arrays.cpp), not a store chain.
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

/// Four steps of gzip's updcrc over the symbolic bytes B:
/// c = crc_32_tab[(c ^ b) & 0xff] ^ (c >> 8), the table of 8-byte entries
/// read at a symbolic offset, as the interpreter reads it.
static ExprRef crcOf(ExprContext &Ctx, llvm::ArrayRef<ExprRef> B) {
  std::vector<ExprRef> Table;
  for (uint64_t N = 0; N < 256; ++N) {
    uint64_t C = N;
    for (int K = 0; K < 8; ++K)
      C = C & 1 ? 0xedb88320u ^ (C >> 1) : C >> 1;
    for (int K = 0; K < 8; ++K)
      Table.push_back(Ctx.constant(8, (C >> (8 * K)) & 0xff));
  }
  ExprRef Arr = Ctx.array(Table);
  ExprRef C = Ctx.constant(64, 0xffffffffu);
  for (ExprRef Byte : B) {
    ExprRef Masked = Ctx.andE(Ctx.binary(ExprKind::Xor, C, Ctx.zext(Byte, 64)),
                              Ctx.constant(64, 0xff));
    ExprRef Off = Ctx.mul(Masked, Ctx.constant(64, 8));
    ExprRef Entry = nullptr;
    for (int K = 7; K >= 0; --K) {
      ExprRef R = Ctx.select(Arr, Ctx.add(Off, Ctx.constant(64, K)));
      Entry = Entry ? Ctx.concat(Entry, R) : R;
    }
    C = Ctx.binary(ExprKind::Xor, Entry,
                   Ctx.binary(ExprKind::LShr, C, Ctx.constant(64, 8)));
  }
  return C;
}

TEST(Z3TranslatorTest, a_crc_of_four_symbolic_bytes_is_inverted) {
  // Each read's index holds the previous read's value. As selects over
  // store chains Z3 took 0.2 s for three bytes; as multiplexer trees over
  // the masked byte (Z3Arrays.cpp) four bytes fit a small resource limit.
  ExprContext Ctx;
  SolverStats Stats;
  QueryLimits Small;
  Small.Rlimit = 2'000'000;
  std::unique_ptr<Solver> Z3 = createZ3Solver(Small, Stats);
  std::vector<ExprRef> B;
  for (uint32_t K = 0; K < 4; ++K)
    B.push_back(Ctx.var(K, 8));
  ExprRef Crc = crcOf(Ctx, B);
  Assignment Want;
  const char *Text = "gzip";
  for (uint32_t K = 0; K < 4; ++K)
    Want.set(K, static_cast<unsigned char>(Text[K]));
  u128 Target = evaluate(Crc, Want);
  Assignment M;
  ASSERT_EQ(Z3->solve({Ctx.eq(Crc, Ctx.constant(64, Target))}, M),
            SolverResult::Sat);
  // A CRC of four bytes is a bijection of them: the model is the text.
  EXPECT_EQ(M, Want);
}

TEST(Z3TranslatorTest, a_read_at_a_sum_of_bytes_is_guarded_at_the_end) {
  // Index x + y (up to 510) into 300 bytes: no single narrow source, so the
  // tree runs over the index's low 9 bits, and past the end reads 0.
  ExprContext Ctx;
  SolverStats Stats;
  std::unique_ptr<Solver> Z3 = createZ3Solver(QueryLimits(), Stats);
  std::vector<ExprRef> Table(300, Ctx.constant(8, 1));
  Table[299] = Ctx.constant(8, 7);
  ExprRef X = Ctx.zext(Ctx.var(0, 8), 64), Y = Ctx.zext(Ctx.var(1, 8), 64);
  ExprRef Read = Ctx.select(Ctx.array(Table), Ctx.add(X, Y));
  Assignment M;
  ASSERT_EQ(Z3->solve({Ctx.eq(Read, Ctx.constant(8, 7))}, M),
            SolverResult::Sat);
  EXPECT_EQ(M.get(0) + M.get(1), 299u);
  ASSERT_EQ(Z3->solve({Ctx.eq(Read, Ctx.constant(8, 0))}, M),
            SolverResult::Sat);
  EXPECT_GE(M.get(0) + M.get(1), 300u);
  EXPECT_EQ(Z3->solve({Ctx.eq(Read, Ctx.constant(8, 2))}, M),
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
