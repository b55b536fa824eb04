//===- SampleCommand.cpp - `forage sample PROGRAM.c [options]` ------------===//
//
// Seed 000: Monte-Carlo sampling with learned biases and feedback
// constraints, in the configurations of its Table 4.
//
//===----------------------------------------------------------------------===//
#include "cli/SampleCommand.h"
#include "cli/RunCommand.h"
#include "exec/Interpreter.h"
#include "frontend/Frontend.h"
#include "program/ProgramModel.h"
#include "sampling/SampleDriver.h"
#include "solver/SelectingSolver.h"
#include "solver/SolverChain.h"
#include "suite/AtomicFile.h"
#include "suite/SuiteWriter.h"
#include "support/Log.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace forage;
namespace cl = llvm::cl;

namespace {

cl::SubCommand &Sub = sampleSubcommand();
cl::OptionCategory SampleCat("Sampling");
cl::OptionCategory SampleIoCat("Program and output");

cl::opt<std::string> Program(cl::Positional, cl::desc("PROGRAM.c"),
                             cl::Required, cl::cat(SampleIoCat), cl::sub(Sub));
cl::opt<std::string>
    Config("config",
           cl::desc("lp: constraints from the path trie, linear abstraction, "
                    "LP-neighbourhood moves (the paper's A(LP)) | bbox: the "
                    "constraints' bounding boxes (A(BBOX)) | bias-only: biased "
                    "sampling of the input box, no constraints (B) | uniform: "
                    "uniform random inputs (C) (default: lp)"),
           cl::init("lp"), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<unsigned> Rounds("rounds", cl::desc("Rounds (default: 10)"),
                         cl::init(10), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<uint64_t> Samples("samples",
                          cl::desc("Proposals (simulations) per domain per "
                                   "round (default: 1000)"),
                          cl::init(1000), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<unsigned> MaxDomains("max-domains",
                             cl::desc("Domains constraint generation may add "
                                      "per round (default: 16)"),
                             cl::init(16), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<unsigned> MaxRelax(
    "max-relaxations",
    cl::desc("Objectives per round whose path prefix contradicts them and "
             "is relaxed by dropping the earliest conflicting decisions "
             "(0: off; default: 8)"),
    cl::init(8), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<unsigned> DirectDist(
    "direct-distance",
    cl::desc("Also flip decisions to covered edges that lead within this "
             "many branches to an uncovered one, nearest first (0: off; "
             "default: 6)"),
    cl::init(6), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<double> TimeBudget("time",
                           cl::desc("Time budget in seconds; uniform runs "
                                    "until it ends (default: none; uniform "
                                    "then makes rounds x samples runs)"),
                           cl::init(0), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<uint64_t> Seed("seed",
                       cl::desc("Seed of every random choice "
                                "(default: 0)"),
                       cl::init(0), cl::cat(SampleCat), cl::sub(Sub));
cl::list<std::string>
    RangeFlags("range",
               cl::desc("NAME=LO:HI: the input named NAME (or at position "
                        "#K) lies in [LO, HI] (repeatable)"),
               cl::cat(SampleCat), cl::sub(Sub));
cl::opt<std::string> LearnerList(
    "learners",
    cl::desc("Comma-separated learners whose biases are on: coverage, "
             "violation, range, calls, or none (default: all four)"),
    cl::init("coverage,violation,range,calls"), cl::cat(SampleCat),
    cl::sub(Sub));
cl::opt<unsigned> NGram("ngram", cl::desc("Longest call n-gram (default: 3)"),
                        cl::init(3), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<std::string> Proposal(
    "proposal",
    cl::desc("mixed: multi-scale, float, categorical and +-1 moves, LP "
             "vertices 70% of the time in linear domains | paper: +-1 "
             "moves in boxes, LP vertices in linear domains "
             "(default: mixed)"),
    cl::init("mixed"), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<double> Beta("mh-beta",
                     cl::desc("Inverse temperature multiplying every "
                              "log-bias (default: 1)"),
                     cl::init(1.0), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<unsigned> Reruns("symbolic-reruns",
                         cl::desc("Runs re-run symbolically into the path "
                                  "trie per round (default: 128)"),
                         cl::init(128), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<uint64_t> MaxSteps("sample-max-steps",
                           cl::desc("Instructions per run before it is cut "
                                    "off (default: 1000000)"),
                           cl::init(1'000'000), cl::cat(SampleCat),
                           cl::sub(Sub));
cl::opt<double> SolverTimeout("solver-timeout",
                              cl::desc("Wall-clock safety net in seconds "
                                       "per solver query; Z3's resource "
                                       "limit decides first (default: 20)"),
                              cl::init(20.0), cl::cat(SampleCat), cl::sub(Sub));
cl::opt<bool> KeepHit("keep-hit-targets",
                      cl::desc("The violation bias keeps rewarding targets "
                               "already hit (measures how often chains sit "
                               "on them; default: off, a hit target's bias "
                               "is dropped)"),
                      cl::cat(SampleCat), cl::sub(Sub));
cl::opt<bool> StopOnError("stop-on-error",
                          cl::desc("Stop at the first bug (default: off)"),
                          cl::cat(SampleCat), cl::sub(Sub));

cl::opt<std::string> OutDir("out",
                            cl::desc("Output directory (default: "
                                     "forage-out/<program>-<n>)"),
                            cl::cat(SampleIoCat), cl::sub(Sub));
cl::opt<bool> NoProgress("no-progress", cl::desc("No progress line on stderr"),
                         cl::cat(SampleIoCat), cl::sub(Sub));
cl::opt<bool> Quiet("quiet", cl::desc("No warnings (default: off)"),
                    cl::cat(SampleIoCat), cl::sub(Sub));
cl::list<std::string> CompileFlags("compile-flag",
                                   cl::desc("Extra flag for clang "
                                            "(repeatable)"),
                                   cl::cat(SampleIoCat), cl::sub(Sub));

std::atomic<bool> Interrupted{false};
void onSignal(int) {
  Interrupted = true;
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
}

bool parseRange(const std::string &F, SampleOptions::NamedRange &R) {
  size_t Eq = F.find('='), Colon = F.rfind(':');
  if (Eq == std::string::npos || Colon == std::string::npos || Colon < Eq)
    return false;
  R.Name = F.substr(0, Eq);
  long long Lo, Hi;
  if (llvm::StringRef(F.substr(Eq + 1, Colon - Eq - 1)).getAsInteger(10, Lo) ||
      llvm::StringRef(F.substr(Colon + 1)).getAsInteger(10, Hi) || Lo > Hi ||
      R.Name.empty())
    return false;
  R.Lo = Lo;
  R.Hi = Hi;
  return true;
}

} // namespace

llvm::cl::SubCommand &forage::sampleSubcommand() {
  static cl::SubCommand S("sample",
                          "Monte-Carlo input sampling with learned biases and "
                          "feedback constraints; writes a Test-Comp suite");
  return S;
}

int forage::sampleCommand() {
  std::signal(SIGINT, onSignal);
  std::signal(SIGTERM, onSignal);
  if (Quiet)
    log::setLevel(log::Level::Quiet);
  SampleOptions SO;
  if (Config == "lp")
    SO.Mode = SampleOptions::Lp;
  else if (Config == "bbox")
    SO.Mode = SampleOptions::BBox;
  else if (Config == "bias-only")
    SO.Mode = SampleOptions::BiasOnly;
  else if (Config == "uniform")
    SO.Mode = SampleOptions::Uniform;
  else {
    llvm::errs() << "forage: error: unknown --config '" << Config
                 << "'; choose lp, bbox, bias-only or uniform\n";
    return ExitBadInput;
  }
  if (Proposal != "mixed" && Proposal != "paper") {
    llvm::errs() << "forage: error: --proposal must be mixed or paper\n";
    return ExitBadInput;
  }
  if (Samples == 0 || Rounds == 0) {
    llvm::errs() << "forage: error: --rounds and --samples must be positive\n";
    return ExitBadInput;
  }
  SO.Coverage = SO.Violation = SO.Range = SO.Calls = false;
  llvm::SmallVector<llvm::StringRef, 4> Names;
  llvm::StringRef(LearnerList).split(Names, ',', -1, false);
  for (llvm::StringRef N : Names) {
    N = N.trim();
    if (N == "coverage")
      SO.Coverage = true;
    else if (N == "violation")
      SO.Violation = true;
    else if (N == "range")
      SO.Range = true;
    else if (N == "calls")
      SO.Calls = true;
    else if (N != "none") {
      llvm::errs() << "forage: error: unknown learner '" << N
                   << "' in --learners; use coverage, violation, range, "
                      "calls or none\n";
      return ExitBadInput;
    }
  }
  for (const std::string &F : RangeFlags) {
    SampleOptions::NamedRange R;
    if (!parseRange(F, R)) {
      llvm::errs() << "forage: error: --range " << F
                   << " is not NAME=LO:HI with LO <= HI (e.g. x=-100:100)\n";
      return ExitBadInput;
    }
    SO.Ranges.push_back(R);
  }
  SO.Rounds = Rounds;
  SO.Samples = Samples;
  SO.TimeBudget = TimeBudget;
  SO.Seed = Seed;
  SO.MaxDomains = MaxDomains;
  SO.MaxRelaxations = MaxRelax;
  SO.MaxDirectDist = DirectDist;
  SO.SymbolicReruns = Reruns;
  SO.NGram = NGram;
  SO.PaperProposals = Proposal == "paper";
  SO.Beta = Beta;
  SO.StopOnError = StopOnError;
  SO.KeepHitTargets = KeepHit;

  FrontendOptions FO;
  FO.ExtraFlags.assign(CompileFlags.begin(), CompileFlags.end());
  FrontendResult FR;
  if (int Exit; !compileForCommand(Program, FO, FR, Exit))
    return Exit;
  SuiteMetadata Meta;
  Meta.ProgramFile = Program;
  Meta.ProgramHash = sha256OfFile(Program);
  Meta.CoverError = StopOnError;
  std::string Dir = OutDir.empty() ? defaultOutDir(Program, "sample-") : OutDir;
  SuiteWriter Suite(Dir, Meta);
  if (!Suite.error().empty()) {
    llvm::errs() << "forage: error: " << Suite.error() << "\n";
    return ExitInternal;
  }
  StatsWriter Stats(Dir + "/stats.json");
  ProgramModel PM(*FR.Module, FR.UserFunctions);
  ExprContext Ctx;
  InterpreterOptions IO;
  IO.MaxInstructions = MaxSteps;
  InterpreterOptions CIO = IO;
  CIO.Concrete = true;
  Interpreter Concrete(*FR.Module, PM, Ctx, CIO);
  Interpreter Symbolic(*FR.Module, PM, Ctx, IO);
  SolverOptions SolO;
  SolO.Limits.SafetyMs = static_cast<unsigned>(SolverTimeout * 1000);
  SolO.Walk.Seed = Seed;
  // Z3 alone: the sampler itself is the search for non-linear conditions
  // (the abstraction drops them; the bias does the rest).
  SolO.Kind = SolverKind::Z3;
  SolverStats SStats;
  std::unique_ptr<Solver> Solve = createSolverChain(SolO, SStats);
  if (!std::freopen("/dev/null", "r", stdin))
    log::warning("cannot redirect the program's stdin from /dev/null");

  SampleDriver Driver(Concrete, Symbolic, *Solve, SStats, Suite, Stats, SO);
  Driver.StopRequested = &Interrupted;
  bool ShowProgress = !NoProgress && isatty(STDERR_FILENO);
  if (ShowProgress)
    Driver.Progress = [](const StatsSample &X) {
      llvm::errs() << llvm::format(
          "\r[forage] %6.1fs  runs %llu  branches %llu/%llu  tests %llu"
          "  bugs %llu ",
          X.Seconds, (unsigned long long)X.Executions,
          (unsigned long long)X.BranchesCovered,
          (unsigned long long)X.BranchesTotal, (unsigned long long)X.Tests,
          (unsigned long long)X.Bugs);
    };
  RunSummary R = Driver.run();
  if (ShowProgress)
    llvm::errs() << "\n";
  int64_t BugRuns = R.StrategyStats.getInteger("bug_runs").getValueOr(0);
  int64_t States = R.StrategyStats.getInteger("chain_states").getValueOr(0);
  int64_t BugStates =
      R.StrategyStats.getInteger("chain_states_on_bug").getValueOr(0);
  const ExecStats &ES = Concrete.stats();
  double IPS =
      ES.Seconds > 0 ? static_cast<double>(ES.Instructions) / ES.Seconds : 0;
  Stats.flush(llvm::json::Object{
      {"status", "done"},
      {"program", std::string(Program)},
      {"strategy", std::string("sample:") + configName(SO.Mode)},
      {"stop_reason", R.StopReason},
      {"strategy_stats", std::move(R.StrategyStats)},
      {"exhausted", false},
      {"executions", static_cast<int64_t>(R.Executions)},
      {"paths", static_cast<int64_t>(R.Paths)},
      {"tests", static_cast<int64_t>(R.Tests)},
      {"bugs", static_cast<int64_t>(R.Bugs.size())},
      {"branches_covered", static_cast<int64_t>(R.Covered)},
      {"branches_total", static_cast<int64_t>(R.Goals)},
      {"instructions", static_cast<int64_t>(ES.Instructions)},
      {"instructions_per_second", IPS},
      {"interpreter_seconds", ES.Seconds},
      {"symbolic_interpreter_seconds", Symbolic.stats().Seconds},
      {"seconds", R.Seconds},
      {"solver_queries", static_cast<int64_t>(SStats.Queries)},
      {"solver_unknown", static_cast<int64_t>(SStats.Unknown)},
      {"solver_seconds", SStats.CoreSeconds},
      {"infeasible", static_cast<int64_t>(R.Infeasible)},
      {"limit_hits", static_cast<int64_t>(R.LimitHits)}});

  llvm::raw_ostream &OS = llvm::outs();
  OS << "forage: " << Program << " sampled with " << configName(SO.Mode)
     << " in " << llvm::format("%.2f", R.Seconds) << " s (" << R.StopReason
     << ")\n";
  OS << "  runs:         " << R.Executions << " (" << R.Infeasible
     << " failed an assumption)\n";
  OS << "  paths:        " << R.Paths << " symbolic decision sequences\n";
  OS << "  bug runs:     " << BugRuns
     << llvm::format(" (%.1f%% of runs)",
                     R.Executions ? 100.0 * BugRuns / R.Executions : 0.0)
     << "\n";
  if (States)
    OS << "  chain states: " << BugStates << " of " << States
       << llvm::format(" on a bug (%.1f%%, repeats counted)",
                       100.0 * BugStates / States)
       << "\n";
  OS << "  tests:        " << R.Tests << " in " << Dir << "\n";
  OS << "  branches:     " << R.Covered << "/" << R.Goals
     << " covered (internal count)\n";
  OS << "  bugs:         " << R.Bugs.size() << "\n";
  for (const BugReport &B : R.Bugs)
    OS << "  bug: " << B.Kind << " at " << B.Location << " (test "
       << llvm::format("%05u", B.Test) << "): " << B.Message << "\n";
  OS << "  solver:       " << SStats.Queries << " queries, " << SStats.Unknown
     << " unknown, " << llvm::format("%.2f", SStats.CoreSeconds)
     << " s in Z3\n";
  OS << "  instructions: " << ES.Instructions << " ("
     << llvm::format("%.0f", IPS) << "/s in the interpreter)\n";
  OS.flush();
  return explorationExitCode(R);
}
