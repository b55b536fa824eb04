//===- RunCommand.cpp - `forage run PROGRAM.c [options]` ------------------===//
#include "cli/RunCommand.h"
#include "cli/CrabsFlags.h"
#include "cli/LibcFlag.h"
#include "cli/SolverFlags.h"
#include "cli/SymbolicFlags.h"
#include "exec/Interpreter.h"
#include "explore/concolic/ConcolicDriver.h"
#include "frontend/Frontend.h"
#include "program/ProgramModel.h"
#include "solver/SolverChain.h"
#include "solver/Z3Guard.h"
#include "suite/AtomicFile.h"
#include "suite/Replay.h"
#include "suite/SuiteWriter.h"
#include "suite/TracedModule.h"
#include "support/Log.h"
#include "support/Resources.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace forage;
namespace cl = llvm::cl;

namespace {

cl::SubCommand &RunSub = runSubcommand();
cl::OptionCategory SearchCat("Search");
cl::OptionCategory BudgetCat("Budgets and limits");
cl::OptionCategory OutputCat("Output");
cl::OptionCategory InputCat("Program");
cl::OptionCategory EnvCat(
    "Environment (KLEE's options; they and the arguments after -- form the "
    "program's command line, in order)");

cl::list<std::string> Sources(cl::Positional,
                              cl::desc("PROGRAM.c... | PROGRAM.bc "
                                       "[-- PROGRAM-ARGUMENTS]"),
                              cl::OneOrMore, cl::cat(InputCat),
                              cl::sub(RunSub));
cl::list<std::string> IncludeDirs("I", cl::Prefix,
                                  cl::desc("Include directory for clang"),
                                  cl::value_desc("dir"), cl::cat(InputCat),
                                  cl::sub(RunSub));
cl::list<std::string> Defines("D", cl::Prefix,
                              cl::desc("Macro definition for clang"),
                              cl::value_desc("name[=value]"), cl::cat(InputCat),
                              cl::sub(RunSub));
// Documentation only: main() moves these (with their numbers) to the
// program's command line before the options are parsed.
cl::opt<std::string>
    SymArgDoc("sym-arg",
              cl::desc("N: a symbolic argument of up to N characters"),
              cl::value_desc("N"), cl::cat(EnvCat), cl::sub(RunSub));
cl::opt<std::string> SymArgsDoc(
    "sym-args",
    cl::desc("MIN MAX N: between MIN and MAX symbolic arguments of up to N "
             "characters each"),
    cl::value_desc("MIN MAX N"), cl::cat(EnvCat), cl::sub(RunSub));
cl::opt<std::string> SymFilesDoc(
    "sym-files",
    cl::desc("COUNT N: COUNT symbolic files of N bytes, named A, B, ..., "
             "that the program may open by name"),
    cl::value_desc("COUNT N"), cl::cat(EnvCat), cl::sub(RunSub));
cl::opt<std::string> SymStdinDoc("sym-stdin",
                                 cl::desc("N: a symbolic stdin of N bytes"),
                                 cl::value_desc("N"), cl::cat(EnvCat),
                                 cl::sub(RunSub));
cl::opt<std::string> StrategyName(
    "strategy",
    cl::desc("Concolic search strategy: hybrid (cfg, random-branch "
             "and generational taking turns) | cfg | random-branch | "
             "generational | uniform-random | dfs | bounded-dfs | "
             "random-input (default: hybrid)"),
    cl::init("hybrid"), cl::cat(SearchCat), cl::sub(RunSub));
cl::opt<unsigned> Depth("depth",
                        cl::desc("Forced branches per start for bounded-dfs "
                                 "(default: 10)"),
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
cl::opt<uint64_t> Seed("seed",
                       cl::desc("Seed of every random choice "
                                "(default: 0)"),
                       cl::init(0), cl::cat(SearchCat), cl::sub(RunSub));
cl::opt<std::string> Initial("initial",
                             cl::desc("Initial input: zero | random "
                                      "(default: zero)"),
                             cl::init("zero"), cl::cat(SearchCat),
                             cl::sub(RunSub));
cl::opt<bool> StopOnError("stop-on-error",
                          cl::desc("Stop at the first bug and write a "
                                   "Cover-Error suite (default: off)"),
                          cl::cat(SearchCat), cl::sub(RunSub));

cl::opt<bool> AbortIsBug("abort-is-bug",
                         cl::desc("Report abort() as a bug, as KLEE does "
                                  "(default: off; SV-COMP programs use it to "
                                  "end paths)"),
                         cl::cat(SearchCat), cl::sub(RunSub));

cl::opt<double> TimeBudget("time",
                           cl::desc("Time budget in seconds (default: none)"),
                           cl::init(0), cl::cat(BudgetCat), cl::sub(RunSub));
cl::opt<uint64_t>
    MaxIterations("max-iterations",
                  cl::desc("Budget of program executions (default: none)"),
                  cl::init(0), cl::cat(BudgetCat), cl::sub(RunSub));
cl::opt<uint64_t> MaxInstructions(
    "max-instructions",
    cl::desc("Instructions per execution before it is cut off as a likely "
             "infinite loop (default: 50000000)"),
    cl::init(50'000'000), cl::cat(BudgetCat), cl::sub(RunSub));
cl::opt<unsigned>
    MaxDepth("max-depth",
             cl::desc("Symbolic decisions per execution before it is cut off "
                      "(default: 100000)"),
             cl::init(100'000), cl::cat(BudgetCat), cl::sub(RunSub));
cl::opt<unsigned> MaxInput("max-input",
                           cl::desc("Symbolic input values per execution; "
                                    "later ones are concrete (default: "
                                    "100000)"),
                           cl::init(100'000), cl::cat(BudgetCat),
                           cl::sub(RunSub));
cl::opt<unsigned> MaxSymbolicArray(
    "max-symbolic-array",
    cl::desc("Largest object (bytes) read at a symbolic offset through an "
             "array term; bigger ones pin the offset (default: 4096)"),
    cl::init(4096), cl::cat(BudgetCat), cl::sub(RunSub));
cl::opt<uint64_t> MaxMemory(
    "max-memory",
    cl::desc("Resident memory of forage in MB, expressions and the "
             "program's memory included; above it an execution stops, "
             "--mode symbolic kills live states at random and concolic "
             "search ends (default: 2000; 0 = none)"),
    cl::init(2000), cl::cat(BudgetCat), cl::sub(RunSub));
cl::opt<double> SolverTimeout("solver-timeout",
                              cl::desc("Seconds per solver query (default: 2)"),
                              cl::init(2.0), cl::cat(BudgetCat),
                              cl::sub(RunSub));

cl::opt<std::string> OutDir("out",
                            cl::desc("Output directory (default: "
                                     "forage-out/<program>-<n>)"),
                            cl::cat(OutputCat), cl::sub(RunSub));
cl::opt<bool> AllTests("all-tests",
                       cl::desc("Write a test for every execution, not only "
                                "for those that cover something new or find a "
                                "bug (default: off)"),
                       cl::cat(OutputCat), cl::sub(RunSub));
cl::opt<bool> Replay("replay",
                     cl::desc("At the end, replay the suite natively and "
                              "report gcov's coverage (default: off)"),
                     cl::cat(OutputCat), cl::sub(RunSub));
cl::opt<bool> NoProgress("no-progress",
                         cl::desc("No progress line on stderr (default: shown "
                                  "when stderr is a terminal)"),
                         cl::cat(OutputCat), cl::sub(RunSub));
cl::opt<bool> Quiet("quiet", cl::desc("No warnings (default: off)"),
                    cl::cat(OutputCat), cl::sub(RunSub));
cl::opt<bool> CaptureOutput(
    "capture-output",
    cl::desc("Record what each test's execution printed in tests.jsonl "
             "(\"output\"), for differential testing against native runs "
             "(default: off)"),
    cl::cat(OutputCat), cl::sub(RunSub));
// Differential testing against native runs (docs/difftest.md).
cl::opt<bool> TraceBranches(
    "trace-branches",
    cl::desc("Record in tests.jsonl (\"branches\": count and hash) the "
             "sequence of the program's branch edges each test's execution "
             "took (default: off)"),
    cl::Hidden, cl::cat(OutputCat), cl::sub(RunSub));
cl::opt<std::string> TracedModulePath(
    "traced-module",
    cl::desc("Write the program's module, instrumented to record that "
             "sequence in a native build, to this bitcode file"),
    cl::Hidden, cl::cat(OutputCat), cl::sub(RunSub));
cl::opt<bool> ProgramOutput("program-output",
                            cl::desc("Let the program's printf & co. write "
                                     "(default: discarded)"),
                            cl::cat(OutputCat), cl::sub(RunSub));

cl::opt<unsigned> Arch("arch",
                       cl::desc("Data model: 64 (LP64) or 32 (ILP32, gcc -m32) "
                                "(default: 64)"),
                       cl::init(64), cl::cat(InputCat), cl::sub(RunSub));
cl::list<std::string>
    CompileFlags("compile-flag",
                 cl::desc("Extra flag for clang, e.g. "
                          "--compile-flag=-DN=4 (repeatable)"),
                 cl::cat(InputCat), cl::sub(RunSub));

std::atomic<bool> Interrupted{false};

void onSignal(int) {
  Interrupted = true;
  // A second Ctrl-C kills at once.
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
}

/// {"getchar": 3, ...}: native calls by name (those that let outside data
/// in, or all of them).
llvm::json::Object externalDataJson(const std::map<std::string, uint64_t> &M) {
  llvm::json::Object O;
  for (const auto &[Name, Count] : M)
    O[Name] = static_cast<int64_t>(Count);
  return O;
}

} // namespace

std::string forage::defaultOutDir(const std::string &Source,
                                  const std::string &Infix) {
  std::string Stem = llvm::sys::path::stem(Source).str();
  for (unsigned N = 1;; ++N) {
    std::string D = "forage-out/" + Stem + "-" + Infix + std::to_string(N);
    if (!llvm::sys::fs::exists(D))
      return D;
  }
}

llvm::cl::SubCommand &forage::runSubcommand() {
  // A function-local static: SolverFlags.cpp registers options on it from
  // another translation unit.
  static cl::SubCommand Sub("run", "explore PROGRAM.c by concolic testing and "
                                   "write a Test-Comp test suite");
  return Sub;
}

void forage::installInterruptHandler() {
  // Installed before anything runs, so that a Ctrl-C during compilation
  // is not lost (and overrides an inherited "ignore", as in a background
  // job, where `kill -INT` must still stop forage).
  std::signal(SIGINT, onSignal);
  std::signal(SIGTERM, onSignal);
}

std::vector<std::string> &forage::programCommandLine() {
  static std::vector<std::string> Tokens;
  return Tokens;
}

void forage::hideUnrelatedRunOptions() {
  cl::HideUnrelatedOptions({&SearchCat, &BudgetCat, &OutputCat, &InputCat,
                            &EnvCat, &solverCategory(), &symbolicCategory(),
                            &crabsCategory(), &libcCategory()},
                           RunSub);
}

int forage::runCommand() {
  const std::string Program = Sources.front();
  if (Quiet)
    log::setLevel(log::Level::Quiet);
  if (llvm::none_of(ConcolicDriver::StrategyNames,
                    [](const char *N) { return StrategyName == N; })) {
    llvm::errs() << "forage: error: unknown --strategy '" << StrategyName
                 << "'; choose one of";
    for (const char *N : ConcolicDriver::StrategyNames)
      llvm::errs() << " " << N;
    llvm::errs() << "\n";
    return ExitBadInput;
  }
  std::string SolverError;
  if (!checkSolverFlags(SolverError) || !checkSymbolicFlags(SolverError) ||
      !checkCrabsFlags(SolverError)) {
    llvm::errs() << "forage: error: " << SolverError << "\n";
    return ExitBadInput;
  }
  if (Initial != "zero" && Initial != "random") {
    llvm::errs() << "forage: error: --initial must be zero or random\n";
    return ExitBadInput;
  }
  if (Arch != 32 && Arch != 64) {
    llvm::errs() << "forage: error: --arch must be 32 or 64\n";
    return ExitBadInput;
  }

  EnvSpec Env;
  std::string EnvError;
  if (!parseEnvSpec(programCommandLine(), Env, EnvError)) {
    llvm::errs() << "forage: error: " << EnvError << "\n";
    return ExitBadInput;
  }

  FrontendOptions FO;
  FO.Arch32 = Arch == 32;
  for (const std::string &D : IncludeDirs)
    FO.ExtraFlags.push_back("-I" + D);
  for (const std::string &D : Defines)
    FO.ExtraFlags.push_back("-D" + D);
  FO.ExtraFlags.insert(FO.ExtraFlags.end(), CompileFlags.begin(),
                       CompileFlags.end());
  FO.Environment = !Env.empty();
  FrontendResult FR;
  if (int Exit; !compileForCommand(
          std::vector<std::string>(Sources.begin(), Sources.end()), FO, FR,
          Exit))
    return Exit;

  SuiteMetadata Meta;
  Meta.ProgramFile = Program;
  Meta.Sources.assign(Sources.begin(), Sources.end());
  Meta.CompileFlags = FO.ExtraFlags;
  Meta.CommandLine = programCommandLine();
  Meta.Argv0 = llvm::sys::path::stem(Program).str();
  Meta.ProgramHash = sha256OfFile(Program);
  Meta.Arch32 = Arch == 32;
  Meta.CoverError = StopOnError;
  std::string Dir = OutDir.empty() ? defaultOutDir(Program) : OutDir;
  SuiteWriter Suite(Dir, Meta);
  if (!Suite.error().empty()) {
    llvm::errs() << "forage: error: " << Suite.error() << "\n";
    return ExitInternal;
  }
  StatsWriter Stats(Dir + "/stats.json");

  ProgramModel PM(*FR.Module, FR.UserFunctions);
  if (!TracedModulePath.empty()) {
    if (FO.Environment) {
      llvm::errs() << "forage: error: --traced-module does not combine with "
                      "the environment options (--sym-arg & co.)\n";
      return ExitBadInput;
    }
    if (std::string E = writeTracedModule(*FR.Module, PM, TracedModulePath);
        !E.empty()) {
      llvm::errs() << "forage: error: " << E << "\n";
      return ExitInternal;
    }
  }
  ExprContext Ctx;
  InterpreterOptions IO;
  IO.MaxInstructions = MaxInstructions;
  IO.MaxInputs = MaxInput;
  IO.MaxDepth = MaxDepth;
  IO.MaxSymbolicArray = MaxSymbolicArray;
  IO.ProgramOutput = ProgramOutput;
  IO.CaptureOutput = CaptureOutput;
  IO.TraceBranches = TraceBranches;
  IO.AbortIsBug = AbortIsBug;
  IO.Arch32 = Arch == 32;
  IO.Fork = symbolicMode();
  IO.Argv = {Meta.Argv0};
  IO.Argv.insert(IO.Argv.end(), Meta.CommandLine.begin(),
                 Meta.CommandLine.end());
  // Executions stop a little below the budget: memory is measured every
  // 65536 instructions, and the summary and last tests still need some.
  IO.MaxMemoryBytes = (MaxMemory << 20) / 10 * 9;
  z3guard::setMemoryLimit(IO.MaxMemoryBytes);
  // One allocation may take at most half of the memory budget.
  if (MaxMemory)
    IO.MaxAllocation = std::min<uint64_t>(IO.MaxAllocation, MaxMemory << 19);
  SolverOptions SO;
  SO.TimeoutMs = static_cast<unsigned>(SolverTimeout * 1000);
  applySolverFlags(SO, IO, Seed);
  Interpreter Interp(*FR.Module, PM, Ctx, IO);
  SolverStats SStats;
  std::unique_ptr<Solver> Solve = createSolverChain(SO, SStats);

  ConcolicOptions CO;
  CO.Strategy = StrategyName;
  CO.CfgReturnEdges = CfgReturnEdges;
  CO.Depth = Depth;
  CO.RestartAfter = RestartAfter;
  CO.Seed = Seed;
  CO.RandomInitial = Initial == "random";
  CO.TimeBudget = TimeBudget;
  CO.MaxIterations = MaxIterations;
  CO.StopOnError = StopOnError;
  CO.AllTests = AllTests;
  CO.MaxMemoryMB = MaxMemory;
  SymbolicOptions SymO;
  applySymbolicFlags(SymO);
  SymO.AllTests = AllTests;
  SymO.MaxMemoryMB = MaxMemory;
  SymO.Seed = Seed;
  SymO.TimeBudget = TimeBudget;
  SymO.MaxIterations = MaxIterations;
  SymO.StopOnError = StopOnError;
  // Natively called input functions (scanf, getchar) see end of file
  // instead of waiting on the terminal.
  if (!std::freopen("/dev/null", "r", stdin))
    log::warning("cannot redirect the program's stdin from /dev/null");
  bool ShowProgress = !NoProgress && isatty(STDERR_FILENO);
  std::function<void(const StatsSample &)> Progress;
  if (ShowProgress)
    Progress = [](const StatsSample &X) {
      llvm::errs() << llvm::format(
          "\r[forage] %6.1fs  executions %llu  branches %llu/%llu  tests %llu"
          "  bugs %llu  states %llu ",
          X.Seconds, (unsigned long long)X.Executions,
          (unsigned long long)X.BranchesCovered,
          (unsigned long long)X.BranchesTotal, (unsigned long long)X.Tests,
          (unsigned long long)X.Bugs, (unsigned long long)X.States);
    };
  RunSummary R;
  std::string Method = StrategyName;
  llvm::json::Object CrabsJson; // --abstraction (seed 003)
  std::string CrabsLines;
  if (symbolicMode()) {
    SymbolicDriver Driver(Interp, *Solve, SStats, Suite, Stats, SymO);
    Driver.StopRequested = &Interrupted;
    Driver.Progress = Progress;
    R = Driver.run();
    Method = "symbolic execution (";
    for (size_t K = 0; K < SymO.Search.size(); ++K)
      Method += (K ? ", " : "") + SymO.Search[K];
    Method += SymO.Prune.K == PruneOptions::Homi     ? "; Homi"
              : SymO.Prune.K == PruneOptions::Random ? "; random pruning"
                                                     : "";
    Method += ")";
  } else {
    ConcolicDriver Driver(Interp, *Solve, SStats, Suite, Stats, CO);
    Driver.StopRequested = &Interrupted;
    Driver.Progress = Progress;
    R = abstractionMode() ? runAbstraction(Interp, Driver, TimeBudget, false,
                                           Dir, CrabsJson, CrabsLines)
                          : Driver.run();
  }
  if (ShowProgress)
    llvm::errs() << "\n";

  const ExecStats &ES = Interp.stats();
  // Throughput of the interpreter alone (time in the solver excluded).
  double IPS =
      ES.Seconds > 0 ? static_cast<double>(ES.Instructions) / ES.Seconds : 0;
  Stats.flush(llvm::json::Object{
      {"status", "done"},
      {"program", std::string(Program)},
      {"strategy",
       symbolicMode() ? std::string("symbolic") : std::string(StrategyName)},
      {"stop_reason", R.StopReason},
      {"strategy_stats", std::move(R.StrategyStats)},
      {"exhausted", R.Exhausted},
      {"executions", static_cast<int64_t>(R.Executions)},
      {"paths", static_cast<int64_t>(R.Paths)},
      {"tests", static_cast<int64_t>(R.Tests)},
      {"bugs", static_cast<int64_t>(R.Bugs.size())},
      {"branches_covered", static_cast<int64_t>(R.Covered)},
      {"branches_total", static_cast<int64_t>(R.Goals)},
      {"instructions", static_cast<int64_t>(ES.Instructions)},
      {"instructions_per_second", IPS},
      {"interpreter_seconds", ES.Seconds},
      {"seconds", R.Seconds},
      {"solver_queries", static_cast<int64_t>(SStats.Queries)},
      {"solver_cache_hits", static_cast<int64_t>(SStats.CacheHits)},
      {"solver_core_calls", static_cast<int64_t>(SStats.CoreCalls)},
      {"solver_unknown", static_cast<int64_t>(SStats.Unknown)},
      {"solver_seconds", SStats.CoreSeconds},
      {"solver", solverStatsJson(SStats)},
      {"concretizations", static_cast<int64_t>(ES.Concretizations)},
      {"external_calls", static_cast<int64_t>(ES.ExternalCalls)},
      {"external_data", externalDataJson(ES.ExternalSources)},
      {"native_calls", externalDataJson(ES.ExternalCallsByName)},
      {"sizes_shrunk", static_cast<int64_t>(ES.SizesShrunk)},
      {"expression_bytes", static_cast<int64_t>(Ctx.bytes())},
      {"peak_rss_mb", static_cast<int64_t>(peakResidentBytes() >> 20)},
      {"divergences", static_cast<int64_t>(R.Divergences)},
      {"infeasible", static_cast<int64_t>(R.Infeasible)},
      {"limit_hits", static_cast<int64_t>(R.LimitHits)},
      {"abstraction", std::move(CrabsJson)}});

  llvm::raw_ostream &OS = llvm::outs();
  OS << "forage: " << Program << " explored with " << Method << " in "
     << llvm::format("%.2f", R.Seconds) << " s (" << R.StopReason << ")\n";
  OS << "  executions:   " << R.Executions << "\n";
  OS << "  paths:        " << R.Paths << "\n";
  OS << "  tests:        " << R.Tests << " in " << Dir << "\n";
  OS << "  branches:     " << R.Covered << "/" << R.Goals
     << " covered (internal count)\n";
  OS << CrabsLines;
  OS << "  bugs:         " << R.Bugs.size() << "\n";
  for (const BugReport &B : R.Bugs)
    OS << "  bug: " << B.Kind << " at " << B.Location << " (test "
       << llvm::format("%05u", B.Test) << "): " << B.Message << "\n";
  OS << "  solver:       " << SStats.Queries << " queries, " << SStats.CacheHits
     << " cache hits, " << SStats.Unknown << " unknown, "
     << llvm::format("%.2f", SStats.CoreSeconds) << " s in Z3\n";
  if (SStats.CwCalls)
    OS << "  solved by:    " << SStats.SolvedByZ3 << " Z3, "
       << SStats.SolvedByCw << " concolic walk (" << SStats.CwCalls
       << " walks, " << llvm::format("%.2f", SStats.CwSeconds) << " s)\n";
  OS << "  instructions: " << ES.Instructions << " ("
     << llvm::format("%.0f", IPS) << "/s in the interpreter)\n";
  if (ES.ExternalData)
    OS << "  lossy:        data from outside forage's model entered through "
       << externalDataSources(ES) << "; no exhaustion claim\n";
  if (R.Divergences || R.LimitHits || ES.Concretizations)
    OS << "  notes:        " << R.Divergences << " divergences, " << R.LimitHits
       << " executions cut by limits, " << ES.Concretizations
       << " concretizations\n";
  OS << environmentHint(Env, mainReadsArguments(*FR.Module), ES.ExternalSources);
  if (Replay) {
    // The number that counts: gcov's, from the suite replayed natively.
    ReplayOptions RO;
    RO.Suite = Dir;
    RO.Program = Program;
    ReplayResult RR;
    std::string Error;
    if (!replaySuite(RO, RR, Error)) {
      OS << "  gcov:         replay failed: " << Error << "\n";
    } else {
      writeFileAtomically(Dir + "/replay.json", replayJson(RR));
      const FileCoverage &F = RR.Files.front();
      OS << "  gcov:         " << F.BranchesTaken << "/" << F.Branches
         << llvm::format(" branches taken (%.1f%%)", 100 * F.branchCoverage())
         << ", " << F.LinesCovered << "/" << F.Lines
         << " lines (replayed natively)\n";
      if (!R.Bugs.empty())
        OS << "  replayed bugs: " << RR.claimsConfirmed()
           << " confirmed natively, " << RR.claimsRefuted()
           << " not reproduced\n";
    }
  }
  OS.flush();
  return explorationExitCode(R);
}

bool forage::compileForCommand(const std::string &Program,
                               const FrontendOptions &FO, FrontendResult &FR,
                               int &Exit) {
  return compileForCommand(std::vector<std::string>{Program}, FO, FR, Exit);
}

bool forage::compileForCommand(const std::vector<std::string> &Sources,
                               const FrontendOptions &FO, FrontendResult &FR,
                               int &Exit) {
  const std::string &Program = Sources.front();
  FrontendOptions Opts = FO;
  if (std::string Error; !applyLibcFlag(Opts, Error)) {
    llvm::errs() << "forage: error: " << Error << "\n";
    Exit = ExitBadInput;
    return false;
  }
  FR = compileProgram(Sources, Opts);
  if (FR.Module)
    return true;
  llvm::errs() << FR.Error;
  if (!FR.Error.empty() && FR.Error.back() != '\n')
    llvm::errs() << '\n';
  if (FR.ErrorKind == FrontendErrorKind::CompileFailed)
    llvm::errs()
        << "forage: error: " << Program
        << " does not compile or link (the diagnostics above say why)\n";
  else
    llvm::errs() << "forage: error: cannot prepare " << Program << "\n";
  Exit = FR.ErrorKind == FrontendErrorKind::CompileFailed ||
                 FR.ErrorKind == FrontendErrorKind::NoEntry
             ? ExitBadInput
             : ExitInternal;
  return false;
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
