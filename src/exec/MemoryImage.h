//===- MemoryImage.h - a suspended state's memory, copy-on-write -*- C++
//-*-===//
//
// Decision 7 of docs/architecture.md with forking (seed 004): objects live at
// real host addresses, so only one state's memory can be in place at a time.
// A state that stops running is captured into an image, and a fork copies the
// image's two list roots. Everything below is shared until written:
//
//  - the lists of objects are persistent vectors (PersistentVector.h), so an
//    image that differs in one object shares all the other list nodes;
//  - an object's record holds its contents as chunks of ChunkBytes bytes,
//    so a write shares every chunk but the one it touched;
//  - a chunk holds its bytes with every symbolic byte set to 0 and a sparse
//    list of the symbolic bytes' expressions: the concrete value of a
//    symbolic byte comes from the state's model (decision 2), so siblings
//    whose models differ still share the chunk. Restoring an image
//    re-derives those bytes from the restored state's model.
//
// The memory tracks which objects were written since it was last captured
// or restored (Memory::noteWrite), so capturing visits only those, and
// restoring copies only the chunks the two images do not share.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_MEMORYIMAGE_H
#define FORAGE_EXEC_MEMORYIMAGE_H

#include "exec/Memory.h"
#include "exec/PersistentVector.h"

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace forage {

/// An immutable piece of an object's contents: Size bytes (symbolic ones
/// zeroed) and the expressions of its symbolic bytes, by offset.
struct Chunk : llvm::RefCountedBase<Chunk> {
  static constexpr uint32_t ChunkBytes = 256;

  uint32_t Size = 0;
  llvm::SmallVector<std::pair<uint32_t, ExprRef>, 0> Shadow;

  const uint8_t *bytes() const {
    return reinterpret_cast<const uint8_t *>(this + 1);
  }
  uint8_t *bytes() { return reinterpret_cast<uint8_t *>(this + 1); }
  /// A chunk of N bytes, its bytes following the header in one block.
  static llvm::IntrusiveRefCntPtr<Chunk> create(uint32_t N);
  static void operator delete(void *P) { ::operator delete(P); }

private:
  Chunk() = default;
};
using ChunkRef = llvm::IntrusiveRefCntPtr<const Chunk>;

/// One object of an image: where it is and what it holds (no chunks once
/// it is dead: its bytes can no longer be read).
struct ObjectRecord : llvm::RefCountedBase<ObjectRecord> {
  uint64_t Address = 0, Size = 0;
  ObjectKind Kind = ObjectKind::Heap;
  bool Alive = true, ReadOnly = false;
  bool Symbolic = false; ///< Some chunk has a symbolic byte.
  llvm::SmallVector<ChunkRef, 1> Chunks;

  /// Heap bytes this record holds itself (chunks counted apart).
  uint64_t footprint() const {
    return sizeof(ObjectRecord) + Chunks.capacity() * sizeof(ChunkRef);
  }
};
using RecordRef = llvm::IntrusiveRefCntPtr<const ObjectRecord>;

struct MemoryImage {
  /// Records of Memory::staticObjects() by index (null for code and
  /// read-only objects, which never change).
  PersistentVector<RecordRef> Statics;
  /// Stack and heap objects, in allocation order.
  PersistentVector<RecordRef> Objects;
  /// The objects with a symbolic byte (static ones: index; dynamic ones:
  /// index | DynamicFlag), whose concrete bytes restoring re-derives.
  std::shared_ptr<const std::vector<uint32_t>> Symbolic;
  static constexpr uint32_t DynamicFlag = 1u << 31;
  uint64_t ArenaNext = 0;
  /// Addresses of State::Allocas and of each frame's VarArgs (0 = none),
  /// which point into the objects.
  std::vector<uint64_t> Allocas, VarArgs;

  /// Calls F(host address, expression) for every symbolic byte.
  template <typename Fn> void forEachSymbolicByte(Fn F) const {
    if (!Symbolic)
      return;
    for (uint32_t E : *Symbolic) {
      RecordRef R =
          E & DynamicFlag ? Objects.get(E & ~DynamicFlag) : Statics.get(E);
      uint64_t Base = R->Address;
      for (const ChunkRef &C : R->Chunks) {
        for (const auto &[Off, X] : C->Shadow)
          F(Base + Off, X);
        Base += C->Size;
      }
    }
  }
};

/// What capturing and restoring did (the unit tests and stats.json).
struct ImageStats {
  uint64_t Captures = 0, Restores = 0;
  uint64_t ChunksCreated = 0;  ///< New chunks (written since shared).
  uint64_t BytesCaptured = 0;  ///< Bytes of the new chunks.
  uint64_t RecordsCreated = 0; ///< New object records.
  uint64_t BytesRestored = 0;  ///< Bytes copied back into place.
  uint64_t FullCaptures = 0;   ///< Captures that compared every object.
  uint64_t FullRestores = 0;   ///< Restores that copied every object.
};

} // namespace forage

#endif
