//===- BranchDigest.h - a branch sequence as a count and a hash -*- C++ -*-===//
//
// Differential testing against native runs (docs/difftest.md): the program's
// own branch edges an execution took, in order, folded into their number and
// a 64-bit FNV-1a hash of their ids. The native trace runtime
// (runtime/native/BranchTrace.c) folds the same ids the same way.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PROGRAM_BRANCHDIGEST_H
#define FORAGE_PROGRAM_BRANCHDIGEST_H

#include <cstdint>

namespace forage {

struct BranchDigest {
  static constexpr uint64_t Offset = 0xcbf29ce484222325ull;
  static constexpr uint64_t Prime = 0x100000001b3ull;
  uint64_t Count = 0;
  uint64_t Hash = Offset;
  /// Appends branch edge Id to the sequence.
  void add(uint32_t Id) {
    Hash = (Hash ^ Id) * Prime;
    ++Count;
  }
};

} // namespace forage

#endif
