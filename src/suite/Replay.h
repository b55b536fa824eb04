//===- Replay.h - run a suite natively and measure it with gcov -*- C++ -*-===//
//
// The number forage reports (docs/architecture.md, decision 11): every test of
// a Test-Comp suite is run against a native gcc --coverage build of the
// program, then gcov counts the branches taken; tests that claim a bug are also
// run against an ASan/UBSan build to see whether the bug really happens.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_REPLAY_H
#define FORAGE_SUITE_REPLAY_H

#include "suite/Gcov.h"

#include <optional>
#include <string>
#include <vector>

namespace forage {

struct ReplayOptions {
  std::string Suite;    ///< Directory or .zip.
  std::string Program;  ///< Overrides the suite's programfile.
  std::string BuildDir; ///< Default: <suite>/replay (or a temp dir for a zip).
  double TestTimeout = 3; ///< Seconds per test, as TestCov.
  bool Sanitizers = true;
  /// Measure gcov after every test: the suite's coverage as it grew.
  bool Curve = false;
  /// A native executable built with --coverage to replay against, in place
  /// of building the program (a suite of bitcode: ExeReplay.h).
  std::string Exe;
  /// Where its .gcda files are written (default: Exe's directory).
  std::string GcovRoot;
};

struct TestOutcome {
  std::string File;
  int ExitCode = -1;
  int Signal = 0;
  bool TimedOut = false;
  bool InputsExhausted = false;  ///< The test had fewer values than calls.
  std::string Claimed;           ///< Bug kind the producer claims.
  std::string Observed;          ///< Bug kind seen natively, if any.
  std::optional<bool> Confirmed; ///< Set for tests that claim a bug.
  /// With ReplayOptions::Curve: gcov's branches taken in the program's
  /// file by this test and every one before it.
  std::optional<unsigned> CumulativeBranchesTaken;
};

struct ReplayResult {
  std::string Program, Producer;
  bool Arch32 = false;
  bool HashMatches = true;
  std::vector<TestOutcome> Tests;
  std::vector<FileCoverage> Files; ///< The program's file first.
  std::vector<std::string> Warnings;
  unsigned claimsConfirmed() const;
  unsigned claimsRefuted() const;
};

/// Replays the suite; false with Error on a problem that stops it (the
/// suite cannot be read, the program is missing or does not build).
bool replaySuite(const ReplayOptions &Opts, ReplayResult &R,
                 std::string &Error);

/// The bug kind a native run shows, from its status and sanitizer output
/// (empty if none): reach-error, out-of-bounds, use-after-free, ...
std::string classifyNativeRun(int ExitCode, int Signal,
                              const std::string &Stderr);

struct TestEnvironment;
struct ProcessOptions;
/// A test's command line, stdin and symbolic files for a native run of
/// Argv[0]: the files written into an empty working directory under Dir,
/// stdin from a file, an empty environment.
bool prepareTestEnvironment(const TestEnvironment &Env, const std::string &Dir,
                            std::vector<std::string> &Argv, ProcessOptions &PO,
                            std::string &Error);

std::string replayJson(const ReplayResult &R);
std::string replayTable(const ReplayResult &R);

} // namespace forage

#endif
