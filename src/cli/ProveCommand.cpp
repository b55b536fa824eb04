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

namespace {
cl::opt<std::string> Engine("engine",
                            cl::desc("Prover: spacer (Horn clauses, Z3's "
                                     "Spacer) | predicates (the CEGAR model "
                                     "checker) | both (default: both)"),
                            cl::init("both"), cl::cat(crabsCategory()),
                            cl::sub(proveSubcommand()));
} // namespace

void forage::hideUnrelatedProveOptions() {
  cl::HideUnrelatedOptions({&programCategory(), &budgetCategory(),
                            &outputCategory(), &crabsCategory()},
                           proveSubcommand());
}

int forage::proveCommand() {
  SessionOptions SO;
  SO.OutInfix = "prove-";
  std::string Error;
  if (Engine != "spacer" && Engine != "predicates" && Engine != "both")
    Error = "--engine must be spacer, predicates or both";
  if (!Error.empty() || !readSharedOptions(SO, Error) ||
      !checkCrabsFlags(Error)) {
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
  Interpreter Interp(S->module(), S->model(), S->exprs(),
                     S->interpreterOptions());
  SolverStats SStats;
  std::unique_ptr<Solver> Solve = createSolverChain(S->solverOptions(), SStats);
  ConcolicOptions CO;
  CO.TimeBudget = SO.TimeBudget;
  CO.MaxMemoryMB = SO.MaxMemoryMB;
  ConcolicDriver Driver(Interp, *Solve, SStats, S->suite(), S->stats(), CO);
  Driver.StopRequested = &interruptFlag();
  llvm::json::Object Json, ChcJson;
  std::string Lines, ChcLines;
  double Start = S->elapsed();
  // Spacer first (half the budget when both run), then the model checker,
  // which takes the atoms of Spacer's invariants as predicates.
  std::vector<InvariantAtom> Atoms;
  bool Seed = Engine == "both" && invariantAtomsFlag() != "none";
  if (Engine != "predicates") {
    S->goals().setTechnique("spacer");
    double Budget = SO.TimeBudget > 0 ? S->remaining() : 1e6;
    runChcEngine(Interp, Driver, Engine == "both" ? Budget / 2 : Budget,
                 S->dir(), ChcJson, ChcLines, Seed ? &Atoms : nullptr);
    S->goals().addTurn(S->elapsed() - Start);
    Start = S->elapsed();
  }
  RunSummary R;
  if (Engine != "spacer") {
    S->goals().setTechnique("model-checker");
    R = runAbstraction(Interp, Driver, SO.TimeBudget, SO.SolverTimeout, true,
                       S->dir(), Json, Lines, Seed ? &Atoms : nullptr);
    S->goals().addTurn(S->elapsed() - Start);
  } else {
    R = Driver.summary();
    R.Seconds = Driver.elapsed();
    R.StopReason = "Horn clauses queried";
  }
  Lines += ChcLines;
  if (llvm::json::Value *V = ChcJson.get("chc"))
    Json["chc"] = std::move(*V);
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
