//===- Memory.h - memory objects at real host addresses ---------*- C++ -*-===//
//
// Decision 7 of docs/architecture.md: every object (global, stack slot, heap
// block) lives at a real host address, so native functions can be handed
// pointers to it, and has bounds, concrete bytes (the host memory itself) and a
// sparse per-byte symbolic shadow. Objects are carved from reserved arenas by
// bumping, with a red zone between neighbours, so a small overflow lands in a
// red zone instead of a neighbour. Where states fork, addresses are never
// reused within one execution (a dangling pointer finds its freed object);
// elsewhere they are recycled as natively, after a quarantine for the heap
// (setRecycling, MemoryRecycle.cpp). The arenas are reset at the start of
// each execution, so the same path sees the same addresses.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_MEMORY_H
#define FORAGE_EXEC_MEMORY_H

#include "expr/Expr.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace llvm {
class Function;
}

namespace forage {

struct MemoryImage;
struct ObjectRecord;
struct ImageStats;

enum class ObjectKind : uint8_t { Global, Function, External, Stack, Heap };

struct MemObject {
  uint64_t Address = 0;
  uint64_t Size = 0;
  ObjectKind Kind = ObjectKind::Heap;
  bool Alive = true;
  bool ReadOnly = false;
  /// Host memory native code handed the program (Memory::viewNative).
  bool NativeView = false;
  /// Symbolic byte at each offset, or null for concrete; empty when the
  /// object has no symbolic byte at all (the common case).
  std::vector<ExprRef> Shadow;
  const llvm::Function *Fn = nullptr; ///< For ObjectKind::Function.
  std::string Name;                   ///< Global or function name.
  /// Position in its list (static or dynamic objects): its place in a
  /// MemoryImage.
  uint32_t Index = 0;
  /// Written since the memory was last captured or restored, in the byte
  /// range [DirtyLo, DirtyHi) (Memory::noteWrite).
  bool Dirty = false;
  uint64_t DirtyLo = 0, DirtyHi = 0;
  /// 1 for each byte no store reached since __forage_indeterminate marked
  /// it (a never-assigned local); empty when none is (the common case).
  std::vector<uint8_t> Unwritten;

  uint8_t *bytes() const { return reinterpret_cast<uint8_t *>(Address); }
  /// Lookup range; a zero-sized object still owns its own address.
  bool contains(uint64_t A) const {
    return A >= Address && A < Address + (Size ? Size : 1);
  }
  bool hasShadow() const { return !Shadow.empty(); }
  ExprRef shadowAt(uint64_t Off) const {
    return Shadow.empty() ? nullptr : Shadow[Off];
  }
  /// Frees the shadow of an object that died (free, realloc, a return):
  /// nothing reads it again, and a dense shadow takes eight bytes per byte
  /// (units grows a 72 KB buffer by realloc: every copy kept its shadow,
  /// and the run hit --max-memory after 12 s).
  void dropShadow() { std::vector<ExprRef>().swap(Shadow); }
  void setShadow(uint64_t Off, ExprRef E) {
    if (!E && Shadow.empty())
      return;
    if (Shadow.empty())
      Shadow.assign(Size, nullptr);
    Shadow[Off] = E;
  }
};

/// A reserved range of host address space handed out by bumping.
class Arena {
public:
  /// Reserves Bytes of address space; Low32 keeps it below 4 GiB (for
  /// ILP32 programs, whose pointers are 32 bits). Either way at the lowest
  /// free place of a fixed range, so that the same arenas made in the same
  /// order get the same addresses in every process.
  Arena(uint64_t Bytes, bool Low32);
  ~Arena();
  Arena(const Arena &) = delete;
  Arena &operator=(const Arena &) = delete;

  /// Zeroed memory for Size bytes, or 0 if the arena is full.
  uint64_t allocate(uint64_t Size, uint64_t Align);
  void reset() { Next = Base + RedZone; }
  /// Returns the pages of everything handed out to the system (they read
  /// as zeros again) and resets.
  void release();
  /// Sets the bump pointer to Used bytes past the base (a captured
  /// used()), for restoring a suspended state.
  void setUsed(uint64_t Used) { Next = Base + Used; }
  /// Hands out from A again (A was handed out last: a stack pop).
  void rewind(uint64_t A) { Next = A; }
  bool owns(uint64_t A) const { return A >= Base && A < Base + Capacity; }
  uint64_t used() const { return Next - Base; }

  static constexpr uint64_t RedZone = 64;

private:
  uint64_t Base = 0, Capacity = 0, Next = 0;
};

/// All objects of one execution. Lookup is a binary search over objects
/// sorted by address (allocation order is address order in each arena).
class Memory {
public:
  /// Low32: objects below 2 GB (--arch 32). HeapBytes: the heap arena's
  /// reservation (0: 16 GB, or 512 MB below 2 GB).
  explicit Memory(bool Low32, uint64_t HeapBytes = 0);
  ~Memory();

  /// A run without forked states (the concolic searches) recycles
  /// addresses, as a real stack and malloc do, instead of handing each out
  /// once per execution: stack objects live in their own arena and a
  /// returning frame gives theirs back (popStack); a freed heap block is
  /// reused for a block of its size once it has left a quarantine (64 MB
  /// or 2^18 blocks), within which a dangling pointer still finds it dead
  /// (retire). jq compiles its builtins in every execution: millions of
  /// frames and blocks, 1.8 GB and a cut execution where natively it holds
  /// a few MB. MemoryRecycle.cpp.
  void setRecycling(bool On) { Recycle = On; }
  bool recycling() const { return Recycle; }
  /// O is the stack object allocated last: forgets it and gives its
  /// address back. False (and nothing changes) otherwise.
  bool popStack(MemObject *O);
  /// A dead heap block: its whole pages go back to the system, and with
  /// recycling it enters the quarantine.
  void retire(MemObject &O);
  /// The quarantine's bounds (tests make it small).
  void setQuarantine(uint64_t Bytes, size_t Objects) {
    QuarantineBytes = Bytes;
    QuarantineObjects = Objects;
  }

  /// Objects allocated once per run of forage (globals, functions).
  MemObject *allocateStatic(uint64_t Size, uint64_t Align, ObjectKind K);
  /// An object at a fixed host address (a libc global such as stdout).
  MemObject *addExternal(uint64_t Address, uint64_t Size,
                         const std::string &Name);
  /// A read-only view of host memory at A that native code handed the
  /// program (the libc's time zone name, a block the native regex library
  /// allocated): from A to the end of A's page, or to the next object,
  /// when the host can read its first Size bytes; null otherwise (and for
  /// addresses inside forage's arenas). Forgotten at the end of the
  /// execution, as the native code may free it.
  MemObject *viewNative(uint64_t A, uint64_t Size);
  /// Stack and heap objects; null when the arena is exhausted.
  MemObject *allocate(uint64_t Size, uint64_t Align, ObjectKind K);
  /// Forgets every stack and heap object (start of an execution).
  void resetDynamic();
  /// resetDynamic, and the dynamic objects' pages and shadows go back to
  /// the system: after an execution that filled gigabytes, the next one
  /// starts from a small resident set.
  void releaseDynamic();
  /// Gives the whole pages of a dead heap object back to the system (they
  /// read as zeros again). The arena never hands an address out twice in
  /// an execution, so without this every old copy of a buffer grown by
  /// realloc stayed resident: units, reading a file line by line into a
  /// buffer it grows, went past --max-memory in one execution that natively
  /// holds 3 MB.
  void releasePages(const MemObject &O);

  /// The object whose range holds A (alive or not), or null.
  MemObject *find(uint64_t A);
  /// The object starting exactly at A, or null.
  MemObject *findExact(uint64_t A) {
    MemObject *O = find(A);
    return O && O->Address == A ? O : nullptr;
  }
  const std::vector<std::unique_ptr<MemObject>> &staticObjects() const {
    return Static;
  }
  uint64_t dynamicBytes() const { return DynamicArena.used(); }
  template <typename Fn> void forEachDynamic(Fn F) {
    for (auto &O : Dynamic)
      F(*O);
  }

  /// Every write to an object's bytes, symbolic shadow or liveness goes
  /// through here (the interpreter's stores, memset/memcpy, free, the end
  /// of a frame), so that capturing visits only what was written.
  void noteWrite(MemObject *O, uint64_t Off, uint64_t N) {
    if (!O->Dirty) {
      O->Dirty = true;
      O->DirtyLo = Off;
      O->DirtyHi = Off + N;
      DirtyList.push_back(O);
      return;
    }
    O->DirtyLo = std::min(O->DirtyLo, Off);
    O->DirtyHi = std::max(O->DirtyHi, Off + N);
  }
  void noteWrite(MemObject *O) { noteWrite(O, 0, O->Size); }
  /// Native code ran and may have written anywhere: the next capture
  /// compares every object.
  void noteUnknownWrites() { AllDirty = true; }

  // MemoryImage.cpp: suspending and resuming forked states.
  /// Captures every writable object into Out, sharing the records and
  /// chunks of Prev (the image this memory was restored from or last
  /// captured into, or null) where the objects did not change. When Prev
  /// is the image in place, only the objects written since are visited.
  void capture(const MemoryImage *Prev, MemoryImage &Out);
  /// Puts Img's objects back at their addresses, copying only the chunks
  /// that differ from what is in place. Pointers to MemObjects taken
  /// before are invalid. The bytes of symbolic positions are left as they
  /// are: the caller derives them from its model (forEachSymbolicByte).
  void restore(const MemoryImage &Img);
  const ImageStats &imageStats() const { return *Stats; }

private:
  static MemObject *search(std::vector<std::unique_ptr<MemObject>> &V,
                           uint64_t A);
  // MemoryImage.cpp.
  void clearDirty();
  void copyRecord(MemObject &O, const ObjectRecord *Cur, const ObjectRecord &R,
                  bool Whole);
  MemObject *newShell();
  // MemoryRecycle.cpp.
  MemObject *allocateRecycled(uint64_t Size, uint64_t Align, ObjectKind K);
  void resetRecycling();
  /// A MemObject for a new object, from Spare when there is one.
  std::unique_ptr<MemObject> takeShell();

  Arena StaticArena, DynamicArena;
  std::vector<std::unique_ptr<MemObject>> Static, Dynamic, Externals;
  /// Recycled MemObject shells so that resetting does not free memory.
  std::vector<std::unique_ptr<MemObject>> Spare;
  MemObject *LastHit = nullptr;

  /// Objects written since the last capture or restore.
  std::vector<MemObject *> DirtyList;
  bool AllDirty = false;
  /// The image whose contents are in place (outside the dirty objects),
  /// when CurrentValid.
  std::unique_ptr<MemoryImage> Current;
  bool CurrentValid = false;
  std::unique_ptr<ImageStats> Stats;

  // Recycling (MemoryRecycle.cpp).
  bool Recycle = false;
  Arena StackArena;
  /// The live stack objects, in address (and allocation) order.
  std::vector<std::unique_ptr<MemObject>> StackObjects;
  /// Dead heap blocks, oldest first, and the bytes they hold.
  std::deque<MemObject *> Quarantine;
  uint64_t QuarantinedBytes = 0;
  uint64_t QuarantineBytes = 64ull << 20;
  size_t QuarantineObjects = 1u << 18;
  /// Blocks out of the quarantine, by size rounded up to 16 bytes.
  std::unordered_map<uint64_t, std::vector<MemObject *>> Free;
};

} // namespace forage

#endif
