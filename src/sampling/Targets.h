//===- Targets.h - the guards of error locations -----------------*- C++
//-*-===//
//
// Seed 000, section 6.3 (our reading): the guard of a target is the branch
// edge into the block that calls reach_error() or fails an assertion; the
// violation bias measures how close runs come to taking it.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_TARGETS_H
#define FORAGE_SAMPLING_TARGETS_H

#include "program/ProgramModel.h"

#include "llvm/ADT/DenseSet.h"

#include <cstdint>
#include <vector>

namespace forage {

/// User branch edges whose target block (or a block it jumps to
/// unconditionally) calls reach_error, __VERIFIER_error or an assert-fail
/// function.
std::vector<uint32_t> guardEdges(const ProgramModel &PM);

/// Branch edges that make an assumption fail: the edges of a short-circuit
/// condition (`a && b`) that reach the phi feeding __VERIFIER_assume (or
/// forage_assume, klee_assume) with the constant false. Their other edges
/// are the assumption's conjuncts (read as input ranges, section 4.1).
llvm::DenseSet<uint32_t> assumeFailEdges(const ProgramModel &PM,
                                         const llvm::Module &M);

} // namespace forage

#endif
