//===- Summary.h - the lines every command's summary shares -----*- C++ -*-===//
#ifndef FORAGE_CLI_SUMMARY_H
#define FORAGE_CLI_SUMMARY_H

#include "exec/TestRecorder.h"
#include "session/Session.h"

#include "llvm/Support/raw_ostream.h"

namespace forage {

/// "  bug: KIND at LOC (test N): MESSAGE", one per bug.
void printBugs(llvm::raw_ostream &OS, const std::vector<BugReport> &Bugs);
/// The solver, instructions, lossy-data and notes lines.
void printWork(llvm::raw_ostream &OS, const RunSummary &R, const ExecStats &ES,
               const SolverStats &SStats);
/// One line per technique that took a turn: time, goals covered and
/// proved, errors reached, tests (GoalMap's tallies).
void printTechniques(llvm::raw_ostream &OS, const GoalMap &G);
/// The error calls and what settled each, with the session's scope for
/// proofs ("unreachable with no arguments, ...").
void printErrorCalls(llvm::raw_ostream &OS, const Session &S);
/// The `forage replay` of the suite, as `run --replay` prints it.
void printReplay(llvm::raw_ostream &OS, const Session &S, size_t Bugs);

} // namespace forage

#endif
