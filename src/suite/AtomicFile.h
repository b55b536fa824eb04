//===- AtomicFile.h - write a whole file or nothing -------------*- C++ -*-===//
#ifndef FORAGE_SUITE_ATOMICFILE_H
#define FORAGE_SUITE_ATOMICFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace forage {

/// Writes Contents to a temporary file next to Path and renames it over
/// Path, so a reader (or a run killed at any instant) sees the old file or
/// the new one, never a part (docs/architecture.md, decision 9). Empty string
/// on success, else the reason.
std::string writeFileAtomically(const llvm::Twine &Path,
                                llvm::StringRef Contents);

} // namespace forage

#endif
