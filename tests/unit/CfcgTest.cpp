//===- CfcgTest.cpp - the control-flow and static call graph, distances ---===//
#include "program/Cfcg.h"
#include "CompileHelper.h"
#include "program/ProgramModel.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
/// The Nth conditional of function Fn (in block order); its true edge is
/// the returned id, its false edge id + 1.
uint32_t branchOf(const ProgramModel &PM, llvm::StringRef Fn, unsigned N) {
  for (uint32_t B = 0; B < PM.numBranches(); ++B) {
    const BranchInfo &I = PM.branch(B);
    if (I.Successor == 0 && I.Terminator->getFunction()->getName() == Fn &&
        N-- == 0)
      return B;
  }
  ADD_FAILURE() << "no conditional " << N << " in " << Fn.str();
  return 0;
}

struct Graph {
  explicit Graph(const char *Src, bool ReturnEdges = false)
      : FR(test::compileSnippet(Src)) {
    EXPECT_TRUE(FR.Module) << FR.Error;
    PM = std::make_unique<ProgramModel>(*FR.Module, FR.UserFunctions);
    G = std::make_unique<Cfcg>(*FR.Module, *PM, ReturnEdges);
  }
  std::vector<uint32_t> distancesTo(uint32_t Target) const {
    std::vector<uint32_t> D;
    G->distancesToTargets([&](uint32_t B) { return B == Target; }, D);
    return D;
  }
  FrontendResult FR;
  std::unique_ptr<ProgramModel> PM;
  std::unique_ptr<Cfcg> G;
};
} // namespace

TEST(CfcgTest, distance_counts_the_branches_up_to_the_target) {
  Graph G("extern int __VERIFIER_nondet_int(void);\n"
          "int main(void) { int a = __VERIFIER_nondet_int(), r = 0;\n"
          "  if (a > 1) {\n"
          "    if (a > 5) {\n"
          "      if (a == 9) r = 1; } }\n"
          "  return r; }\n");
  uint32_t Outer = branchOf(*G.PM, "main", 0);
  uint32_t Middle = branchOf(*G.PM, "main", 1);
  uint32_t Inner = branchOf(*G.PM, "main", 2);
  std::vector<uint32_t> D = G.distancesTo(Inner);
  EXPECT_EQ(D[Inner], 0u);
  EXPECT_EQ(D[Middle], 1u);                   // a > 5, then a == 9
  EXPECT_EQ(D[Outer], 2u);                    // a > 1, a > 5, a == 9
  EXPECT_EQ(D[Outer + 1], Cfcg::Unreachable); // a <= 1 never gets there
  EXPECT_EQ(D[Inner + 1], Cfcg::Unreachable);
}

TEST(CfcgTest, call_edges_enter_callees_and_never_return) {
  Graph G("extern int __VERIFIER_nondet_int(void);\n"
          "static int g(int x) { if (x == 5) return 1; return 0; }\n"
          "int main(void) { int a = __VERIFIER_nondet_int(), r = 0;\n"
          "  if (a > 0) r = g(a);\n"
          "  if (r == 1) r = 2;\n"
          "  return r; }\n");
  uint32_t InG = branchOf(*G.PM, "g", 0);
  uint32_t First = branchOf(*G.PM, "main", 0);
  uint32_t Second = branchOf(*G.PM, "main", 1);
  std::vector<uint32_t> D = G.distancesTo(InG);
  EXPECT_EQ(D[First], 1u); // a > 0, the call, x == 5
  EXPECT_EQ(D[First + 1], Cfcg::Unreachable);
  // From g's branch, main's second conditional is unreachable: static
  // paths do not return from calls.
  D = G.distancesTo(Second);
  EXPECT_EQ(D[InG], Cfcg::Unreachable);
  EXPECT_EQ(D[First], 1u); // past the call (skipped) to r == 1
}

TEST(CfcgTest, return_edges_lead_back_to_what_follows_the_call) {
  const char *Src = "extern int __VERIFIER_nondet_int(void);\n"
                    "static int g(int x) { if (x == 5) return 1; return 0; }\n"
                    "int main(void) { int a = __VERIFIER_nondet_int();\n"
                    "  int r = g(a) + g(a + 1);\n"
                    "  if (r == 1) r = 2;\n"
                    "  return r; }\n";
  Graph Paper(Src), Returns(Src, true);
  uint32_t InG = branchOf(*Returns.PM, "g", 0);
  uint32_t After = branchOf(*Returns.PM, "main", 0);
  EXPECT_EQ(Paper.distancesTo(After)[InG], Cfcg::Unreachable);
  // Either side of x == 5, g returns, then main's r == 1 comes next.
  EXPECT_EQ(Returns.distancesTo(After)[InG], 1u);
  EXPECT_EQ(Returns.distancesTo(After)[InG + 1], 1u);
}

TEST(CfcgTest, run_time_edges_of_indirect_calls_join_the_graph) {
  Graph G("extern int __VERIFIER_nondet_int(void);\n"
          "static int g(int x) { if (x == 5) return 1; return 0; }\n"
          "int (*fp)(int) = g;\n"
          "int main(void) { int a = __VERIFIER_nondet_int(), r = 0;\n"
          "  if (a > 0) r = fp(a);\n"
          "  return r; }\n");
  uint32_t InG = branchOf(*G.PM, "g", 0);
  uint32_t First = branchOf(*G.PM, "main", 0);
  EXPECT_EQ(G.distancesTo(InG)[First], Cfcg::Unreachable);
  const llvm::CallBase *Call = nullptr;
  for (const llvm::Instruction &I :
       llvm::instructions(*G.FR.Module->getFunction("main")))
    if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I))
      if (!CB->getCalledFunction())
        Call = CB;
  ASSERT_NE(Call, nullptr);
  const llvm::Function *Callee = G.FR.Module->getFunction("g");
  EXPECT_TRUE(G.G->addCall(Call, Callee));
  EXPECT_FALSE(G.G->addCall(Call, Callee)); // known now
  EXPECT_EQ(G.distancesTo(InG)[First], 1u);
}
