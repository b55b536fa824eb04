//===- RunCommand.h - the forage subcommands --------------------*- C++ -*-===//
#ifndef FORAGE_CLI_RUNCOMMAND_H
#define FORAGE_CLI_RUNCOMMAND_H

#include "exec/TestRecorder.h"

#include "llvm/Support/CommandLine.h"

#include <string>
#include <vector>

namespace forage {

/// Exit codes of the forage command.
enum ExitCode {
  ExitOk = 0,          ///< Finished; no bug found.
  ExitBugs = 1,        ///< Finished; at least one bug found.
  ExitBadInput = 2,    ///< Bad usage, a file that does not compile, no main.
  ExitUnsupported = 3, ///< The program uses something forage cannot run.
  ExitInternal = 4,    ///< forage itself failed (I/O, internal error).
};

/// The exit code of a finished exploration, after telling the user about a
/// failed write or an unsupported construct (the tests found are kept).
int explorationExitCode(const RunSummary &R);

/// `forage run`: its options live in RunCommand.cpp.
llvm::cl::SubCommand &runSubcommand();
/// --jobs (run and reach): the portfolio's worker processes.
unsigned jobsFlag();
bool checkJobs(std::string &Error);
void hideUnrelatedRunOptions();
int runCommand();

/// `forage replay`: ReplayCommand.cpp.
llvm::cl::SubCommand &replaySubcommand();
int replayCommand();

/// `forage reach`: ReachCommand.cpp.
llvm::cl::SubCommand &reachSubcommand();
void hideUnrelatedReachOptions();
int reachCommand();

/// `forage show`: ShowCommand.cpp.
llvm::cl::SubCommand &showSubcommand();
int showCommand();

/// `forage report`: ReportCommand.cpp.
llvm::cl::SubCommand &reportSubcommand();
int reportCommand();

} // namespace forage

#endif
