//===- BitcodeFile.h - load a .bc or .ll file into a context ----*- C++ -*-===//
// Shared by the frontend's runtime and libc linking (docs/architecture.md).
#ifndef FORAGE_FRONTEND_BITCODEFILE_H
#define FORAGE_FRONTEND_BITCODEFILE_H

#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace forage {

/// The module in Path, or null with LLVM's diagnostic in Error.
inline std::unique_ptr<llvm::Module>
loadBitcode(llvm::StringRef Path, llvm::LLVMContext &Ctx, std::string &Error) {
  llvm::SMDiagnostic Diag;
  auto M = llvm::parseIRFile(Path, Diag, Ctx);
  if (!M) {
    llvm::raw_string_ostream OS(Error);
    Diag.print("forage", OS);
  }
  return M;
}

} // namespace forage

#endif
