//===- SuiteWriter.h - Test-Comp test suite, written as found ---*- C++ -*-===//
//
// docs/test-format.md: metadata.xml plus one XML file per test with
// one <input> per value, in order. Alongside, tests.jsonl gets one JSON
// object per test. Every file is written atomically the moment the test is
// found, so a run killed at any instant leaves a valid suite.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_SUITEWRITER_H
#define FORAGE_SUITE_SUITEWRITER_H

#include "suite/Environment.h"
#include "suite/GoalMap.h"
#include "suite/TestCase.h"

#include <string>

namespace forage {

struct SuiteMetadata {
  std::string ProgramFile; ///< As given by the user.
  std::string ProgramHash; ///< SHA-256 of the file, lower-case hex.
  std::string EntryFunction = "main";
  bool Arch32 = false;
  bool CoverError = false; ///< Cover-Error instead of Cover-Branches.
  std::string Producer = "forage 0.1";
  /// Every file of the program (ProgramFile is the first) and the flags
  /// they were compiled with, for the native replay (program.json).
  std::vector<std::string> Sources;
  std::vector<std::string> CompileFlags;
  /// The program's command line (--sym-arg & co. and concrete arguments)
  /// and its argv[0]; each test then records its environment.
  std::vector<std::string> CommandLine;
  std::string Argv0 = "program";
};

/// SHA-256 of a file's bytes as lower-case hex; empty if unreadable.
std::string sha256OfFile(const std::string &Path);

class SuiteWriter {
public:
  /// Creates Dir (and parents) and writes metadata.xml. Error() tells
  /// whether that worked.
  SuiteWriter(std::string Dir, const SuiteMetadata &Meta);
  ~SuiteWriter();
  SuiteWriter(const SuiteWriter &) = delete;
  SuiteWriter &operator=(const SuiteWriter &) = delete;

  const std::string &error() const { return Error; }
  const std::string &dir() const { return Dir; }
  /// Whether tests carry a symbolic environment (--sym-args, --sym-stdin,
  /// --sym-files): their inputs also build argv, stdin and files.
  bool symbolicEnvironment() const { return !Env.empty(); }
  /// Writes test-NNNNN.xml and appends to tests.jsonl; false on I/O error.
  bool write(const TestCase &T);

  /// Appends Line and a newline to Dir/tests.jsonl with one write(2) on an
  /// O_APPEND file, so a killed run leaves whole lines only; false on error.
  static bool appendJsonLine(const std::string &Dir, const std::string &Line);

  /// The session's goal map, shared by every technique that writes tests
  /// here (null when the suite has none: each recorder then keeps its own).
  void attachGoals(GoalMap *G) { Goals = G; }
  GoalMap *goals() const { return Goals; }

  static std::string metadataXml(const SuiteMetadata &Meta);
  static std::string testXml(const TestCase &T);
  static std::string testJson(const TestCase &T,
                              const TestEnvironment *Env = nullptr);
  /// program.json: how to build and run the program natively.
  static std::string programJson(const SuiteMetadata &Meta);

private:
  std::string Dir;
  std::string Error;
  /// Opened before the program runs, so that whatever its native calls do
  /// to the process's descriptors, tests are still written: the directory,
  /// tests.jsonl (appended to), and a spare descriptor given up for the
  /// moment a test file is written if no other is free.
  int DirFd = -1, JsonFd = -1, SpareFd = -1;
  EnvSpec Env;
  std::string Argv0;
  GoalMap *Goals = nullptr;
};

} // namespace forage

#endif
