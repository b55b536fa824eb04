//===- ExeReplay.h - replay against a native build of the user's ---*- C++
//-*-===//
//
// A suite of a program forage analysed as bitcode (forage-cc's EXE.bc, a
// real program's whole-program module) cannot be rebuilt from its sources
// by replay: its build is the program's own. `forage replay OUT --exe EXE`
// runs each test's command line, stdin and files against EXE, the program
// built natively with --coverage, and gcov then reads the counts under the
// build's directory: line and branch coverage of the program's own sources.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_EXEREPLAY_H
#define FORAGE_SUITE_EXEREPLAY_H

#include "suite/Replay.h"
#include "suite/SuiteReader.h"

#include <string>
#include <vector>

namespace forage {

/// Replays Suite against Opts.Exe; gcov's figures over every .gcda in
/// EXE's directory (its own sources), or under Opts.GcovRoot and its
/// subdirectories if given, the sum first.
bool replayAgainstExe(const ReplayOptions &Opts, const SuiteOnDisk &Suite,
                      ReplayResult &R, std::string &Error);

/// Sums per-file gcov figures into one entry named Name: each source file
/// counted once (the entry with most lines covered, as a header included by
/// several objects appears once per object), system headers left out.
FileCoverage sumCoverage(const std::vector<FileCoverage> &Files,
                         const std::string &Name);

} // namespace forage

#endif
