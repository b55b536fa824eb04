//===- SymbolicFlags.h - `forage run --mode symbolic`'s options -*- C++ -*-===//
#ifndef FORAGE_CLI_SYMBOLICFLAGS_H
#define FORAGE_CLI_SYMBOLICFLAGS_H

#include "explore/symbolic/SymbolicDriver.h"

#include "llvm/Support/CommandLine.h"

#include <string>

namespace forage {

llvm::cl::OptionCategory &symbolicCategory();
/// True iff --mode symbolic was given.
bool symbolicMode();
/// False, with a message for the user, if an option is invalid.
bool checkSymbolicFlags(std::string &Error);
/// --search, the budgets and the pruning options into SO.
void applySymbolicFlags(SymbolicOptions &SO);

} // namespace forage

#endif
