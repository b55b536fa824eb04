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

/// The same in the directory DirFd is open on (Name relative to it), with
/// as few descriptors as can be: one, for the moment of the write. When
/// none is free, Spare (a descriptor kept for this, if >= 0) is closed for
/// the write and reopened after. Empty string on success, else the reason.
std::string writeFileAtomicallyAt(int DirFd, const std::string &Name,
                                  llvm::StringRef Contents, int *Spare);

} // namespace forage

#endif
