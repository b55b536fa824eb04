//===- ExternalCaller.h - native calls through libffi -----------*- C++ -*-===//
//
// Functions without a body that the runtime does not model are called in the
// host process with concrete arguments, as KLEE and CREST do. Objects live at
// real host addresses (Memory.h), so pointer arguments just work.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_EXTERNALCALLER_H
#define FORAGE_EXEC_EXTERNALCALLER_H

#include "expr/Expr.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/Function.h"

#include <functional>
#include <memory>
#include <string>

namespace llvm {
class CallBase;
class Function;
} // namespace llvm

namespace forage {

class ExternalCaller {
public:
  ExternalCaller();
  ~ExternalCaller();

  enum Status {
    Ok,
    Unsupported, ///< F is not in the process, or its signature cannot be
                 ///< passed through libffi.
    Crashed,     ///< F raised SIGSEGV, SIGBUS, SIGFPE or SIGILL.
  };

  /// Calls F natively for call site CB with the given argument values. On
  /// failure Error says why, for the user.
  Status call(const llvm::CallBase &CB, const llvm::Function &F,
              llvm::ArrayRef<u128> Args, u128 &Result, std::string &Error);

  /// F as a pure function of scalar (integer, float, double) arguments on
  /// their bit patterns, for Call expressions; empty (and Error set) if F is
  /// not in the process or its signature is not all scalars.
  static std::function<u128(const u128 *)> pureFunction(const llvm::Function &F,
                                                        std::string &Error);

  /// The host function F stands for: the runtime's POSIX model calls the
  /// real `read` as `__forage_native_read`, since it defines `read` itself,
  /// and writes the program's output with `__forage_output`.
  static llvm::StringRef nativeName(const llvm::Function &F) {
    llvm::StringRef Name = F.getName();
    if (Name == "__forage_output")
      return "write";
    Name.consume_front("__forage_native_");
    return Name;
  }

  /// Closes the descriptors, streams and directories that native calls
  /// opened for the program (open, fopen, opendir, pipe, ... run natively,
  /// as with --libc none) and it did not close natively: called before each
  /// execution, so a program that opens files cannot use up forage's
  /// descriptors across executions.
  void releaseResources();
  /// How many such resources are open now.
  size_t openResources() const {
    return Fds.size() + Streams.size() + Dirs.size();
  }

private:
  struct Site;
  llvm::DenseMap<const llvm::CallBase *, std::unique_ptr<Site>> Sites;
  llvm::DenseSet<int> Fds;
  llvm::DenseSet<void *> Streams, Dirs;
  void track(llvm::StringRef Name, llvm::ArrayRef<u128> Args, u128 Result);
};

} // namespace forage

#endif
