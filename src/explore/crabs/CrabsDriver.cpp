//===- CrabsDriver.cpp - concolic testing alternating with CEGAR ----------===//
#include "explore/crabs/CrabsDriver.h"
#include "abstraction/SeedPredicates.h"
#include "support/Clock.h"
#include "support/Log.h"

#include <algorithm>

using namespace forage;

CrabsDriver::CrabsDriver(ConcolicDriver &Concolic, Cfa &C,
                         const CrabsOptions &Opts, double TimeBudget)
    : Concolic(Concolic), C(C), Opts(Opts), TimeBudget(TimeBudget),
      Mc(C, Opts.Mc), Proved(C.model().numBranches(), false) {}

bool CrabsDriver::pending(uint32_t B) const {
  const BranchInfo &Info = C.model().branch(B);
  return Info.IsUser && C.cfgReachable(B) && !Proved[B] &&
         !Concolic.coverage().covered(B);
}

unsigned CrabsDriver::seed(const std::vector<InvariantAtom> &Atoms) {
  unsigned Added = seedPredicates(Mc.precision(), C, Atoms);
  Result.SeedAtoms += Atoms.size();
  Result.SeededPredicates += Added;
  return Added;
}

void CrabsDriver::modelCheck(double Slice, double Overrun, uint64_t SliceSteps,
                             uint64_t OverrunSteps) {
  size_t N = C.model().numBranches();
  std::vector<bool> Pending(N);
  for (uint32_t B = 0; B < N; ++B)
    Pending[B] = pending(B);
  uint64_t Now = steadyNanos();
  auto At = [Now](double Seconds) {
    return Seconds >= 1e9 ? ~uint64_t(0)
                          : Now + static_cast<uint64_t>(Seconds * 1e9);
  };
  double Left = TimeBudget > 0 ? TimeBudget - Concolic.elapsed() : 1e18;
  uint64_t RefineUntil = At(std::min(Slice, Left));
  uint64_t HardStop = At(std::min(Slice + Overrun, Left));
  std::vector<McTest> Tests;
  std::vector<McProof> Proofs;
  uint64_t None = ~uint64_t(0);
  McPhaseStats PS = Mc.run(Pending, RefineUntil, HardStop, Tests, Proofs,
                           SliceSteps ? SliceSteps : None,
                           SliceSteps ? SliceSteps + OverrunSteps : None);
  Result.Steps += PS.Work;
  for (const McProof &P : Proofs)
    Proved[P.Goal] = true;
  // Model-checker tests count once the interpreter has run them.
  uint64_t Reproduced = 0, FalseProofs = 0;
  for (const McTest &T : Tests) {
    std::vector<uint8_t> Hit = Concolic.runInput(T.Inputs);
    Reproduced += T.Goal < Hit.size() && Hit[T.Goal];
    for (const McProof &P : Proofs)
      if (P.Goal < Hit.size() && Hit[P.Goal] && Proved[P.Goal]) {
        // Never expected: the abstraction would be unsound. Keep the goal.
        log::warning("model checker: branch " + std::to_string(P.Goal) +
                     " was proved unreachable but a test takes it");
        Proved[P.Goal] = false;
        ++FalseProofs;
      }
  }
  for (const McProof &P : Proofs)
    if (Proved[P.Goal])
      Result.Proofs.push_back(P);
  Result.McTests += Tests.size();
  Result.McTestsReproduced += Reproduced;
  Result.LastArgComplete = PS.Complete;
  // Built within its slice (complete, or cut by the node cap): the next
  // phase, with the same predicates, would build the same ARG.
  Result.LastArgSettled =
      PS.Refinements == 0 &&
      (PS.Complete ||
       (SliceSteps ? PS.Nodes >= Opts.Mc.MaxNodes : PS.Seconds < Slice));
  Monitors.push_back(std::make_unique<Monitor>(Mc.arg()));
  // Every monitor over-approximates the program, so dropping one only
  // prunes less; the product of the last few keeps tracking cheap in long
  // runs of short phases.
  if (Monitors.size() > MaxMonitors)
    Monitors.erase(Monitors.begin());
  Result.PhaseStats.push_back(llvm::json::Object{
      {"seconds", PS.Seconds},
      {"slice", Slice},
      {"steps", static_cast<int64_t>(PS.Steps)},
      {"work", static_cast<int64_t>(PS.Work)},
      {"arg_nodes", static_cast<int64_t>(PS.Nodes)},
      {"arg_covered_nodes", static_cast<int64_t>(PS.CoveredNodes)},
      {"arg_complete", PS.Complete},
      {"predicates", static_cast<int64_t>(PS.Predicates)},
      {"refinements", static_cast<int64_t>(PS.Refinements)},
      {"stuck_goals", static_cast<int64_t>(PS.StuckGoals)},
      {"goal_checks", static_cast<int64_t>(PS.GoalChecks)},
      {"unknown_checks", static_cast<int64_t>(PS.UnknownChecks)},
      {"mc_tests", static_cast<int64_t>(Tests.size())},
      {"mc_tests_reproduced", static_cast<int64_t>(Reproduced)},
      {"proved", static_cast<int64_t>(Proofs.size() - FalseProofs)},
      {"false_proofs", static_cast<int64_t>(FalseProofs)},
      {"monitor_states", static_cast<int64_t>(Monitors.back()->numStates())},
  });
}

void CrabsDriver::guideSearch() {
  Concolic.WrapStrategy = [this](std::unique_ptr<Strategy> Inner) {
    std::vector<const Monitor *> Ms;
    for (auto &M : Monitors) {
      M->setGoals([this](uint32_t B) { return pending(B); });
      Ms.push_back(M.get());
    }
    return std::make_unique<MonitorGuidedStrategy>(
        std::move(Inner), std::move(Ms),
        [this](uint32_t B) { return pending(B); }, Result.Guidance);
  };
}

bool CrabsDriver::anyPending() const {
  for (uint32_t B = 0; B < C.model().numBranches(); ++B)
    if (pending(B))
      return true;
  return false;
}

bool CrabsDriver::modelCheckTurn(double Slice, double Overrun,
                                 uint64_t SliceSteps, uint64_t OverrunSteps) {
  ++Result.Rounds;
  size_t CoveredBefore = Concolic.coverage().numCovered();
  size_t ProofsBefore = Result.Proofs.size();
  modelCheck(Slice, Overrun, SliceSteps, OverrunSteps);
  return Result.LastArgComplete || Result.Proofs.size() != ProofsBefore ||
         Concolic.coverage().numCovered() != CoveredBefore;
}

RunSummary CrabsDriver::run() {
  if (Opts.McRatio <= 0)
    return Concolic.run(); // ratio 0: the plain strategy
  Concolic.start();
  Concolic.KeepStrategy = Opts.KeepSearch;
  if (Opts.InitialRun)
    Concolic.runInput(Assignment());
  double Round = Opts.Round;
  if (Round <= 0)
    Round =
        TimeBudget > 0 ? std::max(2.0, std::min(20.0, TimeBudget / 5)) : 20.0;
  // The model checker alone refines for 70 % of the budget and keeps the
  // rest to complete its ARG (only a complete ARG proves anything).
  double McSlice = Opts.McRatio < 1 ? Opts.McRatio * Round
                   : TimeBudget > 0 ? 0.7 * TimeBudget
                                    : 1e18;
  double TestSlice = Round - std::min(McSlice, Round);
  guideSearch();
  auto AnyPending = [this] { return anyPending(); };
  auto OutOfTime = [this] {
    return TimeBudget > 0 && Concolic.elapsed() >= TimeBudget;
  };
  RunSummary S;
  double Scale = 1.0; // of the model checker's slice (Opts.Backoff)
  bool SettledStop = false;
  size_t LastCovered = ~size_t(0), LastProofs = 0, LastPreds = 0;
  while (true) {
    ++Result.Rounds;
    bool Exhausted = false;
    if (Opts.McRatio < 1) {
      Concolic.PhaseEnd = Concolic.elapsed() + TestSlice;
      if (TimeBudget > 0)
        Concolic.PhaseEnd = std::min(Concolic.PhaseEnd, TimeBudget);
      S = Concolic.run();
      if (S.StopReason != "phase ended" && !S.Exhausted &&
          S.StopReason.find("no further") == std::string::npos &&
          S.StopReason.find("every forcible") == std::string::npos)
        break; // a budget, an interrupt, --stop-on-error
      Exhausted = S.StopReason != "phase ended";
    }
    if (!AnyPending() || OutOfTime())
      break;
    // Completing the ARG may overrun the slice by max(slice, 10 s), but by
    // no more than a tenth of a short budget.
    double Overrun =
        Opts.MaxOverrun > 0
            ? Opts.MaxOverrun
            : std::max(McSlice,
                       TimeBudget > 0 ? std::min(10.0, TimeBudget / 10) : 10.0);
    // A search with nothing left to force leaves the time to the model
    // checker, as `prove` has it: refine for 70 % of what is left and
    // complete the ARG in the rest (a phase ends once its ARG is complete).
    // On ddv's tasks that end at their first port read the search is done
    // at once, and refinement needs more than a round's share.
    double Slice = Scale * McSlice, Over = Scale * Overrun;
    if (Exhausted) {
      double Left = TimeBudget > 0 ? TimeBudget - Concolic.elapsed() : 1e18;
      Slice = std::max(McSlice, 0.7 * Left);
      Over = std::max(Overrun, 0.3 * Left);
    }
    size_t CoveredBefore = Concolic.coverage().numCovered();
    size_t ProofsBefore = Result.Proofs.size();
    modelCheck(Slice, Over);
    bool McProgress = Result.LastArgComplete ||
                      Result.Proofs.size() != ProofsBefore ||
                      Concolic.coverage().numCovered() != CoveredBefore;
    if (Opts.Backoff && !Exhausted)
      Scale = McProgress ? 1.0 : std::max(0.125, Scale / 2);
    if (Opts.McRatio >= 1 || !AnyPending() || OutOfTime())
      break;
    // A round that changed nothing after an exhausted search repeats.
    size_t Covered = Concolic.coverage().numCovered();
    bool Progress = Covered != LastCovered ||
                    Result.Proofs.size() != LastProofs ||
                    Mc.precision().size() != LastPreds;
    LastCovered = Covered;
    LastProofs = Result.Proofs.size();
    LastPreds = Mc.precision().size();
    // Nor can it change once the model checker settled: the next phase
    // would build the same ARG.
    if (Exhausted && !Progress && (TimeBudget <= 0 || Result.LastArgSettled)) {
      SettledStop = TimeBudget > 0;
      break;
    }
  }
  S = Concolic.summary();
  if (Opts.McRatio >= 1)
    S.StopReason = Result.LastArgComplete ? "model checking finished"
                                          : "model checking stopped early "
                                            "(budget or node cap)";
  else if (!AnyPending())
    S.StopReason = "every goal covered or proved unreachable";
  else if (OutOfTime())
    S.StopReason = "time budget reached (--time)";
  else if (SettledStop)
    S.StopReason = "every forcible branch tried, and the model checker "
                   "can refine no further";
  S.Seconds = Concolic.elapsed();
  return S;
}
