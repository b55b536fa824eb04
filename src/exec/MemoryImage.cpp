//===- MemoryImage.cpp - capturing and restoring a state's memory ---------===//
//
// Seed 004 needs many live states; DESIGN decision 7 puts objects at host
// addresses. The two meet here: a suspended state's memory is an image
// whose object contents are shared copy-on-write (see MemoryImage.h).
//
//===----------------------------------------------------------------------===//
#include "exec/MemoryImage.h"

#include <cstring>

using namespace forage;

uint64_t MemoryImage::uniqueBytes() const {
  uint64_t N = 0;
  for (const ContentsRef &C : Statics)
    if (C && C.use_count() == 1)
      N += C->footprint();
  for (const Dynamic &D : Objects)
    if (D.Contents && D.Contents.use_count() == 1)
      N += D.Contents->footprint();
  return N + sizeof(Dynamic) * Objects.capacity();
}

/// Contents of O, reusing Prev's when they are the same.
static ContentsRef captureObject(const MemObject &O, const ContentsRef &Prev) {
  const uint8_t *B = O.bytes();
  if (Prev && Prev->Bytes.size() == O.Size &&
      std::memcmp(Prev->Bytes.data(), B, O.Size) == 0 &&
      (O.Shadow.empty() ? Prev->Shadow.empty() : Prev->Shadow == O.Shadow))
    return Prev;
  auto C = std::make_shared<ObjectContents>();
  C->Bytes.assign(B, B + O.Size);
  C->Shadow = O.Shadow;
  return C;
}

void Memory::capture(const MemoryImage *Prev, MemoryImage &Out) const {
  Out.Statics.resize(Static.size());
  for (size_t K = 0; K < Static.size(); ++K) {
    const MemObject &O = *Static[K];
    if (O.Kind == ObjectKind::Function || O.ReadOnly) {
      Out.Statics[K] = nullptr;
      continue;
    }
    ContentsRef P =
        Prev && K < Prev->Statics.size() ? Prev->Statics[K] : ContentsRef();
    Out.Statics[K] = captureObject(O, P);
  }
  std::vector<MemoryImage::Dynamic> Objects;
  Objects.reserve(Dynamic.size());
  for (size_t K = 0; K < Dynamic.size(); ++K) {
    const MemObject &O = *Dynamic[K];
    MemoryImage::Dynamic D{O.Address, O.Size,     O.Kind,
                           O.Alive,   O.ReadOnly, nullptr};
    if (O.Alive) {
      ContentsRef P;
      if (Prev && K < Prev->Objects.size() &&
          Prev->Objects[K].Address == O.Address)
        P = Prev->Objects[K].Contents;
      D.Contents = captureObject(O, P);
    }
    Objects.push_back(std::move(D));
  }
  Out.Objects = std::move(Objects);
  Out.ArenaNext = DynamicArena.used();
}

void Memory::restore(const MemoryImage &Img) {
  for (size_t K = 0; K < Static.size() && K < Img.Statics.size(); ++K) {
    const ContentsRef &C = Img.Statics[K];
    if (!C)
      continue;
    MemObject &O = *Static[K];
    std::memcpy(O.bytes(), C->Bytes.data(), C->Bytes.size());
    O.Shadow = C->Shadow;
  }
  resetDynamic();
  DynamicArena.setUsed(Img.ArenaNext);
  for (const MemoryImage::Dynamic &D : Img.Objects) {
    std::unique_ptr<MemObject> O;
    if (!Spare.empty()) {
      O = std::move(Spare.back());
      Spare.pop_back();
    } else {
      O = std::make_unique<MemObject>();
    }
    O->Address = D.Address;
    O->Size = D.Size;
    O->Kind = D.Kind;
    O->Alive = D.Alive;
    O->ReadOnly = D.ReadOnly;
    if (D.Contents) {
      std::memcpy(O->bytes(), D.Contents->Bytes.data(), D.Size);
      O->Shadow = D.Contents->Shadow;
    } else {
      O->Shadow.clear();
    }
    Dynamic.push_back(std::move(O));
  }
}
