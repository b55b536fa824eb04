//===- Z3GuardTest.cpp - checks on the solver thread end on the budget ----===//
#include "solver/Z3Guard.h"
#include "support/Clock.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

using namespace forage;

namespace {

TEST(Z3Guard, AnswersLikeZ3) {
  z3::context Ctx;
  z3::solver S(Ctx);
  z3::expr X = Ctx.bv_const("x", 32);
  S.add(X * 3 == 21);
  EXPECT_EQ(z3guard::check(S, nullptr, 0, 0), z3::sat);
  EXPECT_EQ(S.get_model().eval(X).get_numeral_uint(), 7u);
  z3::expr_vector A(Ctx);
  A.push_back(X == 8);
  EXPECT_EQ(z3guard::check(S, &A, 0, 0), z3::unsat);
  EXPECT_FALSE(z3guard::abandoned());
}

/// Factoring a 120-bit semiprime: far beyond Z3 in a second. Z3's own
/// limit is a minute.
void addHardQuery(z3::context &Ctx, z3::solver &S) {
  z3::params P(Ctx);
  P.set("timeout", 60000u);
  S.set(P);
  z3::expr A = Ctx.bv_const("a", 128), B = Ctx.bv_const("b", 128);
  z3::expr N = Ctx.bv_val("6200000000000000000000000000000000091", 128);
  S.add(z3::ugt(A, 1) && z3::ugt(B, 1) && z3::ult(A, N) && z3::ult(B, N) &&
        A * B == N && z3::bvmul_no_overflow(A, B, false));
}

TEST(Z3Guard, InterruptsACheckAtTheRunsDeadline) {
  z3::context Ctx;
  z3::solver S(Ctx);
  addHardQuery(Ctx, S);
  uint64_t Start = steadyNanos();
  z3::check_result R = z3guard::check(S, nullptr, 0, Start + 200'000'000);
  EXPECT_EQ(R, z3::unknown);
  EXPECT_LT((steadyNanos() - Start) / 1e9, 1.0);
  EXPECT_FALSE(z3guard::abandoned());
}

TEST(Z3Guard, InterruptsACheckPastItsOwnLimit) {
  // The caller cancels a check once it has used the processor time given
  // (Z3's own timer, which counts wall-clock time, is not set).
  z3::context Ctx;
  z3::solver S(Ctx);
  addHardQuery(Ctx, S);
  unsigned Fired = z3guard::safetyNetFires();
  z3::check_result R = z3guard::check(S, nullptr, 100, 0);
  EXPECT_EQ(R, z3::unknown);
  EXPECT_FALSE(z3guard::abandoned());
  // The safety net decided that answer: counted for stats.json.
  EXPECT_EQ(z3guard::safetyNetFires(), Fired + 1);
  // The interrupt ended that check only: the context answers the next one.
  z3::solver Next(Ctx);
  z3::expr X = Ctx.bv_const("x", 8);
  Next.add(X + 1 == 3);
  EXPECT_EQ(z3guard::check(Next, nullptr, 1000, 0), z3::sat);
  S.reset();
  S.add(X == 5);
  EXPECT_EQ(z3guard::check(S, nullptr, 1000, 0), z3::sat);
}

/// A check that ignores its interrupt: a user propagator (Z3's C API: the
/// C++ wrapper of Z3 4.8.12 never registers it) that sleeps for *Ms
/// milliseconds in the final check, using no processor time.
void sleeper(z3::solver &S, const z3::expr &P, const unsigned *Ms) {
  z3::context &C = S.ctx();
  Z3_solver_propagate_init(
      C, S, const_cast<unsigned *>(Ms), [](void *) {}, [](void *, unsigned) {},
      [](void *, Z3_context) -> void * { return nullptr; });
  Z3_solver_propagate_final(C, S, [](void *Ms, Z3_solver_callback) {
    std::this_thread::sleep_for(
        std::chrono::milliseconds(*static_cast<const unsigned *>(Ms)));
  });
  Z3_solver_propagate_register(C, S, P);
}

TEST(Z3Guard, TheSafetyNetCountsProcessorTimeNotWaiting) {
  // A check that waits 600 ms (as one does that a loaded machine does not
  // schedule) has used almost none of its 100 ms net: it is not stopped,
  // and answers as on an idle machine.
  static const unsigned Wait = 600;
  z3::context Ctx;
  z3::solver S(Ctx, z3::solver::simple());
  z3::expr Y = Ctx.bv_const("y", 8);
  sleeper(S, Y, &Wait);
  S.add(Y * Y == 49);
  unsigned Fired = z3guard::safetyNetFires();
  uint64_t Start = steadyNanos();
  EXPECT_EQ(z3guard::check(S, nullptr, 100, 0), z3::sat);
  EXPECT_GE((steadyNanos() - Start) / 1e9, 0.6);
  EXPECT_EQ(z3guard::safetyNetFires(), Fired);
  EXPECT_FALSE(z3guard::abandoned(Ctx));
}

// Last in the file: it leaves a thread stuck in Z3 for 3 s.
TEST(Z3Guard, AnAbandonedCheckLeavesOtherContextsASolver) {
  // Leaked, as forage leaks them: the stuck thread still uses them.
  auto *Stuck = new z3::context;
  auto *S = new z3::solver(*Stuck, z3::solver::simple()); // the SMT core
  z3::expr Y = Stuck->bv_const("y", 8);
  static const unsigned Wait = 3000;
  sleeper(*S, Y, &Wait);
  S->add(Y * Y == 49);
  // Handles the caller still holds in that context when its check is
  // abandoned: dropped after it, they must not touch Z3's counts.
  auto Held = std::make_unique<z3::expr_vector>(*Stuck);
  for (int K = 0; K < 100; ++K)
    Held->push_back(Y + K);
  auto HeldSolver = std::make_unique<z3::solver>(*S);
  unsigned Before = z3guard::abandonedChecks();
  uint64_t Start = steadyNanos();
  // A turn's deadline 100 ms away: interrupted, ignored, abandoned. Not
  // before two seconds: the thread uses no processor time, and one that a
  // loaded machine does not schedule is not stuck (the grace is 250 ms of
  // the thread's processor time, or 2 s of wall-clock time).
  EXPECT_EQ(z3guard::check(*S, nullptr, 0, Start + 100'000'000), z3::unknown);
  EXPECT_GE((steadyNanos() - Start) / 1e9, 2.0);
  EXPECT_LT((steadyNanos() - Start) / 1e9, 2.9);
  EXPECT_TRUE(z3guard::abandoned(*Stuck));
  EXPECT_EQ(z3guard::abandonedChecks(), Before + 1);
  EXPECT_FALSE(z3guard::gaveUp());
  EXPECT_TRUE(z3guard::stranded(*Stuck));
  uint64_t Leaked = z3guard::skippedReleases();
  z3::expr Copy = Y; // a copy's count is left alone as well
  Held.reset();
  HeldSolver.reset();
  EXPECT_EQ(z3guard::skippedReleases(), Leaked + 2);
  // Another context still gets answers, on a new solver thread, while the
  // first one sleeps.
  z3::context Ctx;
  EXPECT_FALSE(z3guard::abandoned(Ctx));
  z3::solver Next(Ctx);
  z3::expr X = Ctx.bv_const("x", 8);
  Next.add(X * 3 == 21);
  EXPECT_EQ(z3guard::check(Next, nullptr, 1000, 0), z3::sat);
  EXPECT_EQ(Next.get_model().eval(X).get_numeral_uint(), 7u);
  EXPECT_LT((steadyNanos() - Start) / 1e9, 2.9);
}

} // namespace

namespace {
/// Exits 0 if a Spacer query that Z3's allocator cap ends is counted.
[[noreturn]] void outOfMemoryQuery() {
  unsigned Before = z3guard::outOfMemory();
  std::string Cap = std::to_string((Z3_get_estimated_alloc_size() >> 20) + 32);
  Z3_global_param_set("memory_max_size", Cap.c_str());
  z3::check_result R = z3::sat;
  auto *Ctx = new z3::context();
  {
    // The factoring of addHardQuery as a rule's body.
    z3::fixedpoint F(*Ctx);
    z3::params P(*Ctx);
    P.set("engine", "spacer");
    F.set(P);
    z3::func_decl Q = Ctx->function("q", 0, nullptr, Ctx->bool_sort());
    F.register_relation(Q);
    z3::expr A = Ctx->bv_const("a", 128), B = Ctx->bv_const("b", 128);
    z3::expr N = Ctx->bv_val("6200000000000000000000000000000000091", 128);
    z3::expr_vector Vars(*Ctx);
    Vars.push_back(A);
    Vars.push_back(B);
    z3::expr Rule = z3::forall(
        Vars, z3::implies(z3::ugt(A, 1) && z3::ugt(B, 1) && z3::ult(A, N) &&
                              z3::ult(B, N) && A * B == N &&
                              z3::bvmul_no_overflow(A, B, false),
                          Q()));
    F.add_rule(Rule, Ctx->str_symbol("r"));
    z3::expr Goal = Q();
    R = z3guard::query(F, Goal, 0, steadyNanos() + 30'000'000'000ull);
    (void)new z3::fixedpoint(F); // never freed, as the prover does
  }
  std::_Exit(R == z3::unknown && z3guard::outOfMemory() == Before + 1 ? 0 : 1);
}

TEST(Z3GuardDeathTest, CountsQueriesZ3sAllocatorCapEnded) {
  // Z3's allocator cap (memory_max_size, which --max-memory sets) ends a
  // Spacer query with "out of memory"; Spacer is not safe against it (a
  // fixedpoint so ended crashed when freed, and so did its context), so
  // the guard counts them for the Horn-clause prover, which then frees
  // nothing of that context. In a process of its own: the cap, Z3's
  // out-of-memory state and the leaked context are global.
  ::testing::FLAGS_gtest_death_test_style = "threadsafe";
  EXPECT_EXIT(outOfMemoryQuery(), ::testing::ExitedWithCode(0), "");
}
} // namespace
