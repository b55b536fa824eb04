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
  O.TimeBudget = std::min(T.Seconds, S.remaining());
  if (O.TimeBudget >= 1e6)
    O.TimeBudget = 0;
  if (T.Work)
    O.Samples = std::max<uint64_t>(1, T.Work / (O.Rounds * 4));
  SampleDriver Driver(*Concrete, *Symbolic, *Solve, SStats, S.suite(),
                      S.stats(), O);
  Driver.StopRequested = S.StopRequested;
  size_t Before = S.goals().coverage().numCovered();
  RunSummary R = Driver.run();
  IdleTurns = S.goals().coverage().numCovered() == Before ? IdleTurns + 1 : 0;
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
