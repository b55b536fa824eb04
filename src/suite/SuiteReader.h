//===- SuiteReader.h - read a Test-Comp test suite --------------*- C++ -*-===//
//
// Reads any Test-Comp suite (docs/test-format.md) — forage's own or
// another tool's — from a directory or a zip: metadata.xml and every test
// case file, in name order. For forage's suites, tests.jsonl adds the bug
// each test claims.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_SUITEREADER_H
#define FORAGE_SUITE_SUITEREADER_H

#include "suite/Environment.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace forage {

struct SuiteTest {
  std::string File;                ///< File name inside the suite.
  std::vector<std::string> Values; ///< The <input> texts, in order.
  bool CoversError = false;        ///< coversError="true".
  std::string ClaimedBug;          ///< Bug kind the producer claims, or empty.
  std::string ClaimedLocation;
  /// argv, stdin and files, for a program run with --sym-arg & co.; Values
  /// then holds only the inputs the program asked for itself.
  std::optional<TestEnvironment> Env;
};

struct SuiteOnDisk {
  std::string Dir; ///< Where the files are (extracted, for a zip).
  std::string Producer, Specification, ProgramFile, ProgramHash;
  std::string EntryFunction = "main";
  bool Arch32 = false;
  /// From forage's program.json: every file of the program and the flags
  /// to compile them with (empty for other tools' suites).
  std::vector<std::string> Sources, CompileFlags;
  std::vector<SuiteTest> Tests;
};

/// Calls Fn on each test line of DIR/tests.jsonl (a JSON object with a
/// "file"; proof lines have none), in order; false if the file cannot be
/// read.
bool forEachTestLine(const std::string &Dir,
                     llvm::function_ref<void(const llvm::json::Object &)> Fn);

/// Reads the suite at Path (a directory or a .zip). On failure returns
/// nullopt and says why in Error.
std::optional<SuiteOnDisk> readSuite(const std::string &Path,
                                     std::string &Error);

} // namespace forage

#endif
