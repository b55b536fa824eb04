//===- ForkCopyTest.cpp - what a fork copies of a state -------------------===//
#include "exec/SavedRegisters.h"
#include "expr/ExprContext.h"

#include <gtest/gtest.h>

using namespace forage;

TEST(CowListTest, copies_share_the_records_until_one_changes) {
  CowList<InputRecord> A;
  A.push_back({0, 8, InputKind::Byte, "char", "x", 1, true});
  A.push_back({1, 8, InputKind::Byte, "char", "y", 2, true});
  CowList<InputRecord> B = A; // a fork
  EXPECT_EQ(&A[0], &B[0]);    // shared, not copied
  B.push_back({2, 8, InputKind::Byte, "char", "z", 3, true});
  EXPECT_NE(&A[0], &B[0]); // B wrote: it has its own records now
  EXPECT_EQ(A.size(), 2u);
  EXPECT_EQ(B.size(), 3u);
  B.mutate()[0].Value = 9;
  EXPECT_EQ(A[0].Value, 1u); // never seen by A
  CowList<InputRecord> C = A;
  C.clear();
  EXPECT_TRUE(C.empty());
  EXPECT_EQ(A.size(), 2u);
}

TEST(SavedRegistersTest,
     keeps_the_frames_own_registers_and_restores_constants) {
  ExprContext Ctx;
  DecodedFunction Main, Callee;
  Main.ConstBase = 2;
  Main.Constants = {Value{7, nullptr}};
  Main.NumSlots = 3;
  Callee.ConstBase = 1;
  Callee.Constants = {Value{40, nullptr}, Value{41, nullptr}};
  Callee.NumSlots = 3;
  State S;
  S.Stack.push_back(Frame{&Main, 0, 0, 0, 0});
  S.Stack.push_back(Frame{&Callee, 3, 0, 1, 0});
  S.Regs.resize(16); // the file grows by doubling: past the live frames
  u128 Big = (static_cast<u128>(5) << 64) | 6;
  S.Regs[0] = Value{Big, nullptr};
  S.Regs[1] = Value{11, Ctx.var(0, 32)};
  S.Regs[2] = Value{7, nullptr};
  S.Regs[3] = Value{12, nullptr};
  S.Regs[4] = Value{40, nullptr};
  S.Regs[5] = Value{41, nullptr};
  SavedRegisters Child;
  Child.copyFrom(S);                // a fork: the parent keeps its file
  EXPECT_EQ(Child.Regs.size(), 3u); // 2 + 1 own registers, no constant
  SavedRegisters Parent;
  Parent.save(S); // suspending: the file is freed
  EXPECT_TRUE(S.Regs.empty());
  State T = S;
  Child.restore(T);
  ASSERT_EQ(T.Regs.size(), 6u);
  EXPECT_EQ(T.Regs[0].C, Big);
  EXPECT_EQ(T.Regs[1].S, Ctx.var(0, 32));
  EXPECT_EQ(T.Regs[2].C, 7u);
  EXPECT_EQ(T.Regs[3].C, 12u);
  EXPECT_EQ(T.Regs[4].C, 40u);
  EXPECT_EQ(T.Regs[5].C, 41u);
  Parent.restore(S);
  EXPECT_EQ(S.Regs[1].C, 11u);
  EXPECT_FALSE(Parent.Holds);
}
