//===- MemoryTest.cpp - objects, arenas and lookup ------------------------===//
#include "exec/Memory.h"

#include <gtest/gtest.h>
#include <memory>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace forage;

TEST(MemoryTest, objects_are_found_by_any_inner_address) {
  Memory M(false);
  MemObject *A = M.allocate(10, 8, ObjectKind::Heap);
  MemObject *B = M.allocate(20, 8, ObjectKind::Heap);
  ASSERT_TRUE(A && B);
  EXPECT_EQ(M.find(A->Address), A);
  EXPECT_EQ(M.find(A->Address + 9), A);
  EXPECT_EQ(M.find(B->Address + 19), B);
  EXPECT_EQ(M.findExact(B->Address + 1), nullptr);
}

TEST(MemoryTest, neighbours_are_separated_by_a_red_zone) {
  Memory M(false);
  MemObject *A = M.allocate(16, 16, ObjectKind::Stack);
  MemObject *B = M.allocate(16, 16, ObjectKind::Stack);
  EXPECT_GE(B->Address - (A->Address + A->Size), Arena::RedZone);
  EXPECT_EQ(M.find(A->Address + A->Size), nullptr);
  EXPECT_EQ(M.find(A->Address - 1), nullptr);
}

TEST(MemoryTest, allocations_are_zeroed_and_host_usable) {
  Memory M(false);
  MemObject *A = M.allocate(64, 16, ObjectKind::Heap);
  for (uint64_t K = 0; K < 64; ++K)
    EXPECT_EQ(A->bytes()[K], 0);
  A->bytes()[3] = 7; // real host memory
  EXPECT_EQ(*reinterpret_cast<uint8_t *>(A->Address + 3), 7);
}

TEST(MemoryTest, reset_reuses_the_same_addresses) {
  Memory M(false);
  uint64_t First = M.allocate(32, 16, ObjectKind::Heap)->Address;
  M.resetDynamic();
  EXPECT_EQ(M.find(First), nullptr);
  EXPECT_EQ(M.allocate(32, 16, ObjectKind::Heap)->Address, First);
}

TEST(MemoryTest, arenas_lie_at_the_same_addresses_in_every_process) {
  // The kernel randomises where mmap(nullptr) puts a mapping: a program
  // that hashes or compares its pointers would take other paths in each
  // process. The arenas lie at the lowest free place of a fixed range, so a
  // child process that makes the same memory gets the same addresses.
  uint64_t Here;
  {
    Memory M(false);
    Here = M.allocate(32, 16, ObjectKind::Heap)->Address;
    EXPECT_GE(Here, 1ull << 44);
    EXPECT_LT(Here, 1ull << 46);
  }
  int Pipe[2];
  ASSERT_EQ(pipe(Pipe), 0);
  pid_t Child = fork();
  ASSERT_GE(Child, 0);
  if (Child == 0) {
    Memory M(false);
    uint64_t There = M.allocate(32, 16, ObjectKind::Heap)->Address;
    _exit(write(Pipe[1], &There, sizeof There) == sizeof There ? 0 : 1);
  }
  uint64_t There = 0;
  EXPECT_EQ(read(Pipe[0], &There, sizeof There),
            static_cast<ssize_t>(sizeof There));
  int Status = 0;
  waitpid(Child, &Status, 0);
  close(Pipe[0]);
  close(Pipe[1]);
  EXPECT_EQ(There, Here);
  // And again in this process, once the first memory is gone.
  Memory Again(false);
  EXPECT_EQ(Again.allocate(32, 16, ObjectKind::Heap)->Address, Here);
}

TEST(MemoryTest, freed_objects_stay_findable) {
  Memory M(false);
  MemObject *A = M.allocate(8, 8, ObjectKind::Heap);
  A->Alive = false;
  EXPECT_EQ(M.find(A->Address), A);
  EXPECT_FALSE(M.find(A->Address)->Alive);
}

TEST(MemoryTest, shadow_is_allocated_lazily) {
  Memory M(false);
  MemObject *A = M.allocate(8, 8, ObjectKind::Heap);
  A->setShadow(2, nullptr);
  EXPECT_FALSE(A->hasShadow());
  int Dummy;
  A->setShadow(2, reinterpret_cast<ExprRef>(&Dummy));
  EXPECT_TRUE(A->hasShadow());
  EXPECT_EQ(A->shadowAt(1), nullptr);
}

TEST(MemoryTest, a_dead_object_gives_its_shadow_back) {
  // A dense shadow is eight bytes per byte; an object that died (free,
  // realloc, a return) keeps none.
  Memory M(false);
  MemObject *A = M.allocate(1 << 16, 8, ObjectKind::Heap);
  int Dummy;
  A->setShadow(7, reinterpret_cast<ExprRef>(&Dummy));
  ASSERT_TRUE(A->hasShadow());
  A->dropShadow();
  EXPECT_FALSE(A->hasShadow());
  EXPECT_EQ(A->Shadow.capacity(), 0u);
  EXPECT_EQ(A->shadowAt(7), nullptr);
}

TEST(MemoryTest, low32_arena_fits_ilp32_pointers) {
  Memory M(true);
  MemObject *A = M.allocate(8, 8, ObjectKind::Heap);
  ASSERT_TRUE(A);
  EXPECT_LT(A->Address, 1ull << 32);
}

TEST(MemoryTest, several_low32_memories_fit_below_4_gb_at_once) {
  // forage sample holds a concrete and a symbolic interpreter beside the
  // session's: MAP_32BIT's 2 GB held only three arenas' worth, and the
  // fourth reservation failed.
  std::vector<std::unique_ptr<Memory>> Ms;
  for (int K = 0; K < 5; ++K) {
    Ms.push_back(std::make_unique<Memory>(true));
    MemObject *O = Ms.back()->allocate(64, 8, ObjectKind::Heap);
    ASSERT_NE(O, nullptr);
    EXPECT_LT(O->Address + O->Size, 1ull << 32);
  }
}

TEST(MemoryTest, readable_host_memory_is_viewed_as_its_whole_page) {
  Memory M(false);
  static const char Host[] = "UTC";
  uint64_t A = reinterpret_cast<uint64_t>(Host);
  MemObject *V = M.viewNative(A, 4);
  ASSERT_NE(V, nullptr);
  EXPECT_TRUE(V->NativeView && V->ReadOnly);
  EXPECT_LE(V->Address, A);
  EXPECT_EQ(V->Address + V->Size, (A | 4095) + 1);
  EXPECT_EQ(M.find(A + 2), V);
  // Gone at the end of the execution: the native code may free it.
  M.resetDynamic();
  EXPECT_EQ(M.find(A), nullptr);
}

TEST(MemoryTest, a_native_buffer_read_downwards_is_one_view) {
  // glibc's readdir hands out entries of one buffer: an entry read after a
  // later one must not end in a view of its own just below it, or reading
  // it whole would run past that view (find exited 3 on it).
  Memory M(false);
  void *P = mmap(nullptr, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(P, MAP_FAILED);
  uint64_t A = reinterpret_cast<uint64_t>(P);
  MemObject *High = M.viewNative(A + 512, 8);
  ASSERT_NE(High, nullptr);
  EXPECT_EQ(M.find(A + 500), High);
  EXPECT_EQ(High->Address, A);
  EXPECT_EQ(High->Size, 4096u);
  munmap(P, 4096);
}

TEST(MemoryTest, no_view_of_unmapped_memory_or_of_forage_own_objects) {
  Memory M(false);
  void *P = mmap(nullptr, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(P, MAP_FAILED);
  munmap(P, 4096);
  EXPECT_EQ(M.viewNative(reinterpret_cast<uint64_t>(P), 1), nullptr);
  EXPECT_EQ(M.viewNative(16, 1), nullptr); // the null page
  MemObject *O = M.allocate(8, 8, ObjectKind::Heap);
  // Just past a heap object is the arena's red zone, not native memory.
  EXPECT_EQ(M.viewNative(O->Address + 8, 1), nullptr);
}
