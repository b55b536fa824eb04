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

#include <memory>
#include <string>

namespace llvm {
class CallBase;
class Function;
} // namespace llvm

namespace forage {

class DecodedProgram;

class ExternalCaller {
public:
  explicit ExternalCaller(const DecodedProgram &P);
  ~ExternalCaller();

  /// Calls F natively for call site CB with the given argument values.
  /// False (with a reason for the user) if F cannot be found or its
  /// signature cannot be passed.
  bool call(const llvm::CallBase &CB, const llvm::Function &F,
            llvm::ArrayRef<u128> Args, u128 &Result, std::string &Error);

private:
  struct Site;
  const DecodedProgram &P;
  llvm::DenseMap<const llvm::CallBase *, std::unique_ptr<Site>> Sites;
};

} // namespace forage

#endif
