//===- SymbolicFlags.cpp - `forage run --mode symbolic`'s options ---------===//
#include "cli/SymbolicFlags.h"
#include "cli/RunCommand.h"

using namespace forage;
namespace cl = llvm::cl;

llvm::cl::OptionCategory &forage::symbolicCategory() {
  static cl::OptionCategory Cat("Symbolic execution (--mode symbolic)");
  return Cat;
}

namespace {

cl::opt<std::string>
    Mode("mode",
         cl::desc("concolic (re-execution, --strategy) or symbolic (forking "
                  "symbolic execution as KLEE, --search) (default: "
                  "concolic)"),
         cl::init("concolic"), cl::cat(symbolicCategory()),
         cl::sub(runSubcommand()));
cl::list<std::string> Search(
    "search",
    cl::desc("State searcher: random-path, nurs:covnew, dfs, bfs, "
             "random-state, nurs:md2u, nurs:depth, nurs:icnt, nurs:cpicnt, "
             "nurs:qc; repeat to interleave round robin (default: "
             "random-path and nurs:covnew, as KLEE)"),
    cl::cat(symbolicCategory()), cl::sub(runSubcommand()));
cl::opt<uint64_t> MaxStates(
    "max-states",
    cl::desc("Live states; above it states are killed at random (default: "
             "none)"),
    cl::init(0), cl::cat(symbolicCategory()), cl::sub(runSubcommand()));
cl::opt<unsigned> MaxResolutions(
    "max-resolutions",
    cl::desc("Objects (or addresses) a symbolic address is resolved to, a "
             "state each (default: 8)"),
    cl::init(8), cl::cat(symbolicCategory()), cl::sub(runSubcommand()));
// Kept so that older command lines still run: new coverage or a bug is what
// every mode writes tests for now (--all-tests for every path).
cl::opt<bool> OnlyNewCoverage(
    "only-new-coverage",
    cl::desc("The default: a test only for a state that covers a new branch "
             "or finds a new bug"),
    cl::Hidden, cl::cat(symbolicCategory()), cl::sub(runSubcommand()));
cl::opt<bool> Homi("homi",
                   cl::desc("Learned state pruning (Homi), on top of the "
                            "searcher; the same as --prune homi"),
                   cl::cat(symbolicCategory()), cl::sub(runSubcommand()));
cl::opt<std::string> PruneKind(
    "prune",
    cl::desc("State pruning: none, random (|S|*r states at random, r from "
             "S_ratio) or homi (default: none)"),
    cl::init("none"), cl::cat(symbolicCategory()), cl::sub(runSubcommand()));
cl::opt<double> PruneCycle("prune-cycle",
                           cl::desc("Seconds between pruning steps, t "
                                    "(default: 2)"),
                           cl::init(2.0), cl::cat(symbolicCategory()),
                           cl::sub(runSubcommand()));
cl::opt<double> TimeMax("prune-time-max",
                        cl::desc("Largest budget of one run, max of S_time, "
                                 "in seconds (default: 60)"),
                        cl::init(60.0), cl::cat(symbolicCategory()),
                        cl::sub(runSubcommand()));
cl::opt<unsigned> TimeIntervals(
    "prune-time-intervals", cl::desc("Intervals of S_time, itv (default: 6)"),
    cl::init(6), cl::cat(symbolicCategory()), cl::sub(runSubcommand()));
cl::opt<double> RatioMax("prune-ratio-max",
                         cl::desc("Largest pruning ratio, max of S_ratio "
                                  "(default: 0.6)"),
                         cl::init(0.6), cl::cat(symbolicCategory()),
                         cl::sub(runSubcommand()));
cl::opt<unsigned>
    RatioIntervals("prune-ratio-intervals",
                   cl::desc("Intervals of S_ratio, itv (default: 3, so "
                            "0.2, 0.4, 0.6)"),
                   cl::init(3), cl::cat(symbolicCategory()),
                   cl::sub(runSubcommand()));
cl::opt<unsigned> ExploreRuns(
    "homi-explore-runs",
    cl::desc("Runs of pure exploration before Homi exploits what it "
             "learned, m (default: 3)"),
    cl::init(3), cl::cat(symbolicCategory()), cl::sub(runSubcommand()));

cl::opt<uint64_t> VirtualClock(
    "prune-virtual-clock",
    cl::desc("Count N interpreter instructions as one second for pruning "
             "cycles and run budgets, so that pruning and Homi's learning "
             "repeat exactly under --seed (default: 0, wall time)"),
    cl::init(0), cl::value_desc("N"), cl::cat(symbolicCategory()),
    cl::sub(runSubcommand()));

cl::opt<unsigned> PruneRuns(
    "prune-runs",
    cl::desc("Stop after this many runs of the pruning loop (default: 0, "
             "until --time)"),
    cl::init(0), cl::cat(symbolicCategory()), cl::sub(runSubcommand()));

} // namespace

bool forage::symbolicMode() { return Mode == "symbolic"; }

bool forage::checkSymbolicFlags(std::string &Error) {
  if (Mode != "concolic" && Mode != "symbolic") {
    Error = "--mode must be concolic or symbolic";
    return false;
  }
  for (const std::string &N : Search)
    if (!isSearcherName(N)) {
      Error = "unknown --search '" + N + "'; choose one of";
      for (const char *X : SearcherNames)
        Error += std::string(" ") + X;
      return false;
    }
  if (PruneKind != "none" && PruneKind != "random" && PruneKind != "homi") {
    Error = "--prune must be none, random or homi";
    return false;
  }
  if (Homi && PruneKind == "random") {
    Error = "--homi and --prune random exclude each other";
    return false;
  }
  if (MaxResolutions == 0) {
    Error = "--max-resolutions must be at least 1";
    return false;
  }
  if (PruneCycle <= 0 || TimeMax <= 0 || RatioMax <= 0 || RatioMax > 1 ||
      TimeIntervals == 0 || RatioIntervals == 0) {
    Error = "the pruning options need a positive cycle and time, intervals "
            "of at least 1 and a ratio in (0, 1]";
    return false;
  }
  bool Symbolic = Mode == "symbolic";
  bool Used = !Search.empty() || MaxStates || Homi || PruneKind != "none";
  if (Used && !Symbolic) {
    Error = "--search, --max-states, --homi and --prune "
            "need --mode symbolic";
    return false;
  }
  return true;
}

void forage::applySymbolicFlags(SymbolicOptions &SO) {
  SO.Search.assign(Search.begin(), Search.end());
  if (SO.Search.empty())
    SO.Search = {"random-path", "nurs:covnew"};
  SO.MaxStates = MaxStates;
  SO.MaxResolutions = MaxResolutions;
  PruneOptions &P = SO.Prune;
  P.K = Homi || PruneKind == "homi" ? PruneOptions::Homi
        : PruneKind == "random"     ? PruneOptions::Random
                                    : PruneOptions::None;
  P.Cycle = PruneCycle;
  P.TimeMax = TimeMax;
  P.TimeIntervals = TimeIntervals;
  P.RatioMax = RatioMax;
  P.RatioIntervals = RatioIntervals;
  P.ExploreRuns = ExploreRuns;
  P.InstructionsPerSecond = VirtualClock;
  P.MaxRuns = PruneRuns;
}
