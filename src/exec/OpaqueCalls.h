//===- OpaqueCalls.h - library functions that become Call terms -*- C++ -*-===//
//
// A call of a pure function without a body (libm's sin, pow, ... or one the
// user names with --opaque) on symbolic arguments yields a Call expression
// (docs/architecture.md, decision 5) whose concrete value comes from the native
// function.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_OPAQUECALLS_H
#define FORAGE_EXEC_OPAQUECALLS_H

#include "expr/ExprContext.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm {
class Function;
} // namespace llvm

namespace forage {

/// True for the libm functions forage treats as pure and opaque by default
/// (sin, cos, exp, pow, ... and their float variants). The ones with an
/// exact FP formula (sqrt, floor, fabs, ...) are not among them.
bool isPureMathFunction(llvm::StringRef Name);

/// The OpaqueFunction of each called declaration, made once.
class OpaqueCalls {
public:
  explicit OpaqueCalls(ExprContext &Ctx) : Ctx(Ctx) {}
  /// Null, with Error set, if F cannot be called natively on scalars.
  const OpaqueFunction *get(const llvm::Function &F, std::string &Error);

private:
  ExprContext &Ctx;
  llvm::DenseMap<const llvm::Function *, const OpaqueFunction *> Known;
  llvm::DenseMap<const llvm::Function *, std::string> Failed;
};

} // namespace forage

#endif
