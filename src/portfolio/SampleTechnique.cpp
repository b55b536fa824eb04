//===- SampleTechnique.cpp - MCMC sampling as a component -----------------===//
#include "portfolio/SampleTechnique.h"

#include <algorithm>

using namespace forage;

SampleTechnique::SampleTechnique(Session &S, const InterpreterOptions &IO,
                                 const SampleOptions &O)
    : S(S), Opts(O) {
  InterpreterOptions CIO = IO;
  CIO.Concrete = true;
  Concrete =
      std::make_unique<Interpreter>(S.module(), S.model(), S.exprs(), CIO);
  Symbolic =
      std::make_unique<Interpreter>(S.module(), S.model(), S.exprs(), IO);
  SolverOptions SolO = S.solverOptions();
  // Z3 alone: the sampler itself is the search for non-linear conditions.
  SolO.Kind = SolverKind::Z3;
  Solve = createSolverChain(SolO, SStats);
}

SampleTechnique::~SampleTechnique() = default;

void SampleTechnique::turn(const Turn &T) {
  SampleOptions O = Opts;
  O.Seed = Opts.Seed + Turns++;
  // A turn is a new sampling run, and chains need a while to find a narrow
  // band: a floor's turn of 20 ms (a few hundred runs) found nothing on
  // programs where `forage sample` needs 1.5 s. So a turn is at least
  // MinTurnSeconds (or MinTurnSamples per chain); the portfolio charges the
  // overrun, so it takes fewer turns, not more time.
  O.TimeBudget = std::min(std::max(T.Seconds, MinTurnSeconds), S.remaining());
  if (O.TimeBudget >= 1e6)
    O.TimeBudget = 0;
  if (T.Work)
    O.Samples = std::max<uint64_t>(MinTurnSamples, T.Work / (O.Rounds * 4));
  SampleDriver Driver(*Concrete, *Symbolic, *Solve, SStats, S.suite(),
                      S.stats(), O);
  Driver.StopRequested = S.StopRequested;
  size_t Before = S.goals().coverage().numCovered();
  RunSummary R = Driver.run();
  bool Idle = S.goals().coverage().numCovered() == Before;
  IdleTurns = Idle ? IdleTurns + 1 : 0;
  IdleExecutions = Idle ? IdleExecutions + R.Executions : 0;
  Executions += R.Executions;
  Total.Executions += R.Executions;
  Total.Paths += R.Paths;
  Total.Infeasible += R.Infeasible;
  Total.LimitHits += R.LimitHits;
  Total.Tests += R.Tests;
  Total.Bugs.insert(Total.Bugs.end(), R.Bugs.begin(), R.Bugs.end());
  Total.Covered = R.Covered;
  Total.Goals = R.Goals;
  Total.StopReason = R.StopReason;
  if (Total.Unsupported.empty())
    Total.Unsupported = R.Unsupported;
  if (Total.WriteError.empty())
    Total.WriteError = R.WriteError;
}

void SampleTechnique::report(llvm::json::Object &Out) const {
  Out["turns"] = static_cast<int64_t>(Turns);
  Out["executions"] = static_cast<int64_t>(Executions);
  Out["solver_queries"] = static_cast<int64_t>(SStats.Queries);
}
