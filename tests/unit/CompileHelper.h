//===- CompileHelper.h - compile a C snippet for a unit test ----*- C++ -*-===//
#ifndef FORAGE_TESTS_UNIT_COMPILEHELPER_H
#define FORAGE_TESTS_UNIT_COMPILEHELPER_H

#include "frontend/Frontend.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace forage::test {

/// Writes Source to a temporary .c file and runs the frontend on it with
/// Opts (the test build's runtime unless Opts names one).
inline FrontendResult compileSnippet(const std::string &Source,
                                     FrontendOptions Opts = {}) {
  llvm::SmallString<128> Path;
  int FD;
  llvm::sys::fs::createTemporaryFile("forage-unit", "c", FD, Path);
  {
    llvm::raw_fd_ostream OS(FD, true);
    OS << Source;
  }
  if (Opts.RuntimePath.empty())
    Opts.RuntimePath = FORAGE_TEST_RUNTIME_BC;
  FrontendResult R = compileProgram(std::string(Path), Opts);
  llvm::sys::fs::remove(Path);
  return R;
}

} // namespace forage::test

#endif
