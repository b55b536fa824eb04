//===- UninitializedReadsTest.cpp - never-assigned locals as inputs -------===//
#include "CompileHelper.h"
#include "explore/concolic/Strategy.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
/// Calls of __forage_uninit_* in the body of F.
unsigned uninitCalls(const llvm::Module &M, llvm::StringRef F) {
  unsigned N = 0;
  for (const llvm::Instruction &I : llvm::instructions(*M.getFunction(F)))
    if (auto *C = llvm::dyn_cast<llvm::CallBase>(&I))
      if (C->getCalledFunction() &&
          C->getCalledFunction()->getName().startswith("__forage_uninit_i"))
        ++N;
  return N;
}

/// Reads the frontend rewrote in Src, and the calls left in function F.
std::pair<unsigned, unsigned> rewritten(const std::string &Src,
                                        llvm::StringRef F) {
  FrontendResult FR = test::compileSnippet(Src);
  EXPECT_TRUE(FR.Module) << FR.Error;
  if (!FR.Module)
    return {~0u, ~0u};
  return {FR.UninitializedReads, uninitCalls(*FR.Module, F)};
}
} // namespace

TEST(UninitializedReadsTest, svcomp_program_reads_a_returned_local_as_input) {
  auto R =
      rewritten("extern int __VERIFIER_nondet_int(void);\n"
                "int f(void) { int i; return i; }\n"
                "int main(void) { return f() + __VERIFIER_nondet_int(); }\n",
                "f");
  EXPECT_EQ(R, std::make_pair(1u, 1u));
}

TEST(UninitializedReadsTest, a_variable_read_on_two_paths_is_one_input) {
  auto R = rewritten("extern int __VERIFIER_nondet_int(void);\n"
                     "int g(int c) { short x; if (c) x = 1; return x; }\n"
                     "int main(void) { return g(__VERIFIER_nondet_int()); }\n",
                     "g");
  EXPECT_EQ(R, std::make_pair(1u, 1u));
}

TEST(UninitializedReadsTest, every_read_of_a_variable_sees_the_same_input) {
  // ddv's tasklet code: `unsigned i; if (!(i < 1)) abort(); t[i]...`. With
  // an input per read, the check and the index disagreed and forage
  // reported t[i] out of bounds.
  auto R =
      rewritten("extern int __VERIFIER_nondet_int(void);\n"
                "extern void abort(void);\n"
                "int t[1];\n"
                "int f(void) { unsigned i; if (!(i < 1)) abort();\n"
                "  return t[i]; }\n"
                "int main(void) { return f() + __VERIFIER_nondet_int(); }\n",
                "f");
  EXPECT_EQ(R, std::make_pair(1u, 1u));
}

TEST(UninitializedReadsTest, other_programs_keep_reading_zero) {
  auto R = rewritten(
      "#include <forage/forage.h>\n"
      "int f(void) { int i; return i; }\n"
      "int main(void) { int x; forage_make_symbolic(&x, sizeof x, \"x\");\n"
      "  return f() + x; }\n",
      "f");
  EXPECT_EQ(R, std::make_pair(0u, 0u));
}

TEST(InputKeyTest, trailing_zeros_do_not_change_the_key) {
  Assignment A, B, C;
  A.set(0, 5);
  B.set(0, 5);
  B.set(3, 0);
  C.set(0, 5);
  C.set(1, 1);
  EXPECT_EQ(inputKey(A), inputKey(B));
  EXPECT_NE(inputKey(A), inputKey(C));
}

TEST(UninitializedReadsTest, nondet_declared_without_prototype_counts) {
  auto R =
      rewritten("extern unsigned short __VERIFIER_nondet_ushort();\n"
                "int f(void) { int i; return i; }\n"
                "int main(void) { return f() + __VERIFIER_nondet_ushort(); }\n",
                "f");
  EXPECT_EQ(R, std::make_pair(1u, 1u));
}

TEST(UninitializedReadsTest, read_without_a_location_gets_one_in_its_function) {
  // The runtime's helpers have debug info, so a call of one in a function
  // with debug info needs a location even where the use has none.
  const char *Ir =
      "define i32 @main() !dbg !5 {\n"
      "  %1 = call i32 @__VERIFIER_nondet_int(), !dbg !8\n"
      "  %2 = add i32 %1, undef\n"
      "  ret i32 %2, !dbg !8\n"
      "}\n"
      "declare i32 @__VERIFIER_nondet_int()\n"
      "!llvm.dbg.cu = !{!0}\n"
      "!llvm.module.flags = !{!3, !4}\n"
      "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, "
      "producer: \"t\", isOptimized: false, runtimeVersion: 0, "
      "emissionKind: FullDebug)\n"
      "!1 = !DIFile(filename: \"t.c\", directory: \"/tmp\")\n"
      "!3 = !{i32 7, !\"Dwarf Version\", i32 5}\n"
      "!4 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
      "!5 = distinct !DISubprogram(name: \"main\", scope: !1, file: !1, "
      "line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, "
      "unit: !0)\n"
      "!6 = !DISubroutineType(types: !7)\n"
      "!7 = !{null}\n"
      "!8 = !DILocation(line: 1, column: 1, scope: !5)\n";
  llvm::SmallString<128> Path;
  int FD;
  ASSERT_FALSE(
      llvm::sys::fs::createTemporaryFile("forage-unit", "ll", FD, Path));
  {
    llvm::raw_fd_ostream OS(FD, true);
    OS << Ir;
  }
  FrontendOptions Opts;
  Opts.RuntimePath = FORAGE_TEST_RUNTIME_BC;
  FrontendResult FR = compileProgram(std::string(Path), Opts);
  llvm::sys::fs::remove(Path);
  ASSERT_TRUE(FR.Module) << FR.Error;
  EXPECT_EQ(FR.UninitializedReads, 1u);
}
