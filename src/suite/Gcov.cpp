//===- Gcov.cpp - gcov's line and branch coverage -------------------------===//
#include "suite/Gcov.h"
#include "support/Process.h"

#include <cmath>
#include <cstdio>
#include <sstream>

using namespace forage;

/// "Branches executed:50.00% of 4" -> (2, 4).
static bool parseRatio(const std::string &Line, const char *Prefix,
                       unsigned &Hit, unsigned &Total) {
  if (Line.rfind(Prefix, 0) != 0)
    return false;
  double Percent = 0;
  unsigned N = 0;
  if (std::sscanf(Line.c_str() + std::string(Prefix).size(), "%lf%% of %u",
                  &Percent, &N) != 2)
    return false;
  Total = N;
  Hit = static_cast<unsigned>(std::lround(Percent * N / 100.0));
  return true;
}

std::vector<FileCoverage> forage::parseGcovSummary(const std::string &Text) {
  std::vector<FileCoverage> Files;
  std::istringstream In(Text);
  std::string Line;
  FileCoverage *Cur = nullptr;
  while (std::getline(In, Line)) {
    if (Line.rfind("File '", 0) == 0) {
      Files.push_back({});
      Cur = &Files.back();
      Cur->File = Line.substr(6, Line.size() - 7);
      continue;
    }
    if (!Cur)
      continue;
    unsigned Dummy;
    if (parseRatio(Line, "Lines executed:", Cur->LinesCovered, Cur->Lines) ||
        parseRatio(Line, "Branches executed:", Cur->BranchesExecuted,
                   Cur->Branches) ||
        parseRatio(Line, "Taken at least once:", Cur->BranchesTaken, Dummy))
      continue;
    if (Line.rfind("No executable lines", 0) == 0 ||
        Line.rfind("No branches", 0) == 0)
      continue;
    if (Line.empty())
      Cur = nullptr;
  }
  return Files;
}

bool forage::runGcov(const std::string &Dir, const std::string &Object,
                     const std::string &Source,
                     std::vector<FileCoverage> &Files, std::string &Error) {
  std::string Out;
  if (!runAndCapture({"gcov", "-b", "-n", "-o", Object, Source}, Out, Dir)) {
    Error = "gcov failed:\n" + Out;
    return false;
  }
  Files = parseGcovSummary(Out);
  // The program's own file first: Test-Comp scores that file only.
  for (size_t K = 0; K < Files.size(); ++K)
    if (Files[K].File == Source) {
      std::swap(Files[0], Files[K]);
      break;
    }
  return true;
}
