//===- ProveCommand.cpp - `forage prove PROGRAM [options]` ----------------===//
//
// Seed 003's model checker alone (Crabs at --mc-ratio 1): every goal ends
// covered by a model-checker test the interpreter replayed, proved
// unreachable, or open.
//
//===----------------------------------------------------------------------===//
#include "cli/CrabsFlags.h"
#include "cli/RunCommand.h"
#include "cli/SharedOptions.h"
#include "cli/Summary.h"
#include "solver/SolverChain.h"
#include "support/Log.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace forage;
namespace cl = llvm::cl;

void forage::hideUnrelatedProveOptions() {
  cl::HideUnrelatedOptions({&programCategory(), &budgetCategory(),
                            &outputCategory(), &crabsCategory()},
                           proveSubcommand());
}

int forage::proveCommand() {
  SessionOptions SO;
  SO.OutInfix = "prove-";
  std::string Error;
  if (!readSharedOptions(SO, Error) || !checkCrabsFlags(Error)) {
    llvm::errs() << "forage: error: " << Error << "\n";
    return ExitBadInput;
  }
  if (quietFlag())
    log::setLevel(log::Level::Quiet);
  int Exit = ExitOk;
  std::unique_ptr<Session> S = openSession(SO, Exit);
  if (!S)
    return Exit;
  S->StopRequested = &interruptFlag();
  S->goals().setTechnique("model-checker");
  Interpreter Interp(S->module(), S->model(), S->exprs(),
                     S->interpreterOptions());
  SolverStats SStats;
  std::unique_ptr<Solver> Solve = createSolverChain(S->solverOptions(), SStats);
  ConcolicOptions CO;
  CO.TimeBudget = SO.TimeBudget;
  CO.MaxMemoryMB = SO.MaxMemoryMB;
  ConcolicDriver Driver(Interp, *Solve, SStats, S->suite(), S->stats(), CO);
  Driver.StopRequested = &interruptFlag();
  llvm::json::Object Json;
  std::string Lines;
  double Start = S->elapsed();
  RunSummary R = runAbstraction(Interp, Driver, SO.TimeBudget, SO.SolverTimeout,
                                true, S->dir(), Json, Lines);
  S->goals().addTurn(S->elapsed() - Start);
  Json["seconds"] = R.Seconds;
  Json["tests"] = static_cast<int64_t>(R.Tests);
  S->finish(std::move(Json));
  llvm::raw_ostream &OS = llvm::outs();
  OS << "forage: " << S->program() << " model-checked in "
     << llvm::format("%.2f", R.Seconds) << " s (" << R.StopReason << ")\n";
  OS << "  tests:        " << R.Tests << " in " << S->dir() << "\n";
  OS << Lines;
  printBugs(OS, R.Bugs);
  if (!S->environmentSymbolic() && !SO.CommandLine.empty())
    OS << "  proofs hold:  " << S->scope() << "\n";
  OS.flush();
  return explorationExitCode(R);
}
