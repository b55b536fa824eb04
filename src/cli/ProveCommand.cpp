//===- ProveCommand.cpp - `forage prove PROGRAM.c [options]` --------------===//
//
// Seed 003's model checker alone (Crabs at --mc-ratio 1): every goal ends
// covered by a model-checker test the interpreter replayed, proved
// unreachable, or open.
//
//===----------------------------------------------------------------------===//
#include "cli/CrabsFlags.h"
#include "cli/RunCommand.h"
#include "frontend/Frontend.h"
#include "solver/SolverChain.h"
#include "suite/SuiteWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

using namespace forage;
namespace cl = llvm::cl;

namespace {
cl::SubCommand &ProveSub = proveSubcommand();
cl::OptionCategory ProveCat("Prove");
cl::opt<std::string> Program(cl::Positional, cl::desc("PROGRAM.c"),
                             cl::Required, cl::cat(ProveCat),
                             cl::sub(ProveSub));
cl::opt<double> TimeBudget("time",
                           cl::desc("Time budget in seconds; refinement "
                                    "stops there and the ARG is completed "
                                    "(default: 60)"),
                           cl::init(60), cl::cat(ProveCat), cl::sub(ProveSub));
cl::opt<std::string> OutDir("out",
                            cl::desc("Output directory (default: "
                                     "forage-out/<program>-prove-<n>)"),
                            cl::cat(ProveCat), cl::sub(ProveSub));
cl::opt<unsigned> Arch("arch",
                       cl::desc("Data model: 64 (LP64) or 32 (ILP32) "
                                "(default: 64)"),
                       cl::init(64), cl::cat(ProveCat), cl::sub(ProveSub));
cl::list<std::string> CompileFlags("compile-flag",
                                   cl::desc("Extra flag for clang "
                                            "(repeatable)"),
                                   cl::cat(ProveCat), cl::sub(ProveSub));
cl::opt<std::string> Engine("engine",
                            cl::desc("Prover: spacer (Horn clauses, Z3's "
                                     "Spacer) | predicates (the CEGAR model "
                                     "checker) | both (default: both)"),
                            cl::init("both"), cl::cat(ProveCat),
                            cl::sub(ProveSub));
} // namespace

int forage::proveCommand() {
  if (Engine != "spacer" && Engine != "predicates" && Engine != "both") {
    llvm::errs() << "forage: error: --engine must be spacer, predicates or "
                    "both\n";
    return ExitBadInput;
  }
  std::string Error;
  if (!checkCrabsFlags(Error) || (Arch != 32 && Arch != 64)) {
    llvm::errs() << "forage: error: "
                 << (Error.empty() ? "--arch must be 32 or 64" : Error) << "\n";
    return ExitBadInput;
  }
  FrontendOptions FO;
  FO.Arch32 = Arch == 32;
  FO.ExtraFlags.assign(CompileFlags.begin(), CompileFlags.end());
  FrontendResult FR;
  if (int Exit; !compileForCommand(Program, FO, FR, Exit))
    return Exit;
  std::string Dir = OutDir;
  for (unsigned N = 1; Dir.empty(); ++N) {
    std::string D = "forage-out/" + llvm::sys::path::stem(Program).str() +
                    "-prove-" + std::to_string(N);
    if (!llvm::sys::fs::exists(D))
      Dir = D;
  }
  SuiteMetadata Meta;
  Meta.ProgramFile = Program;
  Meta.ProgramHash = sha256OfFile(Program);
  Meta.Arch32 = Arch == 32;
  SuiteWriter Suite(Dir, Meta);
  if (!Suite.error().empty()) {
    llvm::errs() << "forage: error: " << Suite.error() << "\n";
    return ExitInternal;
  }
  StatsWriter Stats(Dir + "/stats.json");
  ProgramModel PM(*FR.Module, FR.UserFunctions);
  ExprContext Ctx;
  InterpreterOptions IO;
  IO.Arch32 = Arch == 32;
  Interpreter Interp(*FR.Module, PM, Ctx, IO);
  SolverStats SStats;
  SolverOptions SO;
  std::unique_ptr<Solver> Solve = createSolverChain(SO, SStats);
  ConcolicOptions CO;
  CO.TimeBudget = TimeBudget;
  ConcolicDriver Driver(Interp, *Solve, SStats, Suite, Stats, CO);
  if (!std::freopen("/dev/null", "r", stdin))
    llvm::errs() << "forage: warning: cannot redirect stdin\n";
  llvm::json::Object Json, ChcJson;
  std::string Lines, ChcLines;
  // Spacer first (half the budget when both run), then the model checker.
  if (Engine != "predicates")
    runChcEngine(Interp, Driver,
                 Engine == "both" ? TimeBudget / 2 : TimeBudget, Dir, ChcJson,
                 ChcLines);
  RunSummary R;
  if (Engine != "spacer") {
    R = runAbstraction(Interp, Driver, TimeBudget, true, Dir, Json, Lines);
  } else {
    R = Driver.summary();
    R.Seconds = Driver.elapsed();
    R.StopReason = "Horn clauses queried";
  }
  Lines += ChcLines;
  if (llvm::json::Value *V = ChcJson.get("chc"))
    Json["chc"] = std::move(*V);
  Json["status"] = "done";
  Json["program"] = std::string(Program);
  Json["seconds"] = R.Seconds;
  Json["tests"] = static_cast<int64_t>(R.Tests);
  Stats.flush(std::move(Json));
  llvm::raw_ostream &OS = llvm::outs();
  OS << "forage: " << Program << " model-checked in "
     << llvm::format("%.2f", R.Seconds) << " s (" << R.StopReason << ")\n";
  OS << "  tests:        " << R.Tests << " in " << Dir << "\n";
  OS << Lines;
  for (const BugReport &B : R.Bugs)
    OS << "  bug: " << B.Kind << " at " << B.Location << " (test "
       << llvm::format("%05u", B.Test) << "): " << B.Message << "\n";
  OS.flush();
  return R.Bugs.empty() ? ExitOk : ExitBugs;
}
