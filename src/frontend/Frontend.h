//===- Frontend.h - C source to a normalised LLVM 14 Module -----*- C++ -*-===//
//
// Decision 1 of docs/architecture.md: clang-14 with debug info at -O0 (optnone
// disabled, builtins off), the runtime bitcode linked in, then mem2reg and
// nothing that changes the branch structure.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_FRONTEND_FRONTEND_H
#define FORAGE_FRONTEND_FRONTEND_H

#include "frontend/LibcLinker.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <memory>
#include <string>
#include <vector>

namespace forage {

struct FrontendOptions {
  std::string Clang;       ///< clang-14 executable; found on PATH if empty.
  std::string RuntimePath; ///< runtime.bc; the built-in one if empty.
  std::string IncludeDir;  ///< Directory holding forage/forage.h.
  bool Arch32 = false;     ///< ILP32 (i386) instead of LP64.
  std::vector<std::string> ExtraFlags; ///< e.g. -D and -I options.
  std::string EntryFunction = "main";
  /// main is called by the runtime's environment wrapper, which reads
  /// --sym-arg & co. from the command line (runtime/posix/Env.c).
  bool Environment = false;
  LibcKind Libc = LibcKind::None; ///< uClibc is linked for LP64 only.
  std::string LibcPath;           ///< libc.bc; the built-in one if empty.
};

/// Why the frontend gave up; each maps to its own exit code in the CLI.
enum class FrontendErrorKind { CompileFailed, NoEntry, ToolMissing, Internal };

struct FrontendResult {
  std::unique_ptr<llvm::LLVMContext> Context;
  std::unique_ptr<llvm::Module> Module;
  /// Functions defined by the program itself (not by the runtime); only their
  /// branches count as coverage goals.
  llvm::StringSet<> UserFunctions;
  /// Reads of never-assigned variables made inputs (UninitializedReads.h).
  unsigned UninitializedReads = 0;
  // Set when Module is null.
  FrontendErrorKind ErrorKind = FrontendErrorKind::Internal;
  std::string Error; ///< Clang's diagnostics or a one-line reason.
};

/// Compiles the program's files (C sources, or LLVM bitcode / textual IR of
/// a whole program, as forage-cc writes it), links them, and prepares the
/// Module forage executes.
FrontendResult compileProgram(const std::vector<std::string> &Sources,
                              const FrontendOptions &Opts);
FrontendResult compileProgram(const std::string &Source,
                              const FrontendOptions &Opts);

/// Default locations fixed at build time (overridable by FORAGE_RUNTIME and
/// FORAGE_INCLUDE in the environment).
std::string defaultRuntimePath(bool Arch32);
std::string defaultIncludeDir();

} // namespace forage

#endif
