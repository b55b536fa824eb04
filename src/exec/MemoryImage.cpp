//===- MemoryImage.cpp - capturing and restoring a state's memory ---------===//
//
// Seed 004 needs many live states; Decision 7 of docs/architecture.md puts
// objects at host addresses. The two meet here: a suspended state's memory is
// an image whose lists, records and chunks are shared copy-on-write (see
// MemoryImage.h), and moving from one state's memory to another's copies
// only what the two do not share.
//
//===----------------------------------------------------------------------===//
#include "exec/MemoryImage.h"

#include "llvm/ADT/ArrayRef.h"

#include <algorithm>
#include <cstring>
#include <new>

using namespace forage;

llvm::IntrusiveRefCntPtr<Chunk> Chunk::create(uint32_t N) {
  void *P = ::operator new(sizeof(Chunk) + N);
  Chunk *C = new (P) Chunk();
  C->Size = N;
  return llvm::IntrusiveRefCntPtr<Chunk>(C);
}

namespace {

/// Builds records from the memory in place, sharing what Prev holds.
struct Capturer {
  ImageStats &Stats;
  /// Scratch: one chunk's bytes with symbolic ones zeroed, and its shadow.
  uint8_t Canon[Chunk::ChunkBytes];
  llvm::SmallVector<std::pair<uint32_t, ExprRef>, 16> Shadow;

  /// The chunk of O at Off (N bytes), or Prev when it holds the same.
  ChunkRef chunk(const MemObject &O, uint64_t Off, uint32_t N,
                 const Chunk *Prev) {
    const uint8_t *B = O.bytes() + Off;
    Shadow.clear();
    if (O.hasShadow())
      for (uint32_t K = 0; K < N; ++K)
        if (ExprRef X = O.Shadow[Off + K])
          Shadow.push_back({K, X});
    const uint8_t *Bytes = B;
    if (!Shadow.empty()) {
      std::memcpy(Canon, B, N);
      for (const auto &S : Shadow)
        Canon[S.first] = 0;
      Bytes = Canon;
    }
    if (Prev && Prev->Size == N && std::memcmp(Prev->bytes(), Bytes, N) == 0 &&
        llvm::ArrayRef<std::pair<uint32_t, ExprRef>>(Prev->Shadow) ==
            llvm::ArrayRef<std::pair<uint32_t, ExprRef>>(Shadow))
      return ChunkRef(Prev);
    auto C = Chunk::create(N);
    std::memcpy(C->bytes(), Bytes, N);
    C->Shadow.assign(Shadow.begin(), Shadow.end());
    ++Stats.ChunksCreated;
    Stats.BytesCaptured += N;
    return C;
  }

  /// The record of O, or Prev when nothing changed. Only the chunks that
  /// overlap [Lo, Hi) are compared; the others are Prev's.
  RecordRef record(const MemObject &O, const ObjectRecord *Prev, uint64_t Lo,
                   uint64_t Hi) {
    bool SameShape = Prev && Prev->Address == O.Address &&
                     Prev->Size == O.Size && Prev->Kind == O.Kind &&
                     Prev->Alive && O.Alive;
    if (!SameShape) {
      Lo = 0;
      Hi = O.Size;
    }
    if (Prev && SameShape && Prev->ReadOnly == O.ReadOnly && Lo >= Hi)
      return RecordRef(Prev);
    if (Prev && !Prev->Alive && !O.Alive && Prev->Address == O.Address &&
        Prev->Size == O.Size && Prev->Kind == O.Kind)
      return RecordRef(Prev);
    auto R = llvm::makeIntrusiveRefCnt<ObjectRecord>();
    R->Address = O.Address;
    R->Size = O.Size;
    R->Kind = O.Kind;
    R->Alive = O.Alive;
    R->ReadOnly = O.ReadOnly;
    bool Changed = !Prev || !SameShape || Prev->ReadOnly != O.ReadOnly;
    if (O.Alive) {
      uint64_t NChunks = (O.Size + Chunk::ChunkBytes - 1) / Chunk::ChunkBytes;
      R->Chunks.reserve(NChunks);
      for (uint64_t K = 0; K < NChunks; ++K) {
        uint64_t Off = K * Chunk::ChunkBytes;
        uint32_t N = static_cast<uint32_t>(
            std::min<uint64_t>(Chunk::ChunkBytes, O.Size - Off));
        const Chunk *P = SameShape ? Prev->Chunks[K].get() : nullptr;
        ChunkRef C = P && (Off + N <= Lo || Off >= Hi) ? ChunkRef(P)
                                                       : chunk(O, Off, N, P);
        Changed |= C.get() != P;
        R->Symbolic |= !C->Shadow.empty();
        R->Chunks.push_back(std::move(C));
      }
    }
    if (!Changed)
      return RecordRef(Prev);
    ++Stats.RecordsCreated;
    return R;
  }
};

bool writable(const MemObject &O) {
  return O.Kind != ObjectKind::Function && !O.ReadOnly;
}

/// Prev's record of the object at Index (null if none).
RecordRef recordAt(const PersistentVector<RecordRef> *Prev, uint32_t Index) {
  return Prev && Index < Prev->size() ? Prev->get(Index) : RecordRef();
}

} // namespace

void Memory::clearDirty() {
  for (MemObject *O : DirtyList)
    O->Dirty = false;
  DirtyList.clear();
  AllDirty = false;
}

void Memory::capture(const MemoryImage *Prev, MemoryImage &Out) {
  Capturer C{*Stats, {}, {}};
  ++Stats->Captures;
  // The objects that gained or lost a symbolic byte (entry, now symbolic).
  llvm::SmallVector<std::pair<uint32_t, bool>, 8> Flips;
  bool Rebuild = false;
  auto Note = [&](uint32_t Entry, const RecordRef &Old, const RecordRef &New) {
    bool Was = Old && Old->Symbolic, Is = New && New->Symbolic;
    if (Was != Is)
      Flips.push_back({Entry, Is});
  };
  bool Incremental = Prev && CurrentValid && !AllDirty &&
                     Prev->Statics.sameAs(Current->Statics) &&
                     Prev->Objects.sameAs(Current->Objects);
  if (Incremental) {
    MemoryImage Img;
    Img.Statics = Prev->Statics;
    Img.Objects = Prev->Objects;
    Img.Symbolic = Prev->Symbolic;
    for (MemObject *O : DirtyList) {
      // Host memory the program wrote (a libc global such as glibc's
      // program_invocation_name, which gnulib's set_program_name sets) is
      // no image's: its Index is no position in either list.
      if (O->Kind == ObjectKind::External)
        continue;
      bool IsStatic = StaticArena.owns(O->Address);
      PersistentVector<RecordRef> &L = IsStatic ? Img.Statics : Img.Objects;
      if (O->Index >= L.size() || (IsStatic && !writable(*O)))
        continue; // A new object: appended below.
      RecordRef Old = L.get(O->Index);
      RecordRef New = C.record(*O, Old.get(), O->DirtyLo, O->DirtyHi);
      Note(IsStatic ? O->Index : O->Index | MemoryImage::DynamicFlag, Old, New);
      L.set(O->Index, New);
    }
    for (size_t K = Img.Statics.size(); K < Static.size(); ++K) {
      RecordRef New = writable(*Static[K])
                          ? C.record(*Static[K], nullptr, 0, Static[K]->Size)
                          : RecordRef();
      Note(static_cast<uint32_t>(K), nullptr, New);
      Img.Statics.push_back(New);
    }
    for (size_t K = Img.Objects.size(); K < Dynamic.size(); ++K) {
      RecordRef New = C.record(*Dynamic[K], nullptr, 0, Dynamic[K]->Size);
      Note(static_cast<uint32_t>(K) | MemoryImage::DynamicFlag, nullptr, New);
      Img.Objects.push_back(New);
    }
    Out.Statics = std::move(Img.Statics);
    Out.Objects = std::move(Img.Objects);
    Out.Symbolic = std::move(Img.Symbolic);
  } else {
    ++Stats->FullCaptures;
    Rebuild = true;
    const PersistentVector<RecordRef> *PS = Prev ? &Prev->Statics : nullptr;
    const PersistentVector<RecordRef> *PO = Prev ? &Prev->Objects : nullptr;
    PersistentVector<RecordRef> Statics =
        PS ? *PS : PersistentVector<RecordRef>();
    PersistentVector<RecordRef> Objects =
        PO ? *PO : PersistentVector<RecordRef>();
    for (size_t K = 0; K < Static.size(); ++K) {
      const MemObject &O = *Static[K];
      RecordRef Old = recordAt(PS, K);
      RecordRef New =
          writable(O) ? C.record(O, Old.get(), 0, O.Size) : RecordRef();
      if (K < Statics.size())
        Statics.set(K, New);
      else
        Statics.push_back(New);
    }
    // The dynamic list is rebuilt when Prev is not a prefix of it.
    bool Prefix = PO && PO->size() <= Dynamic.size();
    if (!Prefix)
      Objects = PersistentVector<RecordRef>();
    for (size_t K = 0; K < Dynamic.size(); ++K) {
      const MemObject &O = *Dynamic[K];
      RecordRef Old = Prefix ? recordAt(PO, K) : RecordRef();
      RecordRef New = C.record(O, Old.get(), 0, O.Size);
      if (K < Objects.size())
        Objects.set(K, New);
      else
        Objects.push_back(New);
    }
    Out.Statics = std::move(Statics);
    Out.Objects = std::move(Objects);
    Out.Symbolic = Prev ? Prev->Symbolic : nullptr;
  }
  if (Rebuild) {
    auto L = std::make_shared<std::vector<uint32_t>>();
    Out.Statics.forEach([&](uint32_t I, const RecordRef &R) {
      if (R && R->Symbolic)
        L->push_back(I);
    });
    Out.Objects.forEach([&](uint32_t I, const RecordRef &R) {
      if (R && R->Symbolic)
        L->push_back(I | MemoryImage::DynamicFlag);
    });
    if (!(Out.Symbolic && *Out.Symbolic == *L))
      Out.Symbolic = L->empty() ? nullptr : std::move(L);
  } else if (!Flips.empty()) {
    auto L = Out.Symbolic
                 ? std::make_shared<std::vector<uint32_t>>(*Out.Symbolic)
                 : std::make_shared<std::vector<uint32_t>>();
    for (const auto &[Entry, Is] : Flips) {
      auto It = std::lower_bound(L->begin(), L->end(), Entry);
      bool Has = It != L->end() && *It == Entry;
      if (Is && !Has)
        L->insert(It, Entry);
      else if (!Is && Has)
        L->erase(It);
    }
    Out.Symbolic = L->empty() ? nullptr : std::move(L);
  }
  Out.ArenaNext = DynamicArena.used();
  clearDirty();
  Current->Statics = Out.Statics;
  Current->Objects = Out.Objects;
  Current->Symbolic = Out.Symbolic;
  CurrentValid = true;
}

MemObject *Memory::newShell() {
  if (Spare.empty())
    return Dynamic.emplace_back(std::make_unique<MemObject>()).get();
  Dynamic.push_back(std::move(Spare.back()));
  Spare.pop_back();
  return Dynamic.back().get();
}

/// Puts R into O: the chunks that differ from Cur's (all of them if Whole
/// or Cur is of another shape).
void Memory::copyRecord(MemObject &O, const ObjectRecord *Cur,
                        const ObjectRecord &R, bool Whole) {
  if (!Cur || Cur->Address != R.Address || Cur->Size != R.Size || !Cur->Alive ||
      !R.Alive || O.Address != R.Address || O.Size != R.Size)
    Whole = true;
  if (O.Shadow.size() != R.Size)
    O.Shadow.clear(); // the shell held another object
  O.Address = R.Address;
  O.Size = R.Size;
  O.Kind = R.Kind;
  O.Alive = R.Alive;
  O.ReadOnly = R.ReadOnly;
  if (!R.Alive) {
    O.Shadow.clear();
    return;
  }
  if (Whole && !R.Symbolic)
    O.Shadow.clear();
  uint64_t Off = 0;
  for (size_t K = 0; K < R.Chunks.size(); ++K) {
    const Chunk &C = *R.Chunks[K];
    if (Whole || Cur->Chunks[K] != R.Chunks[K]) {
      std::memcpy(O.bytes() + Off, C.bytes(), C.Size);
      Stats->BytesRestored += C.Size;
      if (O.hasShadow())
        std::fill(O.Shadow.begin() + Off, O.Shadow.begin() + Off + C.Size,
                  nullptr);
      for (const auto &[At, X] : C.Shadow)
        O.setShadow(Off + At, X);
    }
    Off += C.Size;
  }
}

void Memory::restore(const MemoryImage &Img) {
  ++Stats->Restores;
  LastHit = nullptr;
  // What is in place: Current, except the objects written since and the
  // dynamic objects allocated since.
  bool Valid = CurrentValid && !AllDirty;
  if (!Valid)
    ++Stats->FullRestores;
  const MemoryImage &Cur = *Current;
  // Statics.
  auto Static1 = [&](uint32_t K, bool Whole) {
    if (K >= Static.size() || K >= Img.Statics.size())
      return;
    RecordRef R = Img.Statics.get(K);
    if (!R)
      return;
    RecordRef Old =
        Valid && K < Cur.Statics.size() ? Cur.Statics.get(K) : RecordRef();
    copyRecord(*Static[K], Old.get(), *R, Whole || !Valid);
  };
  if (Valid) {
    PersistentVector<RecordRef>::diff(Cur.Statics, Img.Statics,
                                      [&](uint32_t K) { Static1(K, false); });
    for (uint32_t K = Cur.Statics.size(); K < Img.Statics.size(); ++K)
      Static1(K, true);
  } else
    for (uint32_t K = 0; K < Static.size(); ++K)
      Static1(K, true);
  // Dynamic objects: the first CommonEnd are shells of objects Current
  // holds too (some maybe written since); the rest of the shells go, and
  // Img's other objects get new ones.
  uint32_t Want = Img.Objects.size();
  uint32_t CommonEnd = Valid ? std::min<uint32_t>(Cur.Objects.size(), Want) : 0;
  CommonEnd = std::min<uint32_t>(CommonEnd, Dynamic.size());
  auto Dynamic1 = [&](uint32_t K, bool Whole) {
    RecordRef R = Img.Objects.get(K);
    RecordRef Old = K < CommonEnd ? Cur.Objects.get(K) : RecordRef();
    copyRecord(*Dynamic[K], Old.get(), *R, Whole);
  };
  if (CommonEnd)
    PersistentVector<RecordRef>::diff(Cur.Objects, Img.Objects,
                                      [&](uint32_t K) {
                                        if (K < CommonEnd)
                                          Dynamic1(K, false);
                                      });
  // Objects written since Current: copied whole.
  if (Valid)
    for (MemObject *O : DirtyList) {
      if (O->Kind == ObjectKind::External)
        continue; // host memory: no image's (see capture)
      if (StaticArena.owns(O->Address))
        Static1(O->Index, true);
      else if (O->Index < CommonEnd)
        Dynamic1(O->Index, true);
    }
  while (Dynamic.size() > CommonEnd) {
    Spare.push_back(std::move(Dynamic.back()));
    Dynamic.pop_back();
  }
  for (uint32_t K = CommonEnd; K < Want; ++K) {
    MemObject *O = newShell();
    O->Index = K;
    O->Dirty = false;
    O->Shadow.clear();
    copyRecord(*O, nullptr, *Img.Objects.get(K), true);
  }
  DynamicArena.setUsed(Img.ArenaNext);
  clearDirty();
  Current->Statics = Img.Statics;
  Current->Objects = Img.Objects;
  Current->Symbolic = Img.Symbolic;
  CurrentValid = true;
}
