//===- TestCase.h - a test: the input sequence and what it found -*- C++
//-*-===//
#ifndef FORAGE_SUITE_TESTCASE_H
#define FORAGE_SUITE_TESTCASE_H

#include "expr/Expr.h"
#include "program/BranchDigest.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace forage {

/// One value of the input sequence (docs/architecture.md, decision 3).
struct TestInput {
  enum Format : uint8_t { Signed, Unsigned, Float };
  std::string Name; ///< May be empty.
  std::string Type; ///< C type, e.g. "int", "unsigned char".
  Format Fmt = Signed;
  unsigned Width = 32; ///< Bits.
  u128 Value = 0;
};

/// The name a test gives a value read from a never-assigned variable of an
/// SV-COMP program (docs/uninitialized.md), and the prefix of the type the
/// runtime passes for one. Native builds of the program do not ask for
/// these values and no Test-Comp harness can set them: they are kept in
/// tests.jsonl only, never in a Test-Comp test file.
inline constexpr const char *UninitializedInputName = "forage.uninitialized";
inline constexpr const char *UninitializedTypePrefix = "uninitialized ";

/// Renders an input value as the plain decimal literal Test-Comp expects.
std::string formatInput(const TestInput &In);

struct TestCase {
  uint32_t Id = 0;
  std::vector<TestInput> Inputs;
  std::vector<uint32_t> NewBranches; ///< Branch ids first covered by it.
  bool IsBug = false;
  bool CoversError = false; ///< Reaches reach_error (Test-Comp coversError).
  /// Its path depends on a value read from a never-assigned variable, which
  /// a Test-Comp harness cannot set: kept in tests.jsonl only, with no
  /// Test-Comp test file (docs/uninitialized.md).
  bool NeedsUninitialized = false;
  std::string BugKind, BugMessage, BugLocation;
  double Seconds = 0;     ///< Since the start of the run.
  uint64_t Execution = 0; ///< Which execution produced it.
  /// How the execution ended ("exit", "error", "limit", ...) and, for
  /// "exit", its status.
  std::string End;
  int ExitCode = 0;
  /// What the program printed, when forage captured it (--capture-output).
  std::optional<std::string> Output;
  /// The program's own branch edges its execution took (--trace-branches).
  std::optional<BranchDigest> Branches;
};

} // namespace forage

#endif
