//===- MemoryRecycleTest.cpp - addresses reused without forked states -----===//
#include "exec/Memory.h"

#include <cstring>
#include <gtest/gtest.h>

using namespace forage;

TEST(MemoryRecycleTest, a_returning_frame_gives_its_stack_addresses_back) {
  Memory M(false);
  M.setRecycling(true);
  MemObject *Caller = M.allocate(32, 16, ObjectKind::Stack);
  uint64_t CallerAddress = Caller->Address;
  MemObject *A = M.allocate(64, 16, ObjectKind::Stack);
  MemObject *B = M.allocate(8, 8, ObjectKind::Stack);
  uint64_t FirstA = A->Address;
  // Only the last object pops: a frame pops its objects last to first.
  EXPECT_FALSE(M.popStack(A));
  EXPECT_TRUE(M.popStack(B));
  EXPECT_TRUE(M.popStack(A));
  EXPECT_EQ(M.find(FirstA), nullptr);
  // The next call's frame lies where the last one did; the caller's
  // object is untouched, and heap blocks lie elsewhere.
  MemObject *C = M.allocate(64, 16, ObjectKind::Stack);
  EXPECT_EQ(C->Address, FirstA);
  EXPECT_EQ(M.find(CallerAddress), Caller);
  MemObject *H = M.allocate(64, 16, ObjectKind::Heap);
  EXPECT_NE(H->Address, FirstA);
  EXPECT_FALSE(M.popStack(H));
}

TEST(MemoryRecycleTest, a_freed_block_is_reused_only_after_the_quarantine) {
  Memory M(false);
  M.setRecycling(true);
  M.setQuarantine(1 << 20, 2);
  MemObject *A = M.allocate(24, 16, ObjectKind::Heap);
  uint64_t AAddress = A->Address;
  std::memset(A->bytes(), 7, 24);
  A->Alive = false;
  M.retire(*A);
  // In the quarantine: a new block of its size goes elsewhere, and a
  // dangling pointer still finds the dead block.
  MemObject *B = M.allocate(24, 16, ObjectKind::Heap);
  EXPECT_NE(B->Address, AAddress);
  EXPECT_EQ(M.find(AAddress), A);
  EXPECT_FALSE(A->Alive);
  for (int K = 0; K < 2; ++K) {
    MemObject *D = M.allocate(24, 16, ObjectKind::Heap);
    D->Alive = false;
    M.retire(*D);
  }
  // Out of the quarantine (three blocks for two places): the next block
  // of its size class reuses it, alive and zeroed; other sizes do not.
  MemObject *Big = M.allocate(100, 16, ObjectKind::Heap);
  EXPECT_NE(Big->Address, AAddress);
  MemObject *R = M.allocate(20, 16, ObjectKind::Heap);
  EXPECT_EQ(R, A);
  EXPECT_EQ(R->Address, AAddress);
  EXPECT_TRUE(R->Alive);
  EXPECT_EQ(R->Size, 20u);
  for (int K = 0; K < 20; ++K)
    EXPECT_EQ(R->bytes()[K], 0);
}

TEST(MemoryRecycleTest, without_recycling_addresses_are_never_reused) {
  // A forking run: states' memory images name objects by position.
  Memory M(false);
  MemObject *A = M.allocate(24, 16, ObjectKind::Stack);
  uint64_t First = A->Address;
  EXPECT_FALSE(M.popStack(A));
  A->Alive = false;
  M.retire(*A);
  EXPECT_NE(M.allocate(24, 16, ObjectKind::Stack)->Address, First);
  EXPECT_EQ(M.find(First), A);
}
