//===- NativeBuild.h - the program built natively for replay ----*- C++ -*-===//
//
// Two gcc builds of the program, each linked with the replay harness (the
// runtime's input APIs over primitives that read a test's values): one with
// --coverage for gcov's branch coverage, one with ASan and UBSan to confirm
// claimed bugs. Both use -finstrument-functions so that calls of
// reach_error are seen; both are position-independent, as gcc builds them
// by default (and TestCov with it).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_NATIVEBUILD_H
#define FORAGE_SUITE_NATIVEBUILD_H

#include <string>
#include <utility>
#include <vector>

namespace forage {

struct NativeBuildOptions {
  std::string Program; ///< The C file.
  /// All of the program's C files (Program among them); empty: Program.
  std::vector<std::string> Sources;
  std::vector<std::string> Flags; ///< -I and -D flags for every file.
  std::string Dir;                ///< Where to build (created).
  bool Arch32 = false;            ///< gcc -m32.
  bool Sanitizers = true;         ///< Also build the ASan/UBSan binary.
};

struct NativeBuild {
  std::string CoverageExe, SanitizerExe; ///< SanitizerExe may be empty.
  std::string CoverageObject;            ///< program.o, for gcov -o.
  std::string ProgramPath;               ///< Absolute path compiled.
  /// Every file compiled with --coverage and its object (the first pair
  /// is ProgramPath and CoverageObject).
  std::vector<std::pair<std::string, std::string>> Covered;
  /// Where reach_error/__VERIFIER_error lie in each binary relative to the
  /// harness's __cyg_profile_func_enter (hex), as the harness reads them
  /// from FORAGE_ERROR_FUNCTIONS.
  std::string CoverageErrorFns, SanitizerErrorFns;
};

/// Builds; on failure returns false with gcc's output in Error.
bool buildNative(const NativeBuildOptions &Opts, NativeBuild &Out,
                 std::string &Error);

/// Where the harness sources live (fixed at build time; FORAGE_RUNTIME_SRC
/// overrides).
std::string runtimeSourceDir();

} // namespace forage

#endif
