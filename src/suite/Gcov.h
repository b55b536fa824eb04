//===- Gcov.h - gcov's line and branch coverage -----------------*- C++ -*-===//
#ifndef FORAGE_SUITE_GCOV_H
#define FORAGE_SUITE_GCOV_H

#include <string>
#include <vector>

namespace forage {

/// gcov -b counts for one source file.
struct FileCoverage {
  std::string File;
  unsigned Lines = 0, LinesCovered = 0;
  unsigned Branches = 0;         ///< Branch edges gcc instrumented.
  unsigned BranchesExecuted = 0; ///< Whose condition was evaluated.
  unsigned BranchesTaken = 0;    ///< Taken at least once (Test-Comp's score).
  double branchCoverage() const {
    return Branches ? double(BranchesTaken) / Branches : 0;
  }
  double lineCoverage() const {
    return Lines ? double(LinesCovered) / Lines : 0;
  }
};

/// Runs gcov on the coverage data of Object (compiled from Source) in Dir;
/// returns one entry per file with code (the program file first).
bool runGcov(const std::string &Dir, const std::string &Object,
             const std::string &Source, std::vector<FileCoverage> &Files,
             std::string &Error);

/// Parses gcov's summary ("File 'x'", "Lines executed:50.00% of 4", ...).
std::vector<FileCoverage> parseGcovSummary(const std::string &Text);

} // namespace forage

#endif
