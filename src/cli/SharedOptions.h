//===- SharedOptions.h - the options every command shares -------*- C++ -*-===//
//
// Defined once, with one default each, for run, reach, prove and sample:
// the program (files, -I/-D, --arch, --libc, the --sym-* environment), the
// budgets (--time, --max-iterations, --max-memory, --solver-timeout), the
// seed, the output directory and how much is printed.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CLI_SHAREDOPTIONS_H
#define FORAGE_CLI_SHAREDOPTIONS_H

#include "session/Session.h"

#include "llvm/Support/CommandLine.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace forage {

llvm::cl::OptionCategory &programCategory();
llvm::cl::OptionCategory &budgetCategory();
llvm::cl::OptionCategory &outputCategory();

/// The shared options into O (OutInfix and CoverError are the command's);
/// false, with a message for the user, if one is invalid.
bool readSharedOptions(SessionOptions &O, std::string &Error);
/// Opens the session; on failure prints why (clang's diagnostics, then a
/// `forage: error:` line that says what to do) and sets Exit.
std::unique_ptr<Session> openSession(const SessionOptions &O, int &Exit);

/// --quiet and --no-progress.
bool quietFlag();
/// The progress line's printer, or an empty function when it is off
/// (--no-progress, or stderr is not a terminal).
std::function<void(const StatsSample &)> progressPrinter();

/// The program's command line: KLEE's --sym-* options with their numbers
/// and whatever follows `--`, taken out of argv by main() before parsing.
std::vector<std::string> &programCommandLine();

/// SIGINT/SIGTERM make a command stop after the current step and still
/// write its summary; a second one kills at once.
void installInterruptHandler();
/// Set by the handler: Session::StopRequested.
std::atomic<bool> &interruptFlag();

} // namespace forage

#endif
