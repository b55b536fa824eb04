//===- InterpreterTest.cpp - concolic execution of small programs ---------===//
#include "exec/Interpreter.h"
#include "CompileHelper.h"
#include "expr/Evaluator.h"
#include "program/ProgramModel.h"

#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
class Program {
public:
  explicit Program(const std::string &Src, InterpreterOptions Opts = {})
      : FR(test::compileSnippet(Src)) {
    if (!FR.Module)
      return;
    PM = std::make_unique<ProgramModel>(*FR.Module, FR.UserFunctions);
    Interp = std::make_unique<Interpreter>(*FR.Module, *PM, Ctx, Opts);
  }
  State &exec(std::vector<u128> Inputs = {}) {
    S.Model = Assignment();
    for (uint32_t K = 0; K < Inputs.size(); ++K)
      S.Model.set(K, Inputs[K]);
    Interp->run(S);
    return S;
  }
  FrontendResult FR;
  ExprContext Ctx;
  std::unique_ptr<ProgramModel> PM;
  std::unique_ptr<Interpreter> Interp;
  State S;
};

const char *Header = "extern int __VERIFIER_nondet_int(void);\n"
                     "extern void reach_error(void);\n";
} // namespace

TEST(InterpreterTest, records_one_entry_per_symbolic_branch) {
  Program R(std::string(Header) +
            "int main(void) { int x = __VERIFIER_nondet_int();\n"
            "  int c = 0; if (x > 3) c++; if (c) c++; if (x == 10) c++;\n"
            "  return c; }\n");
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  State &S = R.exec({10});
  EXPECT_EQ(S.End.K, Termination::Exit);
  EXPECT_EQ(S.End.ExitCode, 3);
  // x > 3 and x == 10 are symbolic; "if (c)" is concrete.
  ASSERT_EQ(S.Path.size(), 2u);
  ASSERT_EQ(S.Inputs.size(), 1u);
  Assignment A;
  A.set(0, 10);
  for (const PathEntry &E : S.Path)
    EXPECT_EQ(evaluate(E.Cond, A), 1u);
}

TEST(InterpreterTest, reach_error_is_a_bug_at_the_call) {
  Program R(std::string(Header) + "int main(void) {\n"
                                  "  if (__VERIFIER_nondet_int() == 5)\n"
                                  "    reach_error();\n"
                                  "  return 0; }\n");
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  EXPECT_EQ(R.exec({4}).End.K, Termination::Exit);
  State &S = R.exec({5});
  EXPECT_EQ(S.End.K, Termination::Error);
  EXPECT_EQ(S.End.Bug, BugKind::ReachError);
  EXPECT_EQ(S.End.Location.Line, 5u); // two header lines come first
}

TEST(InterpreterTest, memory_errors_are_detected) {
  Program R(std::string(Header) +
            "#include <stdlib.h>\n"
            "int main(void) { int k = __VERIFIER_nondet_int();\n"
            "  int a[4] = {0}; int *p = malloc(8);\n"
            "  if (k == 1) a[k + 3] = 1;\n"
            "  if (k == 2) { free(p); return *p; }\n"
            "  if (k == 3) { free(p); free(p); }\n"
            "  if (k == 4) { int *q = 0; return *q; }\n"
            "  if (k == 5) return 10 / (k - 5);\n"
            "  return a[0]; }\n");
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  EXPECT_EQ(R.exec({0}).End.K, Termination::Exit);
  EXPECT_EQ(R.exec({1}).End.Bug, BugKind::OutOfBounds);
  EXPECT_EQ(R.exec({2}).End.Bug, BugKind::UseAfterFree);
  EXPECT_EQ(R.exec({3}).End.Bug, BugKind::DoubleFree);
  EXPECT_EQ(R.exec({4}).End.Bug, BugKind::NullDereference);
  EXPECT_EQ(R.exec({5}).End.Bug, BugKind::DivisionByZero);
}

TEST(InterpreterTest, symbolic_index_reads_through_an_array_term) {
  Program R(std::string(Header) +
            "int main(void) { static const int t[5] = {3, 1, 4, 1, 5};\n"
            "  int i = __VERIFIER_nondet_int();\n"
            "  if (i < 0 || i >= 5) return 0;\n"
            "  if (t[i] == 4) return 1; return 2; }\n");
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  State &S = R.exec({0});
  EXPECT_EQ(S.End.ExitCode, 2);
  // The last branch's condition mentions the index, not a pinned value.
  Assignment A;
  A.set(0, 2);
  EXPECT_EQ(evaluate(S.Path.back().Alternative, A), 1u);
}

TEST(InterpreterTest, infinite_loops_hit_the_instruction_limit) {
  InterpreterOptions O;
  O.MaxInstructions = 10000;
  Program R("int main(void) { volatile int x = 0; while (1) x++; }\n", O);
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  EXPECT_EQ(R.exec().End.K, Termination::Limit);
}

TEST(InterpreterTest, the_scaled_instruction_limit_follows_the_program) {
  // A start-up of ~6 000 instructions, then a loop as long as the input
  // says (negative: forever). The floor is 1 000 instructions: a fixed
  // limit would cut every run in the start-up.
  InterpreterOptions O;
  O.MaxInstructions = 1000;
  O.ScaleInstructionLimit = true;
  Program R(std::string(Header) +
                "int main(void) { volatile int s = 0;\n"
                "  for (int i = 0; i < 500; i++) s += i;\n"
                "  int n = __VERIFIER_nondet_int();\n"
                "  for (int i = 0; n < 0 || i < n; i++) s++;\n"
                "  return 0; }\n",
            O);
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  // Before any run ended: FirstRunScale times the floor.
  EXPECT_EQ(R.Interp->instructionLimit(),
            1000 * InterpreterOptions::FirstRunScale);
  // So the first run ends, and sets the scale.
  State &First = R.exec({0});
  ASSERT_EQ(First.End.K, Termination::Exit) << First.Instructions;
  uint64_t Ended = First.Instructions;
  ASSERT_GT(Ended, 1000u);
  EXPECT_EQ(R.Interp->instructionLimit(),
            Ended * InterpreterOptions::InstructionScale);
  // A run a few times longer than the first still ends...
  State &Longer = R.exec({1000});
  EXPECT_EQ(Longer.End.K, Termination::Exit);
  // ...and the endless one is cut at the limit the longest run set.
  uint64_t Limit = R.Interp->instructionLimit();
  EXPECT_EQ(Limit, Longer.Instructions * InterpreterOptions::InstructionScale);
  State &Endless = R.exec({static_cast<u128>(-1) & 0xffffffffu});
  EXPECT_EQ(Endless.End.K, Termination::Limit);
  EXPECT_EQ(Endless.Instructions, Limit + 1);
  // A fixed limit (--max-instructions given) does not scale.
  InterpreterOptions Fixed;
  Fixed.MaxInstructions = 1000;
  Program F("int main(void) { volatile int s = 0;\n"
            "  for (int i = 0; i < 4000; i++) s++;\n"
            "  return 0; }\n",
            Fixed);
  ASSERT_TRUE(F.Interp) << F.FR.Error;
  EXPECT_EQ(F.exec().End.K, Termination::Limit);
  EXPECT_EQ(F.Interp->instructionLimit(), 1000u);
}

TEST(InterpreterTest, structs_varargs_and_intrinsics) {
  Program R(
      "#include <stdarg.h>\n"
      "struct P { char c; long long v; };\n"
      "static long long sum(int n, ...) { va_list ap; va_start(ap, n);\n"
      "  long long s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int);\n"
      "  va_end(ap); return s; }\n"
      "int main(void) { struct P p = {1, 40}; struct P q = p;\n"
      "  int ov; if (__builtin_add_overflow(2147483647, (int)q.c, &ov)) "
      "q.v += 1;\n"
      "  return (int)(sum(3, 1, 2, 3) + q.v + __builtin_popcount(7u)); }\n");
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  State &S = R.exec();
  EXPECT_EQ(S.End.K, Termination::Exit);
  EXPECT_EQ(S.End.ExitCode, 6 + 41 + 3);
}

TEST(InterpreterTest, external_functions_run_natively) {
  Program R("#include <stdio.h>\n#include <string.h>\n"
            "int main(void) { char b[16]; snprintf(b, sizeof b, \"%d\", 42);\n"
            "  return (int)strlen(b) + (b[0] == '4'); }\n");
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  State &S = R.exec();
  EXPECT_EQ(S.End.K, Termination::Exit);
  EXPECT_EQ(S.End.ExitCode, 3);
}

TEST(InterpreterTest, same_inputs_same_path) {
  Program R(std::string(Header) +
            "int main(void) { int x = __VERIFIER_nondet_int();"
            " int *p = &x; return *p > 7 ? 1 : 0; }\n");
  ASSERT_TRUE(R.Interp) << R.FR.Error;
  std::vector<uint32_t> First;
  for (const PathEntry &E : R.exec({9}).Path)
    First.push_back(E.BranchId);
  std::vector<uint32_t> Second;
  for (const PathEntry &E : R.exec({9}).Path)
    Second.push_back(E.BranchId);
  EXPECT_EQ(First, Second);
}
