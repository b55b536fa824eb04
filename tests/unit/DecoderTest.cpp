//===- DecoderTest.cpp - functions decoded into slot-based records --------===//
#include "CompileHelper.h"
#include "exec/DecodedProgram.h"
#include "program/ProgramModel.h"

#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
struct Decoded {
  FrontendResult FR;
  std::unique_ptr<ProgramModel> PM;
  std::unique_ptr<Memory> Mem;
  std::unique_ptr<DecodedProgram> P;
  explicit Decoded(const std::string &Src) : FR(test::compileSnippet(Src)) {
    if (!FR.Module)
      return;
    PM = std::make_unique<ProgramModel>(*FR.Module, FR.UserFunctions);
    Mem = std::make_unique<Memory>(false);
    P = std::make_unique<DecodedProgram>(*FR.Module, *PM, *Mem);
  }
  const DecodedFunction *fn(const char *Name) {
    return P->function(FR.Module->getFunction(Name));
  }
};
} // namespace

TEST(DecoderTest, branches_get_paired_ids_with_locations) {
  Decoded D("int main(int argc, char **argv) {\n"
            "  if (argc > 1)\n"
            "    return 1;\n"
            "  switch (argc) { case 0: return 2; case 5: return 3; }\n"
            "  return 0;\n"
            "}\n");
  ASSERT_TRUE(D.FR.Module) << D.FR.Error;
  EXPECT_EQ(D.PM->numUserBranches(), 5u); // 2 for the if, 3 for the switch
  const BranchInfo &B0 = D.PM->branch(0);
  EXPECT_EQ(B0.Pair, 1u);
  EXPECT_EQ(B0.Loc.Line, 2u);
  EXPECT_TRUE(B0.IsUser);
}

TEST(DecoderTest, phis_become_edge_moves_and_constants_get_slots) {
  Decoded D("int f(int x) { int y = 0; if (x) y = 7; else y = 9; return y; }\n"
            "int main(void) { return f(1); }\n");
  ASSERT_TRUE(D.FR.Module) << D.FR.Error;
  const DecodedFunction *F = D.fn("f");
  ASSERT_TRUE(F);
  for (const Inst &I : F->Code)
    EXPECT_NE(I.Source->getOpcode(), llvm::Instruction::PHI);
  size_t Moves = 0;
  for (const Edge &E : F->Edges)
    Moves += E.MovesEnd - E.MovesBegin;
  EXPECT_EQ(Moves, 2u); // y = 7 and y = 9 on the two edges into the join
  EXPECT_GE(F->Constants.size(), 2u);
  EXPECT_EQ(F->NumParams, 1u);
  EXPECT_LE(F->ConstBase, F->NumSlots);
}

TEST(DecoderTest, calls_resolve_to_handlers_at_decode_time) {
  Decoded D("#include <stdlib.h>\n"
            "extern int __VERIFIER_nondet_int(void);\n"
            "int main(void) { int *p = malloc(4); *p = "
            "__VERIFIER_nondet_int(); free(p); return 0; }\n");
  ASSERT_TRUE(D.FR.Module) << D.FR.Error;
  bool SawMalloc = false, SawFree = false, SawCall = false;
  for (const CallInfo &CI : D.P->Calls) {
    SawMalloc |= CI.Kind == Handler::Malloc;
    SawFree |= CI.Kind == Handler::Free;
    SawCall |= CI.Kind == Handler::Function; // the runtime's nondet_int
  }
  EXPECT_TRUE(SawMalloc && SawFree && SawCall);
}

TEST(DecoderTest, globals_are_laid_out_with_initialisers) {
  Decoded D("int table[3] = {1, 2, 3};\nconst char *s = \"hi\";\n"
            "int main(void) { return table[1]; }\n");
  ASSERT_TRUE(D.FR.Module) << D.FR.Error;
  const MemObject *Table = nullptr;
  for (auto &O : D.Mem->staticObjects())
    if (O->Name == "table")
      Table = O.get();
  ASSERT_TRUE(Table);
  EXPECT_EQ(Table->Size, 12u);
  EXPECT_EQ(reinterpret_cast<const int *>(Table->bytes())[2], 3);
}
