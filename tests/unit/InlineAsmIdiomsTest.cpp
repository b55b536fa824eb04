//===- InlineAsmIdiomsTest.cpp - x86 inline assembly lowered to IR --------===//
#include "CompileHelper.h"
#include "exec/Interpreter.h"
#include "program/ProgramModel.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
/// Inline assembly statements left in function F.
unsigned asmLeft(const llvm::Module &M, llvm::StringRef F) {
  unsigned N = 0;
  for (const llvm::Instruction &I : llvm::instructions(*M.getFunction(F)))
    if (auto *C = llvm::dyn_cast<llvm::CallBase>(&I))
      N += C->isInlineAsm();
  return N;
}

/// main's exit code on the inputs given (two 64-bit values).
int exitCode(FrontendResult &FR, uint64_t A, uint64_t B) {
  ProgramModel PM(*FR.Module, FR.UserFunctions);
  ExprContext Ctx;
  Interpreter Interp(*FR.Module, PM, Ctx, InterpreterOptions{});
  State S;
  S.Model.set(0, A);
  S.Model.set(1, B);
  Interp.run(S);
  EXPECT_EQ(S.End.K, Termination::Exit);
  return S.End.ExitCode;
}

// Each check compares an asm statement with the same arithmetic in C;
// main returns a bit per check that failed.
const char *LongLong =
    "typedef unsigned long U;\n"
    "extern U __VERIFIER_nondet_ulong(void);\n"
    "int main(void) {\n"
    "  U a = __VERIFIER_nondet_ulong(), b = __VERIFIER_nondet_ulong();\n"
    "  unsigned __int128 A = ((unsigned __int128)a << 64) | b;\n"
    "  U sh, sl, hi, lo, q, r, n; int bad = 0;\n"
    "  __asm__(\"addq %5,%q1\\n\\tadcq %3,%q0\" : \"=r\"(sh), \"=&r\"(sl)\n"
    "          : \"0\"(a), \"rme\"(b), \"%1\"(b), \"rme\"(a));\n"
    "  bad |= ((((unsigned __int128)sh << 64) | sl) != A + ((((unsigned "
    "__int128)b) << 64) | a)) << 0;\n"
    "  __asm__(\"subq %5,%q1\\n\\tsbbq %3,%q0\" : \"=r\"(sh), \"=&r\"(sl)\n"
    "          : \"0\"(a), \"rme\"(b), \"1\"(b), \"rme\"(a));\n"
    "  bad |= ((((unsigned __int128)sh << 64) | sl) != A - ((((unsigned "
    "__int128)b) << 64) | a)) << 1;\n"
    "  __asm__(\"mulq\\t%3\" : \"=a\"(lo), \"=d\"(hi) : \"%0\"(a), "
    "\"rm\"(b));\n"
    "  bad |= ((((unsigned __int128)hi << 64) | lo) != (unsigned __int128)a * "
    "b) << 2;\n"
    "  if (b > a) {\n"
    "    __asm__(\"divq %4\" : \"=a\"(q), \"=d\"(r) : \"0\"(b), \"1\"(a), "
    "\"rm\"(b));\n"
    "    bad |= (q != A / b || r != A % b) << 3;\n"
    "  }\n"
    "  if (a) {\n"
    "    __asm__(\"bsf\\t%1, %q0\" : \"=r\"(n) : \"rm\"(a));\n"
    "    bad |= (n != (U)__builtin_ctzl(a)) << 4;\n"
    "    __asm__(\"bsr\\t%1,%0\" : \"=r\"(n) : \"rm\"(a));\n"
    "    bad |= ((n ^ 63) != (U)__builtin_clzl(a)) << 5;\n"
    "  }\n"
    "  __asm__(\"rep;bsf\\t%1, %q0\" : \"=r\"(n) : \"rm\"(b));\n"
    "  bad |= (n != (b ? (U)__builtin_ctzl(b) : 64)) << 6;\n"
    "  unsigned x = (unsigned)a;\n"
    "  __asm__(\"roll $3, %0\\n\\tbswap %0\" : \"+r\"(x));\n"
    "  bad |= (x != __builtin_bswap32(((unsigned)a << 3) | ((unsigned)a >> "
    "29))) << 7;\n"
    "  return bad;\n"
    "}\n";
} // namespace

TEST(InlineAsmIdiomsTest, longlong_statements_become_ir) {
  FrontendResult FR = test::compileSnippet(LongLong);
  ASSERT_TRUE(FR.Module) << FR.Error;
  EXPECT_EQ(asmLeft(*FR.Module, "main"), 0u);
}

TEST(InlineAsmIdiomsTest, lowered_statements_compute_what_the_processor_does) {
  FrontendResult FR = test::compileSnippet(LongLong);
  ASSERT_TRUE(FR.Module) << FR.Error;
  const uint64_t Max = ~0ull;
  for (auto [A, B] : std::vector<std::pair<uint64_t, uint64_t>>{
           {0, 0},
           {1, 2},
           {Max, Max},
           {Max, 1},
           {1ull << 63, 3},
           {0x123456789abcdef0ull, 0xfedcba9876543210ull},
           {7, 0}})
    EXPECT_EQ(exitCode(FR, A, B), 0) << A << " " << B;
}

TEST(InlineAsmIdiomsTest, cpuid_reports_no_features_and_barriers_go) {
  FrontendResult FR = test::compileSnippet(
      "int main(void) { unsigned a = 7, b = 1, c = 0, d = 1;\n"
      "  __asm__(\"  xchgq %%rbx,%q1\\n  cpuid\\n  xchgq %%rbx,%q1\"\n"
      "          : \"=a\"(a), \"=r\"(b), \"=c\"(c), \"=d\"(d) : \"0\"(a), "
      "\"2\"(c));\n"
      "  __asm__ volatile(\"\" ::: \"memory\");\n"
      "  return a | b | c | d; }\n");
  ASSERT_TRUE(FR.Module) << FR.Error;
  EXPECT_EQ(asmLeft(*FR.Module, "main"), 0u);
  EXPECT_EQ(exitCode(FR, 0, 0), 0);
}

TEST(InlineAsmIdiomsTest, statements_it_does_not_know_stay) {
  FrontendResult FR = test::compileSnippet(
      "int main(void) { unsigned lo, hi, v = 0, m[1] = {0};\n"
      "  __asm__ volatile(\"rdtsc\" : \"=a\"(lo), \"=d\"(hi));\n"
      "  __asm__(\"addl %1, %0\" : \"+m\"(m[0]) : \"r\"(v));\n"
      "  __asm__(\"movb %%al, %0\" : \"=r\"(v));\n"
      "  return 0; }\n");
  ASSERT_TRUE(FR.Module) << FR.Error;
  EXPECT_EQ(asmLeft(*FR.Module, "main"), 3u);
}
