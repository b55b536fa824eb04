//===- SolverFlags.h - `forage run`'s solver options ------------*- C++ -*-===//
#ifndef FORAGE_CLI_SOLVERFLAGS_H
#define FORAGE_CLI_SOLVERFLAGS_H

#include "exec/Interpreter.h"
#include "solver/SolverChain.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace forage {

llvm::cl::OptionCategory &solverCategory();
/// False, with a message for the user, if a solver option is invalid.
bool checkSolverFlags(std::string &Error);
/// --solver, --solver-rlimit, --cw-*, --opaque and --concretize-nonlinear
/// into the options.
void applySolverFlags(SolverOptions &SO, InterpreterOptions &IO, uint64_t Seed);
/// The --solver name, for stats.json.
std::string solverName();

} // namespace forage

#endif
