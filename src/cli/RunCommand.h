//===- RunCommand.h - `forage run PROGRAM.c [options]` ----------*- C++ -*-===//
#ifndef FORAGE_CLI_RUNCOMMAND_H
#define FORAGE_CLI_RUNCOMMAND_H

namespace forage {

/// Exit codes of the forage command.
enum ExitCode {
  ExitOk = 0,          ///< Finished; no bug found.
  ExitBugs = 1,        ///< Finished; at least one bug found.
  ExitBadInput = 2,    ///< Bad usage, a file that does not compile, no main.
  ExitUnsupported = 3, ///< The program uses something forage cannot run.
  ExitInternal = 4,    ///< forage itself failed (I/O, internal error).
};

int runCommand(int Argc, char **Argv);

} // namespace forage

#endif
