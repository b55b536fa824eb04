//===- PathEqualitiesTest.cpp - queries rewritten with the path's equalities =//
#include "solver/PathEqualities.h"
#include "expr/ExprContext.h"
#include "expr/Vars.h"
#include "solver/IndependenceSolver.h"
#include "solver/Z3Solver.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {

/// Z3, keeping the last query the slicing layer passed on.
class RecordingZ3 final : public Solver {
public:
  explicit RecordingZ3(SolverStats &Stats)
      : Z3(createZ3Solver(QueryLimits(), Stats)) {}
  unsigned Calls = 0;
  std::vector<ExprRef> Last;
  SolverResult solve(llvm::ArrayRef<ExprRef> C, Assignment &M) override {
    ++Calls;
    Last.assign(C.begin(), C.end());
    return Z3->solve(C, M);
  }
  std::unique_ptr<Solver> Z3;
};

class PathEqualitiesTest : public ::testing::Test {
protected:
  PathEqualitiesTest() {
    auto Inner = std::make_unique<RecordingZ3>(Stats);
    Passed = Inner.get();
    S = createIndependenceSolver(std::move(Inner), Stats, true, &Ctx);
  }
  ExprContext Ctx;
  SolverStats Stats;
  RecordingZ3 *Passed;
  std::unique_ptr<Solver> S;
  ExprRef C8 = Ctx.var(0, 8), D8 = Ctx.var(1, 8), X = Ctx.var(2, 32),
          Y = Ctx.var(3, 32);
  ExprRef b(u128 V) { return Ctx.constant(8, V); }
  ExprRef w(u128 V) { return Ctx.constant(32, V); }
  bool mentions(llvm::ArrayRef<ExprRef> Es, ExprRef Var) {
    llvm::SmallVector<ExprRef, 8> Vars;
    collectVars(Es, Vars);
    return llvm::is_contained(Vars, Var);
  }
};

} // namespace

TEST_F(PathEqualitiesTest, a_branch_on_a_byte_the_path_pinned_needs_no_solver) {
  Assignment M;
  M.set(0, '+');
  // The path matched '+' (strcmp's loop); a later branch asks for '-'.
  EXPECT_EQ(S->solve({Ctx.eq(b('+'), C8), Ctx.eq(b('-'), C8)}, M),
            SolverResult::Unsat);
  EXPECT_EQ(S->solve({Ctx.eq(b('+'), C8), Ctx.ult(C8, b(100))}, M),
            SolverResult::Sat);
  EXPECT_EQ(Passed->Calls, 0u);
  EXPECT_EQ(Stats.Folded, 2u);
  EXPECT_EQ(M.get(0), u128('+'));
}

TEST_F(PathEqualitiesTest,
       a_pointer_moved_by_a_decided_comparison_reads_one_slot) {
  // expr's `args += STREQ (*args, "+")`: the path took c != '+', so the
  // index into the argument table is 0, and the multiplexer over the table
  // folds to the first slot's byte.
  ExprRef Table = Ctx.array({D8, b(9)});
  ExprRef Index = Ctx.zext(Ctx.eq(b('+'), C8), 32);
  ExprRef Read = Ctx.select(Table, Index);
  Assignment M;
  M.set(0, 'x');
  M.set(1, 5);
  ASSERT_EQ(S->solve({Ctx.notE(Ctx.eq(b('+'), C8)), Ctx.eq(b(7), Read)}, M),
            SolverResult::Sat);
  ASSERT_EQ(Passed->Calls, 1u);
  // Only `d == 7` reached Z3: no select, no c.
  ASSERT_EQ(Passed->Last.size(), 1u);
  EXPECT_EQ(Passed->Last[0], Ctx.eq(b(7), D8));
  EXPECT_EQ(M.get(1), 7u);
  EXPECT_EQ(M.get(0), u128('x'));
}

TEST_F(PathEqualitiesTest, a_pinned_variable_connects_no_slice) {
  // x is pinned to 1; y + x < 10 becomes y + 1 < 10, and the constraints
  // on x alone (x*x > 0) stay out of the query about y.
  Assignment M;
  M.set(2, 1);
  M.set(3, 2);
  ExprRef Prefix[] = {Ctx.eq(w(1), X), Ctx.ult(w(0), Ctx.mul(X, X)),
                      Ctx.ult(Ctx.add(Y, X), w(10))};
  std::vector<ExprRef> Q(std::begin(Prefix), std::end(Prefix));
  Q.push_back(Ctx.eq(w(7), Y));
  ASSERT_EQ(S->solve(Q, M), SolverResult::Sat);
  EXPECT_FALSE(mentions(Passed->Last, X));
  EXPECT_EQ(Passed->Last.size(), 2u);
  EXPECT_EQ(M.get(3), 7u);
  EXPECT_EQ(M.get(2), 1u);
  // 9 would break y + 1 < 10: the rewritten constraint is kept.
  Q.back() = Ctx.eq(w(9), Y);
  EXPECT_EQ(S->solve(Q, M), SolverResult::Unsat);
}

TEST_F(PathEqualitiesTest, a_constraint_that_decides_a_term_is_kept_in_full) {
  // The path took c != '+'. The goal "c == '+' or '*' < c < ','" is
  // "'*' < c < ','" once c == '+' is known false, and only '+' lies there:
  // dropping the constraint that decided the term would answer c = '+'.
  Assignment M;
  M.set(0, 'a');
  ExprRef Between = Ctx.andE(Ctx.ult(b('*'), C8), Ctx.ult(C8, b(',')));
  ExprRef Goal = Ctx.orE(Ctx.eq(b('+'), C8), Between);
  EXPECT_EQ(S->solve({Ctx.notE(Ctx.eq(b('+'), C8)), Goal}, M),
            SolverResult::Unsat);
  EXPECT_EQ(M.get(0), u128('a'));
}

TEST_F(PathEqualitiesTest, a_shorter_path_forgets_what_it_no_longer_holds) {
  Assignment M;
  M.set(0, 1);
  EXPECT_EQ(S->solve({Ctx.eq(b(1), C8), Ctx.eq(b(2), C8)}, M),
            SolverResult::Unsat);
  // The next query shares no prefix: c is free again.
  EXPECT_EQ(S->solve({Ctx.eq(b(2), C8)}, M), SolverResult::Sat);
  EXPECT_EQ(M.get(0), 2u);
  // A longer path after a shorter one: pinned again.
  EXPECT_EQ(
      S->solve({Ctx.eq(b(2), C8), Ctx.ult(D8, b(3)), Ctx.eq(b(1), C8)}, M),
      SolverResult::Unsat);
}

TEST(PathEqualities, an_equality_on_a_concatenation_pins_each_part) {
  ExprContext Ctx;
  ExprRef A = Ctx.var(0, 8), B = Ctx.var(1, 8);
  PathEqualities Eqs(Ctx);
  Eqs.add(Ctx.eq(Ctx.constant(16, 0x4142), Ctx.concat(A, B)));
  EXPECT_TRUE(Eqs.pinned(0));
  EXPECT_TRUE(Eqs.pinned(1));
  EXPECT_EQ(Eqs.rewrite(Ctx.add(Ctx.zext(A, 32), Ctx.zext(B, 32))),
            Ctx.constant(32, 0x41 + 0x42));
  size_t Mark = Eqs.mark();
  ExprRef C = Ctx.var(2, 8);
  Eqs.add(Ctx.notE(Ctx.ult(C, Ctx.constant(8, 10))));
  EXPECT_TRUE(Eqs.rewrite(Ctx.ult(C, Ctx.constant(8, 10)))->isFalse());
  // Pins only: the decided comparison stays as it is.
  EXPECT_EQ(Eqs.rewritePins(Ctx.ult(C, Ctx.constant(8, 10))),
            Ctx.ult(C, Ctx.constant(8, 10)));
  Eqs.truncate(Mark);
  EXPECT_EQ(Eqs.rewrite(Ctx.ult(C, Ctx.constant(8, 10))),
            Ctx.ult(C, Ctx.constant(8, 10)));
  EXPECT_TRUE(Eqs.pinned(0));
}

TEST_F(PathEqualitiesTest, a_long_prefix_is_rewritten_only_until_the_deadline) {
  // Rewriting a prefix walks its terms, which can be deep: past the
  // deadline the query is unknown, as a solver query would be, and the
  // next query with time left goes on from what was rewritten.
  std::vector<ExprRef> Path;
  for (unsigned I = 0; I < 200; ++I)
    Path.push_back(Ctx.ult(w(I), Ctx.add(X, Y)));
  Path.push_back(Ctx.ult(X, w(5)));
  Assignment M;
  S->setDeadline(1); // long past
  EXPECT_EQ(S->solve(Path, M), SolverResult::Unknown);
  EXPECT_EQ(Passed->Calls, 0u);
  S->setDeadline(0);
  EXPECT_EQ(S->solve(Path, M), SolverResult::Sat);
  EXPECT_LT(M.get(2), 5u);
}
