//===- ReachCommand.cpp - `forage reach PROGRAM.c --target FILE:LINE` -----===//
//
// Symcretic execution (Dinges' thesis, chapters 3 and 4): inputs that reach
// a chosen line, branch or error call, or a proof that none can.
//
//===----------------------------------------------------------------------===//
#include "cli/LibcFlag.h"
#include "cli/RunCommand.h"
#include "cli/SolverFlags.h"
#include "exec/Interpreter.h"
#include "frontend/Frontend.h"
#include "program/ProgramModel.h"
#include "solver/IncrementalSolver.h"
#include "solver/SolverChain.h"
#include "suite/FromExecution.h"
#include "suite/StatsWriter.h"
#include "suite/SuiteWriter.h"
#include "support/Clock.h"
#include "support/Log.h"
#include "targeted/ReachDriver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

using namespace forage;
namespace cl = llvm::cl;

namespace {

cl::SubCommand &ReachSub = reachSubcommand();
cl::OptionCategory TargetCat("Target");
cl::OptionCategory ReachCat("Search");

cl::opt<std::string> Program(cl::Positional, cl::desc("PROGRAM.c"),
                             cl::Required, cl::cat(TargetCat),
                             cl::sub(ReachSub));
cl::list<std::string>
    Targets("target",
            cl::desc("FILE:LINE to reach (repeatable; default: every "
                     "reach_error, __VERIFIER_error and failed-assert call)"),
            cl::cat(TargetCat), cl::sub(ReachSub));
cl::list<unsigned> TargetBranches(
    "target-branch",
    cl::desc("Branch id to reach (ids as in tests.jsonl; repeatable)"),
    cl::cat(TargetCat), cl::sub(ReachSub));
cl::opt<double> TimeBudget("time",
                           cl::desc("Time budget in seconds for all targets, "
                                    "shared equally among those left "
                                    "(default: 60)"),
                           cl::init(60), cl::cat(ReachCat), cl::sub(ReachSub));
cl::opt<uint64_t> Seed("seed",
                       cl::desc("Seed: non-zero shuffles the backward "
                                "choices; seeds the concolic walk "
                                "(default: 0)"),
                       cl::init(0), cl::cat(ReachCat), cl::sub(ReachSub));
cl::opt<unsigned> Unroll("unroll",
                         cl::desc("Largest edge bound L: traversals of one CFG "
                                  "edge on one backward path (default: 16)"),
                         cl::init(16), cl::cat(ReachCat), cl::sub(ReachSub));
cl::opt<bool> NoDeepen("no-deepen",
                       cl::desc("Search once with L = --unroll instead of "
                                "deepening 2, 4, 8, ... (default: off)"),
                       cl::cat(ReachCat), cl::sub(ReachSub));
cl::opt<std::string> LoopMethod(
    "loop-method",
    cl::desc("path: jump over a loop by a loop method before unrolling it, "
             "at every arrival at its exit | once: only at the first "
             "arrival in the search (the thesis' rule) | fallback: after the "
             "unrolling choice (chapter 3's order) | off: only unroll "
             "(default: path)"),
    cl::init("path"), cl::cat(ReachCat), cl::sub(ReachSub));
cl::opt<double> Phase2Time("phase2-time",
                           cl::desc("Seconds of concrete phase per path "
                                    "(default: 10)"),
                           cl::init(10), cl::cat(ReachCat), cl::sub(ReachSub));
cl::opt<double> SolverTimeout("reach-solver-timeout",
                              cl::desc("Wall-clock safety net in seconds per "
                                       "backward Z3 query (its resource "
                                       "limit decides first); a query out of "
                                       "either skips the constraint "
                                       "(default: 1)"),
                              cl::init(1.0), cl::cat(ReachCat),
                              cl::sub(ReachSub));
cl::opt<uint64_t> MaxSegments("max-segments",
                              cl::desc("Segments per target before giving up "
                                       "(default: none)"),
                              cl::init(0), cl::cat(ReachCat),
                              cl::sub(ReachSub));
cl::opt<std::string> OutDir("out",
                            cl::desc("Output directory (default: "
                                     "forage-out/<program>-reach-<n>)"),
                            cl::cat(TargetCat), cl::sub(ReachSub));
cl::opt<unsigned> Arch("arch",
                       cl::desc("Data model: 64 (LP64) or 32 (ILP32) "
                                "(default: 64)"),
                       cl::init(64), cl::cat(TargetCat), cl::sub(ReachSub));
cl::list<std::string> CompileFlags("compile-flag",
                                   cl::desc("Extra flag for clang, e.g. "
                                            "--compile-flag=-DN=4 "
                                            "(repeatable)"),
                                   cl::cat(TargetCat), cl::sub(ReachSub));
cl::opt<bool> Quiet("quiet", cl::desc("No warnings (default: off)"),
                    cl::cat(TargetCat), cl::sub(ReachSub));

bool parseLine(const std::string &Spec, std::string &File, unsigned &Line) {
  size_t Colon = Spec.rfind(':');
  if (Colon == std::string::npos || Colon == 0)
    return false;
  File = Spec.substr(0, Colon);
  return !llvm::StringRef(Spec).substr(Colon + 1).getAsInteger(10, Line) &&
         Line > 0;
}

} // namespace

llvm::cl::SubCommand &forage::reachSubcommand() {
  static cl::SubCommand Sub(
      "reach", "find inputs that reach a line, a branch or an error call, or "
               "prove that none can (symcretic execution)\n\n"
               "  Verdicts: REACHED (a test, validated by a forward run), "
               "UNREACHABLE (the\n  backward search closed with nothing "
               "lost), UNKNOWN.\n  Exit codes: 0 no target reached, 1 some "
               "target reached, 2 bad input,\n  3 unsupported construct, 4 "
               "internal error.");
  return Sub;
}

void forage::hideUnrelatedReachOptions() {
  cl::HideUnrelatedOptions({&TargetCat, &ReachCat, &libcCategory()}, ReachSub);
}

int forage::reachCommand() {
  if (Quiet)
    log::setLevel(log::Level::Quiet);
  if (Arch != 32 && Arch != 64) {
    llvm::errs() << "forage: error: --arch must be 32 or 64\n";
    return ExitBadInput;
  }
  if (LoopMethod != "path" && LoopMethod != "off" && LoopMethod != "once" &&
      LoopMethod != "fallback") {
    llvm::errs()
        << "forage: error: --loop-method must be path, once, fallback or off\n";
    return ExitBadInput;
  }
  if (Unroll == 0) {
    llvm::errs() << "forage: error: --unroll must be at least 1\n";
    return ExitBadInput;
  }
  uint64_t StartNanos = steadyNanos();
  FrontendOptions FO;
  FO.Arch32 = Arch == 32;
  FO.ExtraFlags.assign(CompileFlags.begin(), CompileFlags.end());
  FrontendResult FR;
  if (int Exit; !compileForCommand(Program, FO, FR, Exit))
    return Exit;
  ProgramModel PM(*FR.Module, FR.UserFunctions);

  std::vector<ReachTarget> Goals;
  for (const std::string &Spec : Targets) {
    std::string File;
    unsigned Line = 0;
    if (!parseLine(Spec, File, Line)) {
      llvm::errs() << "forage: error: --target wants FILE:LINE, not '" << Spec
                   << "'\n";
      return ExitBadInput;
    }
    ReachTarget T = lineTarget(*FR.Module, PM, File, Line);
    if (T.Starts.empty()) {
      llvm::errs() << "forage: error: no code of the program at " << Spec
                   << "; give a line with a statement\n";
      return ExitBadInput;
    }
    Goals.push_back(std::move(T));
  }
  for (unsigned Id : TargetBranches) {
    ReachTarget T;
    if (!branchTarget(PM, Id, T)) {
      llvm::errs() << "forage: error: no branch " << Id << " (the program has "
                   << PM.numBranches() << ")\n";
      return ExitBadInput;
    }
    Goals.push_back(std::move(T));
  }
  if (Targets.empty() && TargetBranches.empty()) {
    Goals = errorTargets(*FR.Module, PM);
    if (Goals.empty()) {
      llvm::errs() << "forage: error: " << Program
                   << " calls no reach_error, __VERIFIER_error or assert; "
                      "give --target FILE:LINE\n";
      return ExitBadInput;
    }
  }

  SuiteMetadata Meta;
  Meta.ProgramFile = Program;
  Meta.ProgramHash = sha256OfFile(Program);
  Meta.Arch32 = Arch == 32;
  Meta.CoverError = llvm::all_of(Goals, [](auto &T) { return T.IsErrorCall; });
  std::string Dir = OutDir.empty() ? defaultOutDir(Program, "reach-") : OutDir;
  SuiteWriter Suite(Dir, Meta);
  if (!Suite.error().empty()) {
    llvm::errs() << "forage: error: " << Suite.error() << "\n";
    return ExitInternal;
  }
  StatsWriter Stats(Dir + "/stats.json");

  ExprContext Ctx;
  InterpreterOptions IO;
  IO.Arch32 = Arch == 32;
  Interpreter Interp(*FR.Module, PM, Ctx, IO);
  SolverStats Z3Stats, FitStats;
  // Phase I: one Z3 solver whose assertions follow the backward path.
  std::unique_ptr<IncrementalSolver> Z3 = createIncrementalZ3Solver(
      QueryLimits{QueryLimits::DefaultRlimit,
                  static_cast<unsigned>(SolverTimeout * 1000)},
      Z3Stats);
  SolverOptions FitO;
  FitO.Kind = SolverKind::WalkFirst;
  FitO.Walk.Seed = Seed + 1;
  FitO.Independence = false;
  std::unique_ptr<Solver> Fit = createSolverChain(FitO, FitStats);
  ProgramFacts Facts(*FR.Module, PM, Interp.program(), Ctx);
  ReachOptions RO;
  RO.Schedule.clear();
  if (NoDeepen)
    RO.Schedule.push_back(Unroll);
  else
    for (unsigned L = 2; L <= Unroll; L *= 2)
      RO.Schedule.push_back(L);
  if (RO.Schedule.empty())
    RO.Schedule.push_back(Unroll);
  RO.Loops = LoopMethod == "off"        ? BackwardOptions::Off
             : LoopMethod == "once"     ? BackwardOptions::Once
             : LoopMethod == "fallback" ? BackwardOptions::Fallback
                                        : BackwardOptions::Path;
  RO.TraceSeconds = Phase2Time;
  RO.Seed = Seed;
  RO.MaxSegments = MaxSegments;
  const llvm::Function *Entry = FR.Module->getFunction("main");
  ReachDriver Driver(Facts, Ctx, *Z3, *Fit, Interp, *Entry, RO);
  if (!std::freopen("/dev/null", "r", stdin))
    log::warning("cannot redirect the program's stdin from /dev/null");

  double SetupSeconds = (steadyNanos() - StartNanos) * 1e-9;
  uint64_t SearchStart = steadyNanos();
  uint64_t End = SearchStart + static_cast<uint64_t>(TimeBudget * 1e9);
  llvm::json::Array PerTarget;
  std::vector<TargetResult> Results;
  unsigned Tests = 0;
  for (size_t K = 0; K < Goals.size(); ++K) {
    const ReachTarget &T = Goals[K];
    uint64_t Now = steadyNanos();
    uint64_t Share = Now < End ? (End - Now) / (Goals.size() - K) : 0;
    TargetResult R = Driver.reach(T, Now + std::max<uint64_t>(Share, 1));
    llvm::json::Object J = R.toJson();
    J["target"] = T.Name;
    if (R.V == Verdict::Reached) {
      TestCase TC;
      TC.Id = ++Tests;
      for (const InputRecord &In : R.Witness.Inputs)
        TC.Inputs.push_back(toTestInput(In));
      if (T.IsErrorCall) {
        TC.IsBug = TC.CoversError = true;
        TC.BugKind = "reach-error";
        TC.BugMessage = "reaches " + T.Name;
        TC.BugLocation = T.Loc.str();
      }
      TC.Seconds = (steadyNanos() - SearchStart) * 1e-9;
      if (!Suite.write(TC)) {
        llvm::errs() << "forage: error: cannot write the test to " << Dir
                     << "\n";
        return ExitInternal;
      }
      J["test"] = static_cast<int64_t>(TC.Id);
    }
    PerTarget.push_back(std::move(J));
    Results.push_back(std::move(R));
  }
  double Seconds = (steadyNanos() - SearchStart) * 1e-9;
  unsigned Reached = 0, Proved = 0, Unknown = 0;
  for (const TargetResult &R : Results)
    (R.V == Verdict::Reached       ? Reached
     : R.V == Verdict::Unreachable ? Proved
                                   : Unknown)++;
  Stats.flush(llvm::json::Object{
      {"status", "done"},
      {"program", std::string(Program)},
      {"strategy", "reach"},
      {"seconds", Seconds},
      {"setup_seconds", SetupSeconds},
      {"targets_reached", static_cast<int64_t>(Reached)},
      {"targets_unreachable", static_cast<int64_t>(Proved)},
      {"targets_unknown", static_cast<int64_t>(Unknown)},
      {"tests", static_cast<int64_t>(Tests)},
      {"solver_queries", static_cast<int64_t>(Z3Stats.Queries)},
      {"solver", solverStatsJson(FitStats)},
      {"instructions", static_cast<int64_t>(Interp.stats().Instructions)},
      {"targets", std::move(PerTarget)}});

  llvm::raw_ostream &OS = llvm::outs();
  OS << "forage: " << Program << ": " << Goals.size() << " target"
     << (Goals.size() == 1 ? "" : "s") << " in "
     << llvm::format("%.2f", Seconds) << " s by symcretic execution\n";
  unsigned Test = 0;
  for (size_t K = 0; K < Goals.size(); ++K) {
    const TargetResult &R = Results[K];
    OS << "  " << llvm::left_justify(verdictName(R.V), 12) << Goals[K].Name;
    if (R.V == Verdict::Reached)
      OS << " (test " << llvm::format("%05u", ++Test) << ", ";
    else
      OS << " (";
    OS << R.Backward.Segments << " segments, "
       << llvm::format("%.2f", R.Seconds) << " s)";
    if (!R.Explanation.empty())
      OS << ": " << R.Explanation;
    OS << "\n";
  }
  OS << "  tests:       " << Tests << " in " << Dir << "\n";
  OS << "  summary:     " << Reached << " reached, " << Proved
     << " unreachable, " << Unknown << " unknown\n";
  OS.flush();
  return Reached ? ExitBugs : ExitOk;
}
