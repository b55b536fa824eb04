//===- LibcLinker.h - link the bitcode C library into a program -*- C++ -*-===//
//
// docs/libc.md: after the runtime, uClibc-ng's bitcode (lib/forage/libc.bc)
// supplies the libc functions a program calls, so that they run inside
// forage on symbolic data instead of natively. Precedence: the program's own
// definitions, then the runtime's models, then uClibc.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_FRONTEND_LIBCLINKER_H
#define FORAGE_FRONTEND_LIBCLINKER_H

#include "llvm/IR/Module.h"

#include <string>

namespace forage {

/// Which C library the program's libc calls reach.
enum class LibcKind {
  None,   ///< Only the runtime's models; other libc calls run natively.
  Uclibc, ///< uClibc-ng bitcode (LP64 only; --arch 32 keeps None).
};

/// The built-in libc.bc (overridable by FORAGE_LIBC in the environment).
std::string defaultLibcPath();

/// Links the libc bitcode at LibcPath into M, which already holds the
/// runtime from RuntimePath, bringing in only what M needs. Returns an error
/// message, or an empty string on success.
std::string linkLibc(llvm::Module &M, const std::string &LibcPath,
                     const std::string &RuntimePath);

} // namespace forage

#endif
