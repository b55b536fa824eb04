//===- RunFigures.h - stats.json's figures of an exploration ----*- C++ -*-===//
#ifndef FORAGE_SESSION_RUNFIGURES_H
#define FORAGE_SESSION_RUNFIGURES_H

#include "exec/TestRecorder.h"
#include "expr/ExprContext.h"
#include "solver/Solver.h"

#include "llvm/Support/JSON.h"

#include <map>
#include <string>

namespace forage {

/// The figures every exploring technique reports in stats.json: executions,
/// tests, coverage, the interpreter's and the solver's work. SolverKind is
/// the --solver name.
llvm::json::Object runFigures(const RunSummary &R, const ExecStats &ES,
                              const SolverStats &SStats, const ExprContext &Ctx,
                              const std::string &SolverKind);
/// stats.json's "solver" object: who answered what.
llvm::json::Object solverStatsJson(const SolverStats &S,
                                   const std::string &Kind);
/// {"getchar": 3, ...}: native calls by name (those that let outside data
/// in, or all of them).
llvm::json::Object callCountsJson(const std::map<std::string, uint64_t> &Calls);
/// The interpreter's instructions per second of its own time.
double instructionsPerSecond(const ExecStats &ES);

} // namespace forage

#endif
