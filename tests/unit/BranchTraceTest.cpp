//===- BranchTraceTest.cpp - branch sequences for differential testing ----===//
#include "CompileHelper.h"
#include "exec/Interpreter.h"
#include "program/ProgramModel.h"
#include "suite/TracedModule.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {

const char *Loop = "extern int __VERIFIER_nondet_int(void);\n"
                   "int main(void) {\n"
                   "  int n = __VERIFIER_nondet_int(), s = 0;\n"
                   "  for (int i = 0; i < 3; i++)\n"
                   "    if (i < n) s++;\n"
                   "  return s;\n"
                   "}\n";

BranchDigest runDigest(const FrontendResult &FR, bool Trace, u128 N) {
  ProgramModel PM(*FR.Module, FR.UserFunctions);
  ExprContext Ctx;
  InterpreterOptions Opts;
  Opts.TraceBranches = Trace;
  Interpreter Interp(*FR.Module, PM, Ctx, Opts);
  State S;
  S.Model.set(0, N);
  Interp.run(S);
  return S.Branches;
}

} // namespace

TEST(BranchTraceTest, digest_counts_the_programs_branch_edges_in_order) {
  FrontendResult FR = test::compileSnippet(Loop);
  ASSERT_TRUE(FR.Module) << FR.Error;
  // Four loop tests and three ifs.
  BranchDigest One = runDigest(FR, true, 1), Two = runDigest(FR, true, 2);
  EXPECT_EQ(One.Count, 7u);
  EXPECT_EQ(Two.Count, 7u);
  EXPECT_NE(One.Hash, Two.Hash); // the second if goes the other way
  EXPECT_EQ(runDigest(FR, true, 1).Hash, One.Hash);
}

TEST(BranchTraceTest, each_execution_of_a_reused_state_starts_afresh) {
  FrontendResult FR = test::compileSnippet(Loop);
  ASSERT_TRUE(FR.Module) << FR.Error;
  ProgramModel PM(*FR.Module, FR.UserFunctions);
  ExprContext Ctx;
  InterpreterOptions Opts;
  Opts.TraceBranches = true;
  Interpreter Interp(*FR.Module, PM, Ctx, Opts);
  State S; // as the concolic driver reuses it
  Interp.run(S);
  Interp.run(S);
  EXPECT_EQ(S.Branches.Count, 7u);
}

TEST(BranchTraceTest, digest_is_left_alone_without_the_option) {
  FrontendResult FR = test::compileSnippet(Loop);
  ASSERT_TRUE(FR.Module) << FR.Error;
  EXPECT_EQ(runDigest(FR, false, 1).Count, 0u);
}

TEST(BranchTraceTest, traced_module_calls_the_trace_before_each_branch) {
  FrontendResult FR = test::compileSnippet(Loop);
  ASSERT_TRUE(FR.Module) << FR.Error;
  ProgramModel PM(*FR.Module, FR.UserFunctions);
  std::unique_ptr<llvm::Module> T = tracedModule(*FR.Module, PM);
  unsigned Calls = 0, Branches = 0;
  for (llvm::Function &F : *T) {
    // Only the program's functions keep a body.
    EXPECT_TRUE(F.isDeclaration() || PM.isUserFunction(F)) << F.getName().str();
    for (llvm::BasicBlock &BB : F)
      for (llvm::Instruction &I : BB) {
        if (auto *C = llvm::dyn_cast<llvm::CallInst>(&I))
          if (C->getCalledFunction() &&
              C->getCalledFunction()->getName() == "__forage_trace_branch") {
            ++Calls;
            EXPECT_TRUE(llvm::isa<llvm::BranchInst>(I.getNextNode()));
          }
        if (auto *Br = llvm::dyn_cast<llvm::BranchInst>(&I))
          Branches += Br->isConditional();
      }
  }
  EXPECT_EQ(Calls, 2u); // the loop test and the if
  EXPECT_EQ(Branches, 2u);
  // The runtime's input function is left to the native harness.
  llvm::Function *Nondet = T->getFunction("__VERIFIER_nondet_int");
  ASSERT_NE(Nondet, nullptr);
  EXPECT_TRUE(Nondet->isDeclaration());
}
