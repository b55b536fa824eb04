//===- ReachCommand.cpp - `forage reach PROGRAM.c --target FILE:LINE` -----===//
//
// Symcretic execution (Dinges' thesis, chapters 3 and 4): inputs that reach
// a chosen line, branch or error call, or a proof that none can.
//
//===----------------------------------------------------------------------===//
#include "cli/CrabsFlags.h"
#include "cli/RunCommand.h"
#include "cli/SharedOptions.h"
#include "cli/Summary.h"
#include "exec/Interpreter.h"
#include "frontend/Frontend.h"
#include "portfolio/DefaultPortfolio.h"
#include "portfolio/Jobs.h"
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

cl::list<std::string>
    Targets("target",
            cl::desc("FILE:LINE to reach (repeatable; default: every "
                     "reach_error, __VERIFIER_error and failed-assert call)"),
            cl::cat(TargetCat), cl::sub(ReachSub));
cl::list<unsigned> TargetBranches(
    "target-branch",
    cl::desc("Branch id to reach (ids as in tests.jsonl; repeatable)"),
    cl::cat(TargetCat), cl::sub(ReachSub));
cl::opt<unsigned> Unroll("unroll",
                         cl::desc("Largest edge bound L: traversals of one CFG "
                                  "edge on one backward path (default: 16)"),
                         cl::init(16), cl::cat(ReachCat), cl::sub(ReachSub));
cl::opt<bool> ReachOnly(
    "symcretic-only",
    cl::desc("Symcretic execution alone: no portfolio for the targets it "
             "leaves unknown (default: off)"),
    cl::cat(ReachCat), cl::sub(ReachSub));
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
cl::opt<uint64_t> MaxSegments("max-segments",
                              cl::desc("Segments per target before giving up "
                                       "(default: none with --time or "
                                       "--symcretic-only, else 20000 in the "
                                       "first pass)"),
                              cl::init(0), cl::cat(ReachCat),
                              cl::sub(ReachSub));
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
               "  Symcretic execution first, then the portfolio of every "
               "technique on the\n  targets it leaves unknown. Verdicts: "
               "REACHED (a test, validated by a\n  forward run), "
               "UNREACHABLE (a proof, for the command line, stdin and\n  "
               "files the summary names), UNKNOWN.\n  Exit codes: 0 no target "
               "reached, 1 some "
               "target reached, 2 bad input,\n  3 unsupported construct, 4 "
               "internal error.");
  return Sub;
}

void forage::hideUnrelatedReachOptions() {
  cl::HideUnrelatedOptions({&programCategory(), &budgetCategory(),
                            &outputCategory(), &TargetCat, &ReachCat},
                           ReachSub);
}

int forage::reachCommand() {
  SessionOptions SO;
  SO.OutInfix = "reach-";
  std::string Error;
  if (!readSharedOptions(SO, Error) || !checkCrabsFlags(Error) ||
      !checkJobs(Error)) {
    llvm::errs() << "forage: error: " << Error << "\n";
    return ExitBadInput;
  }
  if (quietFlag())
    log::setLevel(log::Level::Quiet);
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
  // No target: Test-Comp's Cover-Error, every error call.
  SO.CoverError = Targets.empty() && TargetBranches.empty();
  int Exit = ExitOk;
  std::unique_ptr<Session> S = openSession(SO, Exit);
  if (!S)
    return Exit;
  S->StopRequested = &interruptFlag();
  const ProgramModel &PM = S->model();

  ReachTechnique::Options RO;
  for (const std::string &Spec : Targets) {
    std::string File;
    unsigned Line = 0;
    if (!parseLine(Spec, File, Line)) {
      llvm::errs() << "forage: error: --target wants FILE:LINE, not '" << Spec
                   << "'\n";
      return ExitBadInput;
    }
    ReachTarget T = lineTarget(S->module(), PM, File, Line);
    if (T.Starts.empty()) {
      llvm::errs() << "forage: error: no code of the program at " << Spec
                   << "; give a line with a statement\n";
      return ExitBadInput;
    }
    RO.Targets.push_back(std::move(T));
    RO.TargetBranches.push_back(-1);
  }
  for (unsigned Id : TargetBranches) {
    ReachTarget T;
    if (!branchTarget(PM, Id, T)) {
      llvm::errs() << "forage: error: no branch " << Id << " (the program has "
                   << PM.numBranches() << ")\n";
      return ExitBadInput;
    }
    RO.Targets.push_back(std::move(T));
    RO.TargetBranches.push_back(Id);
  }
  if (RO.Targets.empty()) {
    RO.Targets = errorTargets(S->module(), PM);
    RO.TargetBranches.assign(RO.Targets.size(), -1);
    if (RO.Targets.empty()) {
      llvm::errs() << "forage: error: " << S->program()
                   << " calls no reach_error, __VERIFIER_error or assert; "
                      "give --target FILE:LINE\n";
      return ExitBadInput;
    }
  }
  RO.AimAtBranches = false;
  ReachOptions &R = RO.Reach;
  R.Schedule.clear();
  if (NoDeepen)
    R.Schedule.push_back(Unroll);
  else
    for (unsigned L = 2; L <= Unroll; L *= 2)
      R.Schedule.push_back(L);
  if (R.Schedule.empty())
    R.Schedule.push_back(Unroll);
  R.Loops = LoopMethod == "off"        ? BackwardOptions::Off
            : LoopMethod == "once"     ? BackwardOptions::Once
            : LoopMethod == "fallback" ? BackwardOptions::Fallback
                                       : BackwardOptions::Path;
  R.TraceSeconds = Phase2Time;
  R.Seed = SO.Seed;
  R.MaxSegments = MaxSegments;

  // Symcretic execution first, on every target in turn: all of --time with
  // --symcretic-only, otherwise half of it (the portfolio gets the rest).
  size_t N = RO.Targets.size();
  double Share = SO.TimeBudget > 0
                     ? S->remaining() * (ReachOnly ? 1.0 : 0.5) / double(N)
                     : 1e9;
  ReachTechnique::Options First = RO;
  First.MaxAttempts = 1;
  // Without --time the first pass is bounded in segments, so that the
  // portfolio gets its turn and the run ends at the same point anywhere.
  if (!MaxSegments && SO.TimeBudget <= 0 && !ReachOnly)
    First.Reach.MaxSegments = 20000;
  First.FirstSlice = Share;
  InterpreterOptions IO = S->interpreterOptions();
  ReachTechnique Symcretic(*S, secondaryInterpreterOptions(IO), First);
  S->goals().setTechnique("reach");
  double Start = S->elapsed();
  Symcretic.turn(Turn{});
  S->goals().addTurn(S->elapsed() - Start);
  std::vector<ReachTechnique::Aim> Aims = Symcretic.aims();
  std::string PortfolioStop;
  if (!ReachOnly && !Symcretic.refresh() && !S->stopRequested() &&
      !S->overBudget()) {
    // The portfolio on what is left, until every target is settled.
    DefaultPortfolioOptions O;
    O.Interp = IO;
    O.Solver = S->solverOptions();
    O.Concolic.Seed = SO.Seed;
    O.Concolic.TimeBudget = SO.TimeBudget;
    O.Concolic.MaxIterations = SO.MaxIterations;
    O.Concolic.MaxMemoryMB = SO.MaxMemoryMB;
    O.Crabs = crabsOptions(false, SO.SolverTimeout);
    O.ExistingReach = &Symcretic;
    Symcretic.retune(3, O.Schedule.QuantumSeconds);
    O.Sample.Seed = SO.Seed;
    O.Schedule.QuantumSeconds =
        SO.TimeBudget > 0 ? std::min(10.0, std::max(0.5, SO.TimeBudget / 20))
                          : 2.0;
    O.Schedule.Settled = [&] { return Symcretic.refresh(); };
    // With --jobs, worker 1 goes on with this first pass's reach (its copy
    // after fork); every worker stops once the targets are settled in its
    // goal map, which takes the others' events in.
    runPortfolioJobs(*S, O, jobsFlag(), [&](PortfolioResult &P) {
      PortfolioStop = P.Summary.StopReason;
    });
    Symcretic.refresh();
    Aims = Symcretic.aims();
  }

  unsigned Reached = 0, Proved = 0, Unknown = 0;
  llvm::json::Array PerTarget;
  for (const ReachTechnique::Aim &A : Aims) {
    (A.V == Verdict::Reached       ? Reached
     : A.V == Verdict::Unreachable ? Proved
                                   : Unknown)++;
    llvm::json::Object J = A.Detail;
    for (auto &KV :
         llvm::json::Object{{"target", A.T.Name},
                            {"verdict", verdictName(A.V)},
                            {"by", A.By},
                            {"explanation", A.Explanation},
                            {"segments", static_cast<int64_t>(A.Segments)},
                            {"seconds", A.Seconds}})
      J[KV.first] = KV.second;
    if (A.V == Verdict::Reached)
      J["test"] = static_cast<int64_t>(A.Test);
    PerTarget.push_back(std::move(J));
  }
  llvm::json::Object Reach;
  Symcretic.report(Reach);
  S->finish(
      llvm::json::Object{{"strategy", "reach"},
                         {"seconds", S->elapsed()},
                         {"targets_reached", static_cast<int64_t>(Reached)},
                         {"targets_unreachable", static_cast<int64_t>(Proved)},
                         {"targets_unknown", static_cast<int64_t>(Unknown)},
                         {"tests", static_cast<int64_t>(S->goals().numTests())},
                         {"symcretic", std::move(Reach)},
                         {"portfolio_stop_reason", PortfolioStop},
                         {"targets", std::move(PerTarget)}});

  llvm::raw_ostream &OS = llvm::outs();
  OS << "forage: " << S->program() << ": " << N << " target"
     << (N == 1 ? "" : "s") << " in " << llvm::format("%.2f", S->elapsed())
     << " s by symcretic execution"
     << (PortfolioStop.empty() ? "" : ", then the portfolio") << "\n";
  for (const ReachTechnique::Aim &A : Aims) {
    OS << "  " << llvm::left_justify(verdictName(A.V), 12) << A.T.Name << " (";
    if (A.V == Verdict::Reached)
      OS << "test " << llvm::format("%05u", A.Test) << ", ";
    if (A.V != Verdict::Unknown && A.By != "reach")
      OS << "by " << A.By << ")";
    else
      OS << A.Segments << " segments, " << llvm::format("%.2f", A.Seconds)
         << " s)";
    if (!A.Explanation.empty())
      OS << ": " << A.Explanation;
    OS << "\n";
  }
  if (Proved && (S->environmentSymbolic() || S->readsEnvironment()))
    OS << "  proofs hold:  " << S->scope() << "\n";
  OS << "  tests:       " << S->goals().numTests() << " in " << S->dir()
     << "\n";
  if (!PortfolioStop.empty())
    printTechniques(OS, S->goals());
  OS << "  summary:     " << Reached << " reached, " << Proved
     << " unreachable, " << Unknown << " unknown\n";
  OS.flush();
  return Reached ? ExitBugs : ExitOk;
}
