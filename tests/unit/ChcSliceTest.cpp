//===- ChcSliceTest.cpp - relations over the globals a function touches ---===//
//
// A function's relations carry only the globals (and function addresses)
// it or its callees may read or write; a call keeps the caller's others.
// What a callee's callee, a call through a pointer, recursion or unseen
// code may change stays carried: an error reachable only through such a
// change is never proved.
//
//===----------------------------------------------------------------------===//
#include "ChcFixture.h"
#include "chc/HornEncoder.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
/// Whether some relation of function Fn has an argument named Arg.
bool carries(const HornEncoder &Enc, const std::string &Fn,
             const std::string &Arg) {
  for (const z3::func_decl &R : Enc.relations()) {
    const ChcRelationInfo &I = Enc.info(R);
    if (I.Name.rfind(Fn + ": ", 0) != 0)
      continue;
    for (const std::string &N : I.ArgNames)
      if (N == Arg)
        return true;
  }
  return false;
}

/// The arguments of Fn's summary.
unsigned summaryArity(const HornEncoder &Enc, const std::string &Fn) {
  for (const z3::func_decl &R : Enc.relations())
    if (Enc.info(R).Name == Fn + ": summary")
      return R.arity();
  return 0;
}

/// inc_a touches a only; b and tbl stay main's, across a loop of calls.
const char *Counter = R"(
int a, b;
int tbl[4];
void inc_a(void) { a = a + 1; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  b = 5;
  tbl[1] = 3;
  for (int i = 0; i < n; i++)
    inc_a();
  if (b != 5 || tbl[1] != 3)
    reach_error();
  return a;
}
)";

/// Runs the prover on the error calls, with or without the slice.
void proveErrors(test::ChcFixture &F, bool Slice) {
  ChcOptions O;
  O.Slice = Slice;
  F.proveErrors(O);
}
} // namespace

TEST(ChcSlice, AFunctionsRelationsCarryOnlyTheGlobalsItTouches) {
  test::ChcFixture F(Counter);
  z3::context Z;
  HornEncoder Sliced(Z, F.C, false, 0, {}, true);
  HornEncoder Whole(Z, F.C, false, 0, {}, true, false);
  EXPECT_TRUE(carries(Sliced, "inc_a", "@a"));
  EXPECT_TRUE(carries(Sliced, "inc_a", "entry @a"));
  for (const char *Other : {"@b", "entry @b", "@tbl", "entry @tbl"}) {
    EXPECT_FALSE(carries(Sliced, "inc_a", Other)) << Other;
    EXPECT_TRUE(carries(Whole, "inc_a", Other)) << Other;
    EXPECT_TRUE(carries(Sliced, "main", Other)) << Other;
  }
  // The summary: a at entry and after (no parameters, no result).
  EXPECT_EQ(summaryArity(Sliced, "inc_a"), 2u);
  EXPECT_EQ(summaryArity(Whole, "inc_a"), 6u);
}

TEST(ChcSlice, ACallersGlobalIsKeptAcrossTheCall) {
  test::ChcFixture F(R"(
int a, b;
void inc_a(void) { a = a + 1; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  b = 5;
  for (int i = 0; i < n; i++)
    inc_a();
  if (b != 5)
    reach_error();
  return a;
}
)");
  proveErrors(F, true);
  EXPECT_TRUE(F.errorProved()) << F.why();
  EXPECT_EQ(F.Stats.CheckFailed, 0u);
}

TEST(ChcSlice, WhatACalleesCalleeWritesIsCarried) {
  // mid names a only; set_b, which it calls directly, through a pointer
  // and through recursion, writes b: main's error is reachable.
  for (const char *Call : {"set_b()", "fp()", "rec(2)"}) {
    test::ChcFixture F(std::string(R"(
int a, b;
void set_b(void) { b = 7; }
void (*fp)(void) = set_b;
void rec(int k) { if (k > 0) rec(k - 1); else set_b(); }
void mid(void) { a++; )") +
                       Call + R"(; }
int main(void) {
  b = 5;
  mid();
  if (b == 7)
    reach_error();
  return 0;
}
)");
    z3::context Z;
    HornEncoder Enc(Z, F.C, false, 0, {}, true);
    EXPECT_TRUE(carries(Enc, "mid", "@b")) << Call;
    proveErrors(F, true);
    EXPECT_FALSE(F.errorProved()) << Call << ": " << F.why();
  }
}

TEST(ChcSlice, AddressesOnlyWhereNamed) {
  test::ChcFixture F(R"(
int g;
void one(void) { g = 1; }
void two(void) { g = 2; }
void pure(int *x) { }
int count(int n) { int s = 0; for (int i = 0; i < n; i++) s += 2; return s; }
int main(void) {
  void (*f)(void) = __VERIFIER_nondet_int() ? one : two;
  f();
  if (count(3) != 6)
    reach_error();
  return g;
}
)");
  z3::context Z;
  HornEncoder Sliced(Z, F.C, false, 0, {}, true);
  HornEncoder Whole(Z, F.C, false, 0, {}, true, false);
  EXPECT_TRUE(carries(Sliced, "main", "&one"));
  EXPECT_FALSE(carries(Sliced, "count", "&one"));
  EXPECT_FALSE(carries(Sliced, "count", "@g"));
  EXPECT_TRUE(carries(Whole, "count", "&one"));
}

TEST(ChcSlice, UnseenCodeMayChangeEveryGlobal) {
  // A constructor escapes (start-up code runs it), so the encoder havocs
  // every global at a call of code it does not see: say, which names no
  // global, carries flag, and main's error is not proved.
  test::ChcFixture F(R"(
extern int puts(const char *);
int flag;
__attribute__((constructor)) void init(void) { flag = 0; }
void say(void) { puts("x"); }
int main(void) {
  flag = 0;
  say();
  if (flag)
    reach_error();
  return 0;
}
)");
  z3::context Z;
  HornEncoder Enc(Z, F.C, false, 0, {}, true);
  EXPECT_TRUE(carries(Enc, "say", "@flag"));
  proveErrors(F, true);
  EXPECT_FALSE(F.errorProved()) << F.why();
}
