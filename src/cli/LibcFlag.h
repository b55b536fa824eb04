//===- LibcFlag.h - --libc for run, reach, prove, sample -------*- C++ -*-===//
#ifndef FORAGE_CLI_LIBCFLAG_H
#define FORAGE_CLI_LIBCFLAG_H

#include "frontend/Frontend.h"

#include "llvm/Support/CommandLine.h"

#include <string>

namespace forage {

llvm::cl::OptionCategory &libcCategory();
/// --libc into the frontend options; false, with a message, if invalid.
bool applyLibcFlag(FrontendOptions &FO, std::string &Error);

} // namespace forage

#endif
