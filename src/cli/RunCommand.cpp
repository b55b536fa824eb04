//===- RunCommand.cpp - `forage run PROGRAM... [options]` -----------------===//
//
// The default runs the portfolio (portfolio/DefaultPortfolio.h): every
// technique on one budget and one goal map. --strategy, --mode symbolic and
// --abstraction run one technique alone, for experiments.
//
//===----------------------------------------------------------------------===//
#include "cli/RunCommand.h"
#include "cli/CrabsFlags.h"
#include "cli/SharedOptions.h"
#include "cli/SolverFlags.h"
#include "cli/Summary.h"
#include "cli/SymbolicFlags.h"
#include "exec/Interpreter.h"
#include "explore/concolic/ConcolicDriver.h"
#include "portfolio/DefaultPortfolio.h"
#include "portfolio/Jobs.h"
#include "session/RunFigures.h"
#include "solver/SolverChain.h"
#include "suite/Environment.h"
#include "suite/TracedModule.h"
#include "support/Log.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

using namespace forage;
namespace cl = llvm::cl;

namespace {

cl::SubCommand &RunSub = runSubcommand();
cl::OptionCategory SearchCat("Search");
cl::OptionCategory LimitCat("Execution limits");
cl::OptionCategory RunOutputCat("Tests");

cl::opt<std::string> StrategyName(
    "strategy",
    cl::desc("Run the concolic search alone with this strategy: hybrid "
             "(cfg, random-branch and generational taking turns) | cfg | "
             "random-branch | generational | uniform-random | dfs | "
             "bounded-dfs | crest-dfs | random-input (default: the portfolio "
             "of every "
             "technique, whose concolic search is hybrid)"),
    cl::init("hybrid"), cl::cat(SearchCat), cl::sub(RunSub));
cl::opt<unsigned> Depth("depth",
                        cl::desc("Forced branches per start for bounded-dfs, "
                                 "per level for crest-dfs (default: 10)"),
                        cl::init(10), cl::cat(SearchCat), cl::sub(RunSub));
cl::opt<unsigned> RestartAfter(
    "restart-after",
    cl::desc("random-branch, cfg, hybrid: restart on fresh random inputs "
             "after N iterations without new coverage (default: 0, never)"),
    cl::init(0), cl::cat(SearchCat), cl::sub(RunSub));
cl::opt<bool> CfgReturnEdges(
    "cfg-return-edges",
    cl::desc("cfg, hybrid: let static paths return from calls (edges from "
             "a callee's returns to what follows each call; the paper's "
             "graph has none) (default: off)"),
    cl::cat(SearchCat), cl::sub(RunSub));
cl::opt<std::string> Initial("initial",
                             cl::desc("Initial input: zero | random "
                                      "(default: zero)"),
                             cl::init("zero"), cl::cat(SearchCat),
                             cl::sub(RunSub));
cl::opt<uint64_t> MaxInstructions(
    "max-instructions",
    cl::desc("Instructions per execution before it is cut off as a likely "
             "infinite loop (default: 8 times the longest execution that "
             "ended, at least 50000000; 400000000 until one has ended)"),
    cl::init(50'000'000), cl::cat(LimitCat), cl::sub(RunSub));
cl::opt<unsigned>
    MaxDepth("max-depth",
             cl::desc("Symbolic decisions per execution before it is cut off "
                      "(default: 100000)"),
             cl::init(100'000), cl::cat(LimitCat), cl::sub(RunSub));
cl::opt<unsigned> MaxInput("max-input",
                           cl::desc("Symbolic input values per execution; "
                                    "later ones are concrete (default: "
                                    "100000)"),
                           cl::init(100'000), cl::cat(LimitCat),
                           cl::sub(RunSub));
cl::opt<unsigned> MaxSymbolicArray(
    "max-symbolic-array",
    cl::desc("Largest object (bytes) read at a symbolic offset through an "
             "array term; bigger ones pin the offset (default: 4096)"),
    cl::init(4096), cl::cat(LimitCat), cl::sub(RunSub));
cl::opt<bool> AllTests("all-tests",
                       cl::desc("Write a test for every execution, not only "
                                "for those that cover something new or find a "
                                "bug (default: off)"),
                       cl::cat(RunOutputCat), cl::sub(RunSub));
cl::opt<bool> Replay("replay",
                     cl::desc("At the end, replay the suite natively and "
                              "report gcov's coverage (default: off)"),
                     cl::cat(RunOutputCat), cl::sub(RunSub));
cl::opt<bool> CaptureOutput(
    "capture-output",
    cl::desc("Record what each test's execution printed in tests.jsonl "
             "(\"output\"), for differential testing against native runs "
             "(default: off)"),
    cl::cat(RunOutputCat), cl::sub(RunSub));
// Differential testing against native runs (docs/difftest.md).
cl::opt<bool> TraceBranches(
    "trace-branches",
    cl::desc("Record in tests.jsonl (\"branches\": count and hash) the "
             "sequence of the program's branch edges each test's execution "
             "took (default: off)"),
    cl::Hidden, cl::cat(RunOutputCat), cl::sub(RunSub));
cl::opt<std::string> TracedModulePath(
    "traced-module",
    cl::desc("Write the program's module, instrumented to record that "
             "sequence in a native build, to this bitcode file"),
    cl::Hidden, cl::cat(RunOutputCat), cl::sub(RunSub));
cl::opt<bool> ProgramOutput("program-output",
                            cl::desc("Let the program's printf & co. write "
                                     "(default: discarded)"),
                            cl::cat(RunOutputCat), cl::sub(RunSub));

cl::opt<double> Quantum(
    "portfolio-quantum",
    cl::desc("The portfolio's full turn in seconds under --time (and for "
             "the model checker and reach always) (default: 0: --time/20 "
             "within [0.5, 10], 2 without --time)"),
    cl::init(0), cl::cat(SearchCat), cl::sub(RunSub));
cl::opt<unsigned> Jobs(
    "jobs",
    cl::desc("Run the portfolio's techniques in this many processes on one "
             "goal map and one suite (worker 0: the concolic search and the "
             "provers; 1: the climb, reach, forking symbolic execution and "
             "sampling; 2 and up: more concolic searches with other seeds); "
             "each gets its share of --max-memory; a run with more than one "
             "is not reproducible test for test (default: 1)"),
    cl::init(1), cl::cat(budgetCategory()), cl::sub(RunSub),
    cl::sub(reachSubcommand()));
cl::opt<uint64_t> QuantumExecutions(
    "portfolio-executions",
    cl::desc("The portfolio's full turn in executions without --time "
             "(default: 100)"),
    cl::init(100), cl::cat(SearchCat), cl::sub(RunSub));

} // namespace

llvm::cl::SubCommand &forage::runSubcommand() {
  // A function-local static: SolverFlags.cpp registers options on it from
  // another translation unit.
  static cl::SubCommand Sub(
      "run", "explore the program with every technique (or one) and write a "
             "Test-Comp test suite");
  return Sub;
}

void forage::hideUnrelatedRunOptions() {
  cl::HideUnrelatedOptions({&programCategory(), &budgetCategory(),
                            &outputCategory(), &SearchCat, &LimitCat,
                            &RunOutputCat, &solverCategory(),
                            &symbolicCategory(), &crabsCategory()},
                           RunSub);
}

unsigned forage::jobsFlag() { return Jobs; }

bool forage::checkJobs(std::string &Error) {
  if (Jobs >= 1 && Jobs <= 64)
    return true;
  Error = "--jobs must be between 1 and 64";
  return false;
}

namespace {

bool checkRunOptions(std::string &Error) {
  if (llvm::none_of(ConcolicDriver::StrategyNames,
                    [](const char *N) { return StrategyName == N; })) {
    Error = "unknown --strategy '" + StrategyName + "'; choose one of";
    for (const char *N : ConcolicDriver::StrategyNames)
      Error += std::string(" ") + N;
    return false;
  }
  if (Initial != "zero" && Initial != "random") {
    Error = "--initial must be zero or random";
    return false;
  }
  if (!checkJobs(Error))
    return false;
  if (Jobs > 1 && (symbolicMode() || abstractionMode() ||
                   StrategyName.getNumOccurrences())) {
    Error = "--jobs runs the portfolio's techniques side by side; drop "
            "--strategy, --mode symbolic or --abstraction to use it";
    return false;
  }
  return checkSolverFlags(Error) && checkSymbolicFlags(Error) &&
         checkCrabsFlags(Error);
}

/// The run's end: stats.json's figures and the summary every way of
/// running prints. Extra are lines of the technique's own.
int finishRun(Session &S, const std::string &Method, const RunSummary &R,
              const ExecStats &ES, const SolverStats &SStats,
              llvm::json::Object Figures, const std::string &Extra) {
  Figures["seconds"] = S.elapsed();
  S.finish(std::move(Figures));
  const GoalMap &G = S.goals();
  llvm::raw_ostream &OS = llvm::outs();
  OS << "forage: " << S.program() << " explored with " << Method << " in "
     << llvm::format("%.2f", S.elapsed()) << " s (" << R.StopReason << ")\n";
  OS << "  executions:   " << R.Executions << "\n";
  OS << "  paths:        " << R.Paths << "\n";
  OS << "  tests:        " << G.numTests() << " in " << S.dir() << "\n";
  OS << "  branches:     " << G.coverage().numCovered() << "/"
     << G.coverage().numGoals() << " covered (internal count)\n";
  OS << Extra;
  OS << "  bugs:         " << R.Bugs.size() << "\n";
  printBugs(OS, R.Bugs);
  printWork(OS, R, ES, SStats);
  OS << environmentHint(S.environment(), mainReadsArguments(S.module()),
                        ES.ExternalSources);
  if (Replay)
    printReplay(OS, S, R.Bugs.size());
  OS.flush();
  // Everything is written (tests as they came, stats.json just now): the
  // destructors left would only free memory, and Z3's contexts took up to
  // 58 s for it after a 120 s run (gzip), past --time.
  llvm::errs().flush();
  std::fflush(nullptr);
  std::_Exit(explorationExitCode(R));
}

ConcolicOptions concolicOptions(const Session &S) {
  const SessionOptions &SO = S.options();
  ConcolicOptions CO;
  CO.Strategy = StrategyName;
  CO.CfgReturnEdges = CfgReturnEdges;
  CO.Depth = Depth;
  CO.RestartAfter = RestartAfter;
  CO.Seed = SO.Seed;
  CO.RandomInitial = Initial == "random";
  CO.TimeBudget = SO.TimeBudget;
  CO.MaxIterations = SO.MaxIterations;
  CO.StopOnError = SO.StopOnError;
  CO.AllTests = AllTests;
  CO.MaxMemoryMB = SO.MaxMemoryMB;
  return CO;
}

int runSymbolic(Session &S, const InterpreterOptions &IO,
                const SolverOptions &SolO) {
  const SessionOptions &SO = S.options();
  SymbolicOptions SymO;
  applySymbolicFlags(SymO);
  SymO.AllTests = AllTests;
  SymO.MaxMemoryMB = SO.MaxMemoryMB;
  SymO.Seed = SO.Seed;
  SymO.TimeBudget = SO.TimeBudget;
  SymO.MaxIterations = SO.MaxIterations;
  SymO.StopOnError = SO.StopOnError;
  Interpreter Interp(S.module(), S.model(), S.exprs(), IO);
  SolverStats SStats;
  std::unique_ptr<Solver> Solve = createSolverChain(SolO, SStats);
  S.goals().setTechnique("symbolic");
  SymbolicDriver Driver(Interp, *Solve, SStats, S.suite(), S.stats(), SymO);
  Driver.StopRequested = &interruptFlag();
  Driver.Progress = progressPrinter();
  double Start = S.elapsed();
  RunSummary R = Driver.run();
  S.goals().addTurn(S.elapsed() - Start);
  if (Driver.Progress)
    llvm::errs() << "\n";
  std::string Method = "symbolic execution (";
  for (size_t K = 0; K < SymO.Search.size(); ++K)
    Method += (K ? ", " : "") + SymO.Search[K];
  Method += SymO.Prune.K == PruneOptions::Homi     ? "; Homi"
            : SymO.Prune.K == PruneOptions::Random ? "; random pruning"
                                                   : "";
  Method += ")";
  llvm::json::Object F =
      runFigures(R, Interp.stats(), SStats, S.exprs(), solverName());
  F["strategy"] = "symbolic";
  F["strategy_stats"] = std::move(R.StrategyStats);
  return finishRun(S, Method, R, Interp.stats(), SStats, std::move(F), "");
}

int runConcolic(Session &S, const InterpreterOptions &IO,
                const SolverOptions &SolO) {
  Interpreter Interp(S.module(), S.model(), S.exprs(), IO);
  SolverStats SStats;
  std::unique_ptr<Solver> Solve = createSolverChain(SolO, SStats);
  S.goals().setTechnique(abstractionMode() ? "crabs" : "concolic");
  ConcolicDriver Driver(Interp, *Solve, SStats, S.suite(), S.stats(),
                        concolicOptions(S));
  Driver.StopRequested = &interruptFlag();
  Driver.Progress = progressPrinter();
  llvm::json::Object CrabsJson; // --abstraction (seed 003)
  std::string CrabsLines;
  double Start = S.elapsed();
  RunSummary R = abstractionMode()
                     ? runAbstraction(Interp, Driver, S.options().TimeBudget,
                                      S.options().SolverTimeout, false, S.dir(),
                                      CrabsJson, CrabsLines)
                     : Driver.run();
  S.goals().addTurn(S.elapsed() - Start);
  if (Driver.Progress)
    llvm::errs() << "\n";
  llvm::json::Object F =
      runFigures(R, Interp.stats(), SStats, S.exprs(), solverName());
  F["strategy"] = std::string(StrategyName);
  F["strategy_stats"] = std::move(R.StrategyStats);
  F["abstraction"] = std::move(CrabsJson);
  return finishRun(S, StrategyName, R, Interp.stats(), SStats, std::move(F),
                   CrabsLines);
}

int runPortfolio(Session &S, const InterpreterOptions &IO,
                 const SolverOptions &SolO) {
  const SessionOptions &SO = S.options();
  DefaultPortfolioOptions O;
  O.Interp = IO;
  O.Solver = SolO;
  O.Concolic = concolicOptions(S);
  O.Crabs = crabsOptions(false, SO.SolverTimeout);
  O.InvariantAtoms = invariantAtomsFlag();
  O.Reach.Reach.Seed = SO.Seed;
  O.Sample.Seed = SO.Seed;
  O.Sample.StopOnError = SO.StopOnError;
  O.Sample.AllTests = AllTests;
  O.Schedule.QuantumSeconds =
      Quantum > 0         ? double(Quantum)
      : SO.TimeBudget > 0 ? std::min(10.0, std::max(0.5, SO.TimeBudget / 20))
                          : 2.0;
  O.Schedule.QuantumExecutions = std::max<uint64_t>(1, QuantumExecutions);
  O.Progress = progressPrinter();
  int Exit = ExitOk;
  runPortfolioJobs(S, O, Jobs, [&](PortfolioResult &P) {
    if (O.Progress)
      llvm::errs() << "\n";
    std::string Lines;
    llvm::json::Object ProofJson;
    // Every proof of the goal map, whichever technique made it (the model
    // checker, Spacer, reach, an exhaustive search), with its evidence.
    std::vector<McProof> Proofs;
    const GoalMap &G = S.goals();
    for (uint32_t B = 0; B < S.model().numBranches(); ++B)
      if (S.model().branch(B).IsUser &&
          G.branch(B).S == GoalMap::Status::Proved)
        Proofs.push_back({B, G.branch(B).By + ": " + G.branch(B).Evidence});
    if (P.Model)
      reportProofs(*P.Model, Proofs, G.coverage().numCovered(), S.dir(),
                   ProofJson, Lines);
    llvm::raw_string_ostream OS(Lines);
    printTechniques(OS, S.goals());
    printErrorCalls(OS, S);
    OS.flush();
    llvm::json::Object F =
        runFigures(P.Summary, P.Exec, P.Solver, S.exprs(), solverName());
    F["strategy"] = "portfolio";
    F["portfolio"] = std::move(P.Report);
    F["abstraction"] = std::move(ProofJson);
    std::string Method = "the portfolio (";
    for (size_t K = 0; K < P.Techniques.size(); ++K)
      Method += (K ? ", " : "") + P.Techniques[K];
    Method += ")";
    Exit =
        finishRun(S, Method, P.Summary, P.Exec, P.Solver, std::move(F), Lines);
  });
  return Exit;
}

} // namespace

int forage::runCommand() {
  SessionOptions SO;
  std::string Error;
  if (!readSharedOptions(SO, Error) || !checkRunOptions(Error)) {
    llvm::errs() << "forage: error: " << Error << "\n";
    return ExitBadInput;
  }
  if (quietFlag())
    log::setLevel(log::Level::Quiet);
  if (!TracedModulePath.empty() && !SO.CommandLine.empty()) {
    llvm::errs() << "forage: error: --traced-module does not combine with "
                    "the environment options (--sym-arg & co.)\n";
    return ExitBadInput;
  }
  int Exit = ExitOk;
  std::unique_ptr<Session> S = openSession(SO, Exit);
  if (!S)
    return Exit;
  S->StopRequested = &interruptFlag();
  if (!TracedModulePath.empty())
    if (std::string E =
            writeTracedModule(S->module(), S->model(), TracedModulePath);
        !E.empty()) {
      llvm::errs() << "forage: error: " << E << "\n";
      return ExitInternal;
    }
  InterpreterOptions IO = S->interpreterOptions();
  IO.MaxInstructions = MaxInstructions;
  // Not for forking runs: see DefaultPortfolio.cpp.
  IO.ScaleInstructionLimit =
      !MaxInstructions.getNumOccurrences() && !symbolicMode();
  IO.MaxInputs = MaxInput;
  IO.MaxDepth = MaxDepth;
  IO.MaxSymbolicArray = MaxSymbolicArray;
  IO.ProgramOutput = ProgramOutput;
  IO.CaptureOutput = CaptureOutput;
  IO.TraceBranches = TraceBranches;
  IO.Fork = symbolicMode();
  SolverOptions SolO = S->solverOptions();
  applySolverFlags(SolO, IO, SO.Seed);
  if (symbolicMode())
    return runSymbolic(*S, IO, SolO);
  if (abstractionMode() || StrategyName.getNumOccurrences())
    return runConcolic(*S, IO, SolO);
  return runPortfolio(*S, IO, SolO);
}

int forage::explorationExitCode(const RunSummary &R) {
  if (!R.WriteError.empty()) {
    llvm::errs() << "forage: error: " << R.WriteError << "\n";
    return ExitInternal;
  }
  if (!R.Unsupported.empty()) {
    llvm::errs() << "forage: error: " << R.Unsupported
                 << "; the tests found so far are kept\n";
    return ExitUnsupported;
  }
  return R.Bugs.empty() ? ExitOk : ExitBugs;
}
