//===- MemoryImage.cpp - capturing and restoring a state's memory ---------===//
//
// Seed 004 needs many live states; Decision 7 of docs/architecture.md puts
// objects at host addresses. The two meet here: a suspended state's memory is
// an image whose object contents are shared copy-on-write (see MemoryImage.h).
//
//===----------------------------------------------------------------------===//
#include "exec/MemoryImage.h"

#include <cstring>

using namespace forage;

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

/// Prev if it holds the same elements as V, else V as a new shared list.
template <typename T>
static std::shared_ptr<const std::vector<T>>
shareList(std::vector<T> &&V,
          const std::shared_ptr<const std::vector<T>> &Prev) {
  if (Prev && *Prev == V)
    return Prev;
  return std::make_shared<const std::vector<T>>(std::move(V));
}

void Memory::capture(const MemoryImage *Prev, MemoryImage &Out) const {
  const std::vector<ContentsRef> *PrevStatics =
      Prev && Prev->Statics ? Prev->Statics.get() : nullptr;
  const std::vector<MemoryImage::Dynamic> *PrevObjects =
      Prev && Prev->Objects ? Prev->Objects.get() : nullptr;
  std::vector<ContentsRef> Statics(Static.size());
  for (size_t K = 0; K < Static.size(); ++K) {
    const MemObject &O = *Static[K];
    if (O.Kind == ObjectKind::Function || O.ReadOnly)
      continue;
    ContentsRef P = PrevStatics && K < PrevStatics->size() ? (*PrevStatics)[K]
                                                           : ContentsRef();
    Statics[K] = captureObject(O, P);
  }
  std::vector<MemoryImage::Dynamic> Objects;
  Objects.reserve(Dynamic.size());
  for (size_t K = 0; K < Dynamic.size(); ++K) {
    const MemObject &O = *Dynamic[K];
    MemoryImage::Dynamic D{O.Address, O.Size,     O.Kind,
                           O.Alive,   O.ReadOnly, nullptr};
    if (O.Alive) {
      ContentsRef P;
      if (PrevObjects && K < PrevObjects->size() &&
          (*PrevObjects)[K].Address == O.Address)
        P = (*PrevObjects)[K].Contents;
      D.Contents = captureObject(O, P);
    }
    Objects.push_back(std::move(D));
  }
  Out.Statics = shareList(std::move(Statics),
                          Prev ? Prev->Statics : decltype(Out.Statics)());
  Out.Objects = shareList(std::move(Objects),
                          Prev ? Prev->Objects : decltype(Out.Objects)());
  Out.ArenaNext = DynamicArena.used();
}

void Memory::restore(const MemoryImage &Img) {
  static const std::vector<ContentsRef> NoStatics;
  static const std::vector<MemoryImage::Dynamic> NoObjects;
  const auto &Statics = Img.Statics ? *Img.Statics : NoStatics;
  const auto &Objects = Img.Objects ? *Img.Objects : NoObjects;
  for (size_t K = 0; K < Static.size() && K < Statics.size(); ++K) {
    const ContentsRef &C = Statics[K];
    if (!C)
      continue;
    MemObject &O = *Static[K];
    std::memcpy(O.bytes(), C->Bytes.data(), C->Bytes.size());
    O.Shadow = C->Shadow;
  }
  resetDynamic();
  DynamicArena.setUsed(Img.ArenaNext);
  for (const MemoryImage::Dynamic &D : Objects) {
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
