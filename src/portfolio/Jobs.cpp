//===- Jobs.cpp - the portfolio in several worker processes ---------------===//
#include "portfolio/Jobs.h"
#include "solver/Z3Guard.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace forage;

DefaultPortfolioOptions forage::workerOptions(const DefaultPortfolioOptions &O,
                                              unsigned W, uint64_t Seed) {
  DefaultPortfolioOptions Mine = O;
  bool Forward = W == 0 || W >= 2;
  Mine.UseConcolic = O.UseConcolic && Forward;
  Mine.UseModelChecker = O.UseModelChecker && W == 0;
  Mine.UseClimb = O.UseClimb && W == 1;
  Mine.UseReach = O.UseReach && W == 1;
  Mine.UseSample = O.UseSample && W == 1;
  Mine.UseSymbolic = O.UseSymbolic && W == 1;
  if (W >= 2) {
    Mine.Concolic.Seed = Seed + W;
  }
  if (W != 0)
    Mine.Progress = nullptr; // one progress line, worker 0's
  return Mine;
}

namespace {
/// The bug records of the other workers, as this run's.
void addSharedBugs(const GoalMap &G, RunSummary &R) {
  for (const GoalMap::SharedBug &B : G.sharedBugs()) {
    size_t At = B.Key.find('@');
    R.Bugs.push_back({B.Key.substr(0, At), B.Message,
                      At == std::string::npos ? "" : B.Key.substr(At + 1),
                      B.Test});
  }
}
/// Waits for the workers to end their turn. Once --time is spent or the
/// run interrupted, a worker that goes on GraceSeconds more (a turn inside
/// one long execution or query) is asked to stop, and ended after another
/// GraceSeconds: what it found is on disk.
void waitForWorkers(Session &S, std::vector<pid_t> &Workers) {
  constexpr double GraceSeconds = 0.5; // twice: --time holds to 1 s
  double Since = S.elapsed();
  unsigned Signals = 0;
  while (!Workers.empty()) {
    for (size_t K = 0; K < Workers.size();) {
      pid_t R = waitpid(Workers[K], nullptr, WNOHANG);
      if (R == Workers[K] || (R < 0 && errno != EINTR))
        Workers.erase(Workers.begin() + static_cast<long>(K));
      else
        ++K;
    }
    if (Workers.empty())
      break;
    // SIGTERM asks a worker to stop after its step (as Ctrl-C does); a
    // second signal ends it at once.
    double Waited = S.elapsed() - Since;
    if (Signals < 2 && Waited > GraceSeconds * (Signals + 1) &&
        (S.overBudget() || S.stopRequested())) {
      for (pid_t Pid : Workers)
        kill(Pid, Signals ? SIGKILL : SIGTERM);
      ++Signals;
    }
    S.goals().importShared();
    usleep(20'000);
  }
}
} // namespace

void forage::runPortfolioJobs(
    Session &S, const DefaultPortfolioOptions &O, unsigned Jobs,
    const std::function<void(PortfolioResult &)> &Report) {
  std::unique_ptr<GoalExchange> X = Jobs > 1 ? GoalExchange::create() : nullptr;
  if (!X) {
    runDefaultPortfolio(S, O, Report);
    return;
  }
  GoalMap &G = S.goals();
  G.attachExchange(X.get());
  // Each worker holds to its share of --max-memory.
  S.shareAmongWorkers(Jobs);
  DefaultPortfolioOptions Base = O;
  InterpreterOptions Capped = S.interpreterOptions();
  Base.Interp.MaxMemoryBytes = Capped.MaxMemoryBytes;
  Base.Interp.MaxAllocation =
      std::min(Base.Interp.MaxAllocation, Capped.MaxAllocation);
  Base.Concolic.MaxMemoryMB = S.options().MaxMemoryMB;
  z3guard::setMemoryLimit(Capped.MaxMemoryBytes);
  std::fflush(nullptr);
  llvm::outs().flush();
  llvm::errs().flush();
  std::vector<pid_t> Workers;
  for (unsigned W = 1; W < Jobs; ++W) {
    pid_t Pid = fork();
    if (Pid != 0) {
      if (Pid > 0)
        Workers.push_back(Pid);
      continue;
    }
    // A worker: ends with the run, or when the process that runs it dies.
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    z3guard::afterFork();
    X->setWorker(W);
    DefaultPortfolioOptions Mine = workerOptions(Base, W, S.options().Seed);
    Mine.Schedule.BetweenTurns = [&] { G.importShared(); };
    Mine.Schedule.Ended = [&] { return X->stopRequested(); };
    // With nothing left to try, it waits for the others' tests (the climb
    // starts from them) until the run ends.
    Mine.Schedule.Resume = [&] {
      if (X->stopRequested() || S.overBudget() || S.stopRequested())
        return false;
      usleep(100'000);
      return true;
    };
    runDefaultPortfolio(S, Mine, [&](PortfolioResult &P) {
      G.publishWork(P.Summary.Executions, P.Summary.Paths);
    });
    llvm::outs().flush();
    llvm::errs().flush();
    _exit(0);
  }
  DefaultPortfolioOptions Mine = workerOptions(Base, 0, S.options().Seed);
  Mine.Schedule.BetweenTurns = [&] { G.importShared(); };
  runDefaultPortfolio(S, Mine, [&](PortfolioResult &P) {
    // The run ends with worker 0's portfolio: the others finish their turn.
    X->requestStop();
    waitForWorkers(S, Workers);
    G.importShared();
    P.Summary.Executions += G.sharedExecutions();
    P.Summary.Paths += G.sharedPaths();
    addSharedBugs(G, P.Summary);
    P.Summary.Tests = G.numTests();
    P.Summary.Covered = G.coverage().numCovered();
    // The other workers' techniques, as their tallies arrived.
    for (const auto &[Name, T] : G.tallies())
      if (std::find(P.Techniques.begin(), P.Techniques.end(), Name) ==
          P.Techniques.end())
        P.Techniques.push_back(Name);
    P.Report["jobs"] = static_cast<int64_t>(Jobs);
    P.Report["exchange_dropped"] = static_cast<int64_t>(X->dropped());
    Report(P);
  });
  G.attachExchange(nullptr);
}
