//===- RunFigures.h - stats.json's figures of an exploration ----*- C++ -*-===//
#ifndef FORAGE_SESSION_RUNFIGURES_H
#define FORAGE_SESSION_RUNFIGURES_H

#include "exec/TestRecorder.h"
#include "expr/ExprContext.h"
#include "solver/Solver.h"

#include "llvm/Support/JSON.h"

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
/// {"getchar": 3, ...}: the native calls that let outside data in.
llvm::json::Object externalDataJson(const ExecStats &ES);
/// The interpreter's instructions per second of its own time.
double instructionsPerSecond(const ExecStats &ES);

} // namespace forage

#endif
