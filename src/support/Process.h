//===- Process.h - run a child process with a time limit --------*- C++ -*-===//
#ifndef FORAGE_SUPPORT_PROCESS_H
#define FORAGE_SUPPORT_PROCESS_H

#include <string>
#include <utility>
#include <vector>

namespace forage {

struct ProcessResult {
  bool Started = false; ///< False if the program could not be executed.
  bool TimedOut = false;
  int ExitCode = -1; ///< When it exited normally.
  int Signal = 0;    ///< When a signal ended it (0 otherwise).
  std::string Error; ///< Why it could not be started.
};

struct ProcessOptions {
  std::vector<std::pair<std::string, std::string>> Env; ///< Added to ours.
  std::string StdinFile;                                ///< /dev/null if empty.
  std::string StdoutFile;                               ///< /dev/null if empty.
  std::string StderrFile;    ///< /dev/null if empty; may equal StdoutFile.
  std::string WorkDir;       ///< Current directory of the child, if set.
  double TimeoutSeconds = 0; ///< 0 = none; the child's group is killed.
  bool ClearEnv = false;     ///< The child gets Env only, not ours.
  /// The child's argv[0], if set (Argv[0] is then only the file run).
  std::string Argv0;
};

/// Runs Argv[0] (found on PATH) and waits for it.
ProcessResult runProcess(const std::vector<std::string> &Argv,
                         const ProcessOptions &Opts);

/// Runs Argv and returns its stdout and stderr together in Output; true iff
/// it exited with status 0.
bool runAndCapture(const std::vector<std::string> &Argv, std::string &Output,
                   const std::string &WorkDir = "");

} // namespace forage

#endif
