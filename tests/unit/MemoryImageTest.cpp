//===- MemoryImageTest.cpp - copy-on-write memory images ------------------===//
#include "exec/MemoryImage.h"
#include "expr/ExprContext.h"

#include <cstring>
#include <gtest/gtest.h>

using namespace forage;

namespace {
/// Writes N bytes of V at Off of O, as the interpreter does.
void write(Memory &Mem, MemObject *O, uint64_t Off, uint8_t V, uint64_t N = 1) {
  Mem.noteWrite(O, Off, N);
  std::memset(O->bytes() + Off, V, N);
}
} // namespace

TEST(MemoryImageTest, restores_contents_and_shares_what_did_not_change) {
  Memory Mem(false);
  MemObject *G = Mem.allocateStatic(64, 8, ObjectKind::Global);
  MemObject *A = Mem.allocate(32, 8, ObjectKind::Heap);
  MemObject *B = Mem.allocate(4096, 8, ObjectKind::Heap);
  uint64_t BAddr = B->Address; // Shells may change after a restore.
  write(Mem, G, 0, 1, 64);
  write(Mem, A, 0, 2, 32);
  MemoryImage First;
  Mem.capture(nullptr, First);
  // Unchanged memory: the next capture is the same lists, not a copy.
  MemoryImage Again;
  Mem.capture(&First, Again);
  EXPECT_TRUE(Again.Statics.sameAs(First.Statics));
  EXPECT_TRUE(Again.Objects.sameAs(First.Objects));
  // One byte of B changes: only B's record is new, and in it only the
  // chunk holding the byte.
  uint64_t Chunks = Mem.imageStats().ChunksCreated;
  write(Mem, B, 300, 7);
  MemoryImage Second;
  Mem.capture(&First, Second);
  EXPECT_EQ(Mem.imageStats().ChunksCreated, Chunks + 1);
  EXPECT_TRUE(Second.Statics.sameAs(First.Statics));
  ASSERT_EQ(Second.Objects.size(), 2u);
  EXPECT_EQ(Second.Objects.get(0), First.Objects.get(0));
  RecordRef B1 = First.Objects.get(1), B2 = Second.Objects.get(1);
  ASSERT_NE(B1, B2);
  ASSERT_EQ(B2->Chunks.size(), 4096u / Chunk::ChunkBytes);
  for (size_t K = 0; K < B2->Chunks.size(); ++K)
    EXPECT_EQ(B1->Chunks[K] == B2->Chunks[K], K != 1) << K;
  // Later allocations and writes disappear when the first image returns.
  Mem.allocate(16, 8, ObjectKind::Heap);
  write(Mem, G, 0, 9, 64);
  Mem.restore(First);
  EXPECT_EQ(G->bytes()[10], 1);
  MemObject *BO = Mem.findExact(BAddr);
  ASSERT_NE(BO, nullptr);
  EXPECT_EQ(BO->bytes()[300], 0);
  EXPECT_EQ(Mem.dynamicBytes(), First.ArenaNext);
  EXPECT_EQ(Mem.findExact(BAddr + 4096 + 64 + 16), nullptr);
  Mem.restore(Second);
  EXPECT_EQ(Mem.findExact(BAddr)->bytes()[300], 7);
  EXPECT_EQ(G->bytes()[10], 1);
}

TEST(MemoryImageTest, a_write_after_a_fork_does_not_reach_the_sibling) {
  Memory Mem(false);
  MemObject *G = Mem.allocateStatic(1024, 8, ObjectKind::Global);
  MemObject *H = Mem.allocate(8192, 8, ObjectKind::Heap);
  uint64_t HAddr = H->Address;
  write(Mem, G, 0, 5, 1024);
  write(Mem, H, 0, 6, 8192);
  MemoryImage Parent;
  Mem.capture(nullptr, Parent);
  MemoryImage Child = Parent; // The fork: two list roots copied.
  // The parent goes on and writes one byte of each object.
  write(Mem, G, 10, 50);
  write(Mem, Mem.findExact(HAddr), 5000, 60);
  Mem.capture(&Parent, Parent);
  // The child runs: it sees the memory at the fork, and its own write.
  ImageStats Before = Mem.imageStats();
  Mem.restore(Child);
  // Only the two chunks the parent wrote were copied back.
  EXPECT_EQ(Mem.imageStats().BytesRestored - Before.BytesRestored,
            2 * Chunk::ChunkBytes);
  EXPECT_EQ(G->bytes()[10], 5);
  EXPECT_EQ(Mem.findExact(HAddr)->bytes()[5000], 6);
  write(Mem, G, 900, 70);
  Mem.capture(&Child, Child);
  EXPECT_EQ(Mem.imageStats().FullCaptures, Before.FullCaptures);
  // Back to the parent: its writes are there, the child's are not.
  Mem.restore(Parent);
  EXPECT_EQ(G->bytes()[10], 50);
  EXPECT_EQ(G->bytes()[900], 5);
  EXPECT_EQ(Mem.findExact(HAddr)->bytes()[5000], 60);
  // The two images share every chunk neither wrote.
  RecordRef PG = Parent.Statics.get(0), CG = Child.Statics.get(0);
  size_t Shared = 0;
  for (size_t K = 0; K < PG->Chunks.size(); ++K)
    Shared += PG->Chunks[K] == CG->Chunks[K];
  EXPECT_EQ(Shared, PG->Chunks.size() - 2);
  EXPECT_EQ(Parent.Objects.get(0)->Chunks[0], Child.Objects.get(0)->Chunks[0]);
  // Writes the memory did not see (native code) are found by comparing.
  std::memset(G->bytes() + 200, 99, 1);
  Mem.noteUnknownWrites();
  MemoryImage Native;
  Mem.capture(&Parent, Native);
  EXPECT_EQ(Native.Statics.get(0)->Chunks[0]->bytes()[200], 99);
  EXPECT_EQ(Native.Objects.get(0), Parent.Objects.get(0));
}

TEST(MemoryImageTest, symbolic_bytes_are_shared_whatever_their_values) {
  ExprContext Ctx;
  Memory Mem(false);
  MemObject *O = Mem.allocate(512, 8, ObjectKind::Heap);
  uint64_t Addr = O->Address;
  ExprRef X = Ctx.var(0, 8);
  Mem.noteWrite(O, 3, 1);
  O->setShadow(3, X);
  O->bytes()[3] = 42; // x's value under one state's model
  MemoryImage One;
  Mem.capture(nullptr, One);
  RecordRef R = One.Objects.get(0);
  EXPECT_TRUE(R->Symbolic);
  EXPECT_EQ(R->Chunks[0]->bytes()[3], 0); // the value is not kept
  ASSERT_EQ(R->Chunks[0]->Shadow.size(), 1u);
  // Under another model x is 17: the same chunk.
  Mem.noteWrite(O, 3, 1);
  O->bytes()[3] = 17;
  MemoryImage Two;
  Mem.capture(&One, Two);
  EXPECT_EQ(Two.Objects.get(0), R);
  // Restoring leaves the symbolic byte to the state's model.
  std::vector<std::pair<uint64_t, ExprRef>> Bytes;
  Two.forEachSymbolicByte([&](uint64_t A, ExprRef E) {
    Bytes.push_back({A, E});
  });
  ASSERT_EQ(Bytes.size(), 1u);
  EXPECT_EQ(Bytes[0].first, Addr + 3);
  EXPECT_EQ(Bytes[0].second, X);
  // Overwriting it with a constant makes the object concrete again.
  O = Mem.findExact(Addr);
  Mem.noteWrite(O, 3, 1);
  O->Shadow[3] = nullptr;
  MemoryImage Three;
  Mem.capture(&Two, Three);
  EXPECT_FALSE(Three.Objects.get(0)->Symbolic);
  EXPECT_EQ(Three.Symbolic, nullptr);
  Mem.restore(One);
  EXPECT_EQ(Mem.findExact(Addr)->shadowAt(3), X);
}

TEST(PersistentVectorTest, versions_share_all_but_the_paths_they_set) {
  using Ref = llvm::IntrusiveRefCntPtr<const ObjectRecord>;
  std::vector<Ref> Items;
  PersistentVector<Ref> V;
  for (int K = 0; K < 2000; ++K) {
    Items.push_back(llvm::makeIntrusiveRefCnt<ObjectRecord>());
    V.push_back(Items.back());
  }
  PersistentVector<Ref> W = V;
  W.set(1500, llvm::makeIntrusiveRefCnt<ObjectRecord>());
  W.set(7, Items[8]);
  EXPECT_EQ(V.get(1500), Items[1500]);
  EXPECT_EQ(V.get(7), Items[7]);
  EXPECT_EQ(W.get(7), Items[8]);
  std::vector<uint32_t> Diff;
  PersistentVector<Ref>::diff(V, W, [&](uint32_t I) { Diff.push_back(I); });
  EXPECT_EQ(Diff, (std::vector<uint32_t>{7, 1500}));
  W.push_back(Items[0]);
  EXPECT_EQ(W.size(), 2001u);
  EXPECT_EQ(W.get(2000), Items[0]);
  uint32_t N = 0;
  W.forEach([&](uint32_t I, const Ref &R) { N += R != nullptr; });
  EXPECT_EQ(N, 2001u);
}

TEST(MemoryImageTest, a_write_to_host_memory_is_no_images_object) {
  // gnulib's set_program_name writes glibc's program_invocation_name, an
  // object at a host address. Its write was taken for one of the dynamic
  // objects (its Index, 0): the image recorded it in the heap's place, and
  // a restore copied the heap object's bytes to the host address and lost
  // the object (coreutils' expr and factor crashed in a fork).
  Memory Mem(false);
  MemObject *A = Mem.allocate(32, 8, ObjectKind::Heap);
  uint64_t AAddr = A->Address;
  uint64_t Host = 0;
  MemObject *X = Mem.addExternal(reinterpret_cast<uint64_t>(&Host), sizeof Host,
                                 "program_invocation_name");
  write(Mem, A, 0, 2, 32);
  MemoryImage First;
  Mem.capture(nullptr, First);
  write(Mem, A, 4, 3);
  write(Mem, X, 0, 0x11, sizeof Host); // after A: it came last
  MemoryImage Second;
  Mem.capture(&First, Second);
  ASSERT_EQ(Second.Objects.size(), 1u);
  EXPECT_EQ(Second.Objects.get(0)->Address, AAddr);
  write(Mem, X, 0, 0x22, sizeof Host);
  Mem.restore(First);
  MemObject *AO = Mem.findExact(AAddr);
  ASSERT_NE(AO, nullptr);
  EXPECT_EQ(AO->bytes()[4], 2);
  EXPECT_EQ(Host, 0x2222222222222222ull); // host memory is left as it is
  Mem.restore(Second);
  ASSERT_NE(Mem.findExact(AAddr), nullptr);
  EXPECT_EQ(Mem.findExact(AAddr)->bytes()[4], 3);
}
