//===- Memory.cpp - memory objects at real host addresses -----------------===//
#include "exec/Memory.h"
#include "exec/MemoryImage.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>

using namespace forage;

namespace {
/// Reserves Bytes below 4 GB, where a 32-bit program's pointers must lie.
/// MAP_32BIT would keep to the lowest 2 GB, which three interpreters'
/// arenas (forage sample holds a concrete and a symbolic one) fill; the
/// search walks the whole 4 GB instead, from 256 MB up.
void *reserveLow32(uint64_t Bytes, int Flags) {
  constexpr uint64_t Limit = 1ull << 32, Step = 64ull << 20;
  for (uint64_t At = 256ull << 20; At + Bytes <= Limit; At += Step) {
    void *P = mmap(reinterpret_cast<void *>(At), Bytes, PROT_READ | PROT_WRITE,
                   Flags | MAP_FIXED_NOREPLACE, -1, 0);
    if (P == MAP_FAILED)
      continue;
    if (reinterpret_cast<uint64_t>(P) + Bytes <= Limit)
      return P;
    munmap(P, Bytes); // a kernel that ignored the flag and moved it
  }
  return mmap(nullptr, Bytes, PROT_READ | PROT_WRITE, Flags | MAP_32BIT, -1, 0);
}

/// Reserves Bytes at the lowest free place from 16 TiB up (below 64 TiB, in
/// steps of Bytes rounded up to 1 GiB), where neither the kernel's
/// randomised mappings (the binary and its heap near 85 TiB, libraries and
/// mmap near 128 TiB) nor anything of forage's own lies. A process that
/// makes the same arenas in the same order gets the same addresses, so the
/// values the program sees of its pointers (and the paths and bug messages
/// that depend on them) do not change from one process to the next
/// (docs/determinism.md). Anywhere, if that part of the space is taken.
void *reservePinned(uint64_t Bytes, int Flags) {
  constexpr uint64_t From = 1ull << 44, Limit = 1ull << 46, GiB = 1ull << 30;
  const uint64_t Step = (Bytes + GiB - 1) & ~(GiB - 1);
  for (uint64_t At = From; Step && At + Bytes <= Limit; At += Step) {
    void *P = mmap(reinterpret_cast<void *>(At), Bytes, PROT_READ | PROT_WRITE,
                   Flags | MAP_FIXED_NOREPLACE, -1, 0);
    if (P == MAP_FAILED) {
      if (errno == EEXIST)
        continue;
      break; // no such addresses here (a smaller address space)
    }
    if (reinterpret_cast<uint64_t>(P) == At)
      return P;
    munmap(P, Bytes); // a kernel that took the flag for a hint
    break;
  }
  return mmap(nullptr, Bytes, PROT_READ | PROT_WRITE, Flags, -1, 0);
}
} // namespace

Arena::Arena(uint64_t Bytes, bool Low32) : Capacity(Bytes) {
  int Flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
  void *P = Low32 ? reserveLow32(Bytes, Flags) : reservePinned(Bytes, Flags);
  if (P == MAP_FAILED)
    throw std::runtime_error("cannot reserve memory for the program's objects");
  Base = reinterpret_cast<uint64_t>(P);
  reset();
}

Arena::~Arena() { munmap(reinterpret_cast<void *>(Base), Capacity); }

uint64_t Arena::allocate(uint64_t Size, uint64_t Align) {
  Align = std::max<uint64_t>(Align, 16);
  uint64_t A = (Next + Align - 1) & ~(Align - 1);
  uint64_t End = A + std::max<uint64_t>(Size, 1) + RedZone;
  if (End > Base + Capacity || End < A)
    return 0;
  Next = End;
  std::memset(reinterpret_cast<void *>(A), 0, Size);
  return A;
}

void Arena::release() {
  uint64_t Page = 4096, Start = Base & ~(Page - 1);
  uint64_t Len = (Next - Start + Page - 1) & ~(Page - 1);
  if (Len)
    madvise(reinterpret_cast<void *>(Start), Len, MADV_DONTNEED);
  reset();
}

Memory::Memory(bool Low32, uint64_t HeapBytes)
    : StaticArena(Low32 ? (64ull << 20) : (1ull << 32), Low32),
      DynamicArena(HeapBytes ? HeapBytes
                   : Low32   ? (512ull << 20)
                             : (16ull << 30),
                   Low32),
      Current(std::make_unique<MemoryImage>()),
      Stats(std::make_unique<ImageStats>()),
      StackArena(Low32 ? (64ull << 20) : (1ull << 30), Low32) {}

Memory::~Memory() = default;

MemObject *Memory::allocateStatic(uint64_t Size, uint64_t Align, ObjectKind K) {
  uint64_t A = StaticArena.allocate(Size, Align);
  if (!A)
    throw std::runtime_error("the program's globals do not fit in memory");
  auto O = std::make_unique<MemObject>();
  O->Address = A;
  O->Size = Size;
  O->Kind = K;
  O->Index = static_cast<uint32_t>(Static.size());
  Static.push_back(std::move(O));
  return Static.back().get();
}

MemObject *Memory::addExternal(uint64_t Address, uint64_t Size,
                               const std::string &Name) {
  auto O = std::make_unique<MemObject>();
  O->Address = Address;
  O->Size = Size;
  O->Kind = ObjectKind::External;
  O->Name = Name;
  auto Pos =
      std::upper_bound(Externals.begin(), Externals.end(), Address,
                       [](uint64_t A, const std::unique_ptr<MemObject> &X) {
                         return A < X->Address;
                       });
  return Externals.insert(Pos, std::move(O))->get();
}

std::unique_ptr<MemObject> Memory::takeShell() {
  if (Spare.empty())
    return std::make_unique<MemObject>();
  std::unique_ptr<MemObject> O = std::move(Spare.back());
  Spare.pop_back();
  O->Shadow.clear();
  O->Unwritten.clear();
  O->Alive = true;
  O->ReadOnly = false;
  O->Dirty = false;
  return O;
}

MemObject *Memory::allocate(uint64_t Size, uint64_t Align, ObjectKind K) {
  if (Recycle && K == ObjectKind::Heap)
    if (MemObject *O = allocateRecycled(Size, Align, K))
      return O;
  // With recycling, stack objects have their own arena (MemoryRecycle.cpp).
  bool Stack = Recycle && K == ObjectKind::Stack;
  uint64_t A = (Stack ? StackArena : DynamicArena).allocate(Size, Align);
  if (!A)
    return nullptr;
  std::vector<std::unique_ptr<MemObject>> &List =
      Stack ? StackObjects : Dynamic;
  std::unique_ptr<MemObject> O = takeShell();
  O->Address = A;
  O->Size = Size;
  O->Kind = K;
  O->Index = static_cast<uint32_t>(List.size());
  List.push_back(std::move(O));
  return List.back().get();
}

MemObject *Memory::viewNative(uint64_t A, uint64_t Size) {
  if (A < 4096 || Size == 0 || DynamicArena.owns(A) || StaticArena.owns(A) ||
      StackArena.owns(A) || find(A))
    return nullptr;
  // The whole page (between the external objects around A): a native
  // buffer read at descending addresses (glibc's readdir hands out entries
  // of one buffer) is one view, so no later read straddles two views
  // (find: "read past memory a native call handed the program").
  uint64_t Start = A & ~uint64_t(4095), End = (A | 4095) + 1;
  auto Next =
      std::upper_bound(Externals.begin(), Externals.end(), A,
                       [](uint64_t X, const std::unique_ptr<MemObject> &O) {
                         return X < O->Address;
                       });
  if (Next != Externals.end())
    End = std::min(End, (*Next)->Address);
  if (Next != Externals.begin()) {
    const MemObject &Prev = **std::prev(Next);
    Start = std::max(Start, Prev.Address + Prev.Size);
  }
  if (DynamicArena.owns(Start) || StaticArena.owns(Start) ||
      StackArena.owns(Start))
    Start = A;
  if (A + Size > End)
    return nullptr;
  // Readable? The kernel answers without a fault: process_vm_readv on
  // ourselves fails with EFAULT on an address we cannot read.
  uint8_t Probe[16];
  uint64_t N = std::min<uint64_t>(Size, sizeof Probe);
  struct iovec Local = {Probe, N};
  struct iovec Remote = {reinterpret_cast<void *>(A), N};
  if (process_vm_readv(getpid(), &Local, 1, &Remote, 1, 0) !=
      static_cast<ssize_t>(N))
    return nullptr;
  if (Size > N) {
    Local.iov_len = Remote.iov_len = 1;
    Remote.iov_base = reinterpret_cast<void *>(A + Size - 1);
    if (process_vm_readv(getpid(), &Local, 1, &Remote, 1, 0) != 1)
      return nullptr;
  }
  MemObject *O = addExternal(Start, End - Start, "native memory");
  O->ReadOnly = true;
  O->NativeView = true;
  return O;
}

void Memory::resetDynamic() {
  // A new execution: what is in place is no image's any more.
  clearDirty();
  CurrentValid = false;
  for (auto &O : Dynamic)
    Spare.push_back(std::move(O));
  Dynamic.clear();
  llvm::erase_if(Externals, [](const std::unique_ptr<MemObject> &O) {
    return O->NativeView;
  });
  DynamicArena.reset();
  resetRecycling();
  LastHit = nullptr;
}

void Memory::releasePages(const MemObject &O) {
  const uint64_t Page = 4096;
  uint64_t Start = (O.Address + Page - 1) & ~(Page - 1);
  uint64_t End = (O.Address + O.Size) & ~(Page - 1);
  if (End > Start && DynamicArena.owns(Start))
    madvise(reinterpret_cast<void *>(Start), End - Start, MADV_DONTNEED);
}

void Memory::releaseDynamic() {
  DynamicArena.release(); // before the reset forgets how far it was used
  StackArena.release();
  resetDynamic();
  for (auto &O : Spare)
    std::vector<ExprRef>().swap(O->Shadow);
}

MemObject *Memory::search(std::vector<std::unique_ptr<MemObject>> &V,
                          uint64_t A) {
  auto It =
      std::upper_bound(V.begin(), V.end(), A,
                       [](uint64_t X, const std::unique_ptr<MemObject> &O) {
                         return X < O->Address;
                       });
  if (It == V.begin())
    return nullptr;
  MemObject *O = std::prev(It)->get();
  return O->contains(A) ? O : nullptr;
}

MemObject *Memory::find(uint64_t A) {
  if (LastHit && LastHit->contains(A))
    return LastHit;
  MemObject *O = nullptr;
  if (DynamicArena.owns(A))
    O = search(Dynamic, A);
  else if (StackArena.owns(A))
    O = search(StackObjects, A);
  else if (StaticArena.owns(A))
    O = search(Static, A);
  else
    O = search(Externals, A);
  if (O)
    LastHit = O;
  return O;
}
