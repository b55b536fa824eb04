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
