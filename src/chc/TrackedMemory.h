//===- TrackedMemory.h - arrays and structs the clauses keep ----*- C++ -*-===//
//
// A global or a local (fixed size, or a run-time count of elements: a
// variable-length array) whose address never escapes (every use,
// through GEPs, is a load or a store at it, in a function the clauses
// encode, or the frontend's mark that its bytes start indeterminate) and
// whose every access reads or writes integers of one width at
// offsets that are multiples of that width, is kept as a CHC array from
// byte offset to element. Every other memory is havocked: loads from it are
// fresh values. An access to a tracked object outside its bounds is a side
// condition (the proof then needs it unreachable), as the interpreter stops
// there and C says nothing of what follows.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_TRACKEDMEMORY_H
#define FORAGE_CHC_TRACKEDMEMORY_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Module.h"

#include <functional>
#include <vector>

namespace forage {

struct MemoryObject {
  const llvm::Value *Base = nullptr; ///< A GlobalVariable or AllocaInst.
  unsigned ElemBits = 0;             ///< Width of every access.
  uint64_t Bytes = 0; ///< Size of the object (Dynamic: of one element).
  /// An alloca of a run-time count (a variable-length array): its size in
  /// bytes is kept in the array itself, at offset -1, set by the alloca.
  bool Dynamic = false;
  const llvm::Function *Owner = nullptr; ///< An alloca's function.
};

class TrackedMemory {
public:
  /// Objects of Encoded (the functions the clauses encode) and globals
  /// used only there; Skip excludes globals kept otherwise (Cfa's tracked
  /// scalars).
  TrackedMemory(const llvm::Module &M, const llvm::DataLayout &DL,
                const llvm::DenseSet<const llvm::Function *> &Encoded,
                const std::function<bool(const llvm::Value *)> &Skip);
  /// The tracked object pointer P points into (through GEPs), or null.
  const MemoryObject *objectOf(const llvm::Value *P) const;
  const std::vector<MemoryObject> &objects() const { return Objects; }

private:
  bool accepts(const llvm::Value *P, unsigned &Bits, uint64_t Unit,
               const llvm::DenseSet<const llvm::Function *> &Encoded);

  const llvm::DataLayout &DL;
  std::vector<MemoryObject> Objects;
  llvm::DenseMap<const llvm::Value *, unsigned> Index;
};

} // namespace forage

#endif
