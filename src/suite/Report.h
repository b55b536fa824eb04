//===- Report.h - the HTML report of a forage run ---------------*- C++ -*-===//
//
// `forage report OUTDIR`: an index page with the run's figures (internal and
// gcov coverage), the bugs with their replay verdicts and a coverage-over-time
// plot, linked to gcovr's annotated source (branches covered and not).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_REPORT_H
#define FORAGE_SUITE_REPORT_H

#include "suite/Replay.h"

#include <string>
#include <vector>

namespace forage {

struct ReportOptions {
  std::string OutDir;  ///< forage's output directory.
  std::string Program; ///< Overrides the suite's programfile.
  std::string Exe;     ///< A native --coverage build to replay against.
};

/// Replays the suite, then writes OUTDIR/report/index.html and its parts.
/// Problems that only cost a part (no matplotlib, no gcovr) become
/// Warnings; false with Error when no report can be made.
bool writeReport(const ReportOptions &Opts, std::string &IndexPath,
                 std::vector<std::string> &Warnings, std::string &Error);

} // namespace forage

#endif
