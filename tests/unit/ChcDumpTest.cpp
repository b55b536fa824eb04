//===- ChcDumpTest.cpp - what FORAGE_CHC_DUMP writes of a failed check ----===//
#include "ChcFixture.h"
#include "chc/Certificate.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace forage;

TEST(ChcDump, AFailedCheckSaysItsResult) {
  // An empty answer: every relation is "false", so the clause into main's
  // entry fails (sat). The dump says so, and why Z3 could not tell when
  // it could not (a timeout, on a loaded machine, or a real model).
  test::ChcFixture F(R"(
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 7)
    reach_error();
  return 0;
}
)");
  z3::context Z;
  HornEncoder Enc(Z, F.C, false);
  const ChcGoal *Goal = nullptr;
  for (const ChcGoal &G : Enc.goals())
    if (G.ErrorCall)
      Goal = &G;
  ASSERT_NE(Goal, nullptr);
  std::filesystem::path Dir = std::filesystem::temp_directory_path() /
                              ("forage-chc-dump-" + std::to_string(::getpid()));
  std::filesystem::create_directories(Dir);
  ::setenv("FORAGE_CHC_DUMP", Dir.c_str(), 1);
  Certificate Cert(Z, Z.bool_val(true), Goal->Rel);
  unsigned Checks = 0;
  bool Ok = Cert.check(Enc.clauses(), Enc.side(), 5000, 0, Checks);
  ::unsetenv("FORAGE_CHC_DUMP");
  EXPECT_FALSE(Ok);
  std::ifstream In(Dir / ("failed" + std::to_string(Checks) + ".txt"));
  std::stringstream Text;
  Text << In.rdbuf();
  std::filesystem::remove_all(Dir);
  std::string S = Text.str();
  EXPECT_EQ(S.rfind("clause head ", 0), 0u) << S;
  EXPECT_NE(S.find("\nresult sat ("), std::string::npos) << S;
}
