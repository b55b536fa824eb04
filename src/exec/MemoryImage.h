//===- MemoryImage.h - a suspended state's memory, copy-on-write -*- C++
//-*-===//
//
// Decision 7 of docs/architecture.md with forking (seed 004): objects live at
// real host addresses, so only one state's memory can be in place at a time. A
// state that stops running is captured into an image: every writable object's
// bytes and symbolic shadow, each held by a shared pointer. A fork copies
// the image (pointers, not bytes); capturing again reuses every object whose
// contents did not change, so relatives share all they have in common.
// Restoring puts an image's objects back at their addresses.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_MEMORYIMAGE_H
#define FORAGE_EXEC_MEMORYIMAGE_H

#include "exec/Memory.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace forage {

/// The contents of one object in one or more states.
struct ObjectContents {
  std::vector<uint8_t> Bytes;
  std::vector<ExprRef> Shadow; ///< Empty when no byte is symbolic.
  /// Bytes held (for the memory budget's accounting).
  uint64_t footprint() const {
    return Bytes.size() + Shadow.size() * sizeof(ExprRef);
  }
};
using ContentsRef = std::shared_ptr<const ObjectContents>;

struct MemoryImage {
  struct Dynamic {
    uint64_t Address, Size;
    ObjectKind Kind;
    bool Alive, ReadOnly;
    ContentsRef Contents; ///< Null once the object is dead.
    bool operator==(const Dynamic &O) const {
      return Address == O.Address && Size == O.Size && Alive == O.Alive &&
             ReadOnly == O.ReadOnly && Contents == O.Contents;
    }
  };
  /// Contents of Memory::staticObjects() by index (null for code and
  /// read-only objects, which never change). Both lists are shared too:
  /// an image whose objects did not change reuses its predecessor's.
  std::shared_ptr<const std::vector<ContentsRef>> Statics;
  /// Stack and heap objects, by address.
  std::shared_ptr<const std::vector<Dynamic>> Objects;
  uint64_t ArenaNext = 0;
  /// Addresses of State::Allocas and of each frame's VarArgs (0 = none),
  /// which point into the objects.
  std::vector<uint64_t> Allocas, VarArgs;
};

} // namespace forage

#endif
