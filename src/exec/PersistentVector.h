//===- PersistentVector.h - a vector that versions share --------*- C++ -*-===//
//
// The object lists of a suspended state's memory image (MemoryImage.h): a
// 32-ary tree of immutable nodes. Copying a version copies one pointer;
// setting or appending an element copies the nodes on its path (at most
// log32 n of them, 32 slots each), so a fork's image costs what the state
// later writes, not the length of the list. Two versions that share a
// subtree are compared by pointer, so diff() visits only what differs.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_PERSISTENTVECTOR_H
#define FORAGE_EXEC_PERSISTENTVECTOR_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"

#include <array>
#include <cassert>
#include <cstdint>

namespace forage {

/// T must be cheap to copy and compare (an intrusive pointer); a
/// default-constructed T is the empty element.
template <typename T> class PersistentVector {
  static constexpr unsigned Bits = 5, Width = 1u << Bits, Mask = Width - 1;

  struct Node : llvm::RefCountedBase<Node> {
    virtual ~Node() = default;
  };
  using NodeRef = llvm::IntrusiveRefCntPtr<Node>;
  struct Leaf final : Node {
    std::array<T, Width> Items;
  };
  struct Inner final : Node {
    std::array<NodeRef, Width> Kids;
  };

public:
  uint32_t size() const { return Size; }
  bool empty() const { return Size == 0; }
  /// Whether the two versions are the same tree (not only equal elements).
  bool sameAs(const PersistentVector &O) const {
    return Root == O.Root && Size == O.Size;
  }

  T get(uint32_t I) const {
    assert(I < Size);
    const Node *N = Root.get();
    for (unsigned S = Shift; S > 0 && N; S -= Bits)
      N = static_cast<const Inner *>(N)->Kids[(I >> S) & Mask].get();
    return N ? static_cast<const Leaf *>(N)->Items[I & Mask] : T();
  }

  /// Sets element I (< size()); copies only the path to it.
  void set(uint32_t I, T V) {
    assert(I < Size);
    if (get(I) == V)
      return;
    Root = setIn(Root.get(), Shift, I, std::move(V));
  }

  void push_back(T V) {
    if (Size == (uint64_t(Width) << Shift)) {
      auto R = llvm::makeIntrusiveRefCnt<Inner>();
      R->Kids[0] = Root;
      Root = R;
      Shift += Bits;
    }
    ++Size;
    Root = setIn(Root.get(), Shift, Size - 1, std::move(V));
  }

  /// F(I) for every I < min(size()) whose elements differ in A and B;
  /// subtrees the two share are skipped.
  template <typename Fn>
  static void diff(const PersistentVector &A, const PersistentVector &B, Fn F) {
    uint32_t Limit = std::min(A.Size, B.Size);
    if (A.Shift != B.Shift) { // Rare: one grew past a power of 32.
      for (uint32_t I = 0; I < Limit; ++I)
        if (!(A.get(I) == B.get(I)))
          F(I);
      return;
    }
    diffIn(A.Root.get(), B.Root.get(), A.Shift, 0, Limit, F);
  }

  /// F(I, element) for every element.
  template <typename Fn> void forEach(Fn F) const {
    forEachIn(Root.get(), Shift, 0, F);
  }

private:
  NodeRef setIn(const Node *N, unsigned S, uint32_t I, T V) {
    if (S == 0) {
      auto L = llvm::makeIntrusiveRefCnt<Leaf>();
      if (N)
        L->Items = static_cast<const Leaf *>(N)->Items;
      L->Items[I & Mask] = std::move(V);
      return L;
    }
    auto In = llvm::makeIntrusiveRefCnt<Inner>();
    if (N)
      In->Kids = static_cast<const Inner *>(N)->Kids;
    NodeRef &Kid = In->Kids[(I >> S) & Mask];
    Kid = setIn(Kid.get(), S - Bits, I, std::move(V));
    return In;
  }

  template <typename Fn>
  static void diffIn(const Node *A, const Node *B, unsigned S, uint32_t Base,
                     uint32_t Limit, Fn &F) {
    if (A == B || Base >= Limit)
      return;
    uint32_t Span = uint32_t(1) << S;
    for (uint32_t K = 0; K < Width; ++K) {
      uint32_t First = Base + K * Span;
      if (First >= Limit)
        return;
      if (S == 0) {
        T X = A ? static_cast<const Leaf *>(A)->Items[K] : T();
        T Y = B ? static_cast<const Leaf *>(B)->Items[K] : T();
        if (!(X == Y))
          F(First);
        continue;
      }
      const Node *KA =
          A ? static_cast<const Inner *>(A)->Kids[K].get() : nullptr;
      const Node *KB =
          B ? static_cast<const Inner *>(B)->Kids[K].get() : nullptr;
      diffIn(KA, KB, S - Bits, First, Limit, F);
    }
  }

  template <typename Fn>
  void forEachIn(const Node *N, unsigned S, uint32_t Base, Fn &F) const {
    uint32_t Span = uint32_t(1) << S;
    for (uint32_t K = 0; K < Width; ++K) {
      uint32_t First = Base + K * Span;
      if (First >= Size)
        return;
      if (S == 0)
        F(First, N ? static_cast<const Leaf *>(N)->Items[K] : T());
      else
        forEachIn(N ? static_cast<const Inner *>(N)->Kids[K].get() : nullptr,
                  S - Bits, First, F);
    }
  }

  NodeRef Root;
  uint32_t Size = 0;
  uint8_t Shift = 0;
};

} // namespace forage

#endif
