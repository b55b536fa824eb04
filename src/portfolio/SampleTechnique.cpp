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

namespace {
void addRun(RunSummary &To, const RunSummary &R) {
  To.add(R);
  To.Tests += R.Tests;
  To.Covered = R.Covered;
  To.Goals = R.Goals;
  To.StopReason = R.StopReason;
}
} // namespace

void SampleTechnique::turn(const Turn &T) {
  if (!Driver) {
    // A new sampling run, with a seed of its own.
    SampleOptions O = Opts;
    O.Seed = Opts.Seed + Runs++;
    O.TimeBudget = 0; // each turn's end bounds it
    Driver = std::make_unique<SampleDriver>(*Concrete, *Symbolic, *Solve,
                                            SStats, S.suite(), S.stats(), O);
    Driver->StopRequested = S.StopRequested;
    Driver->start();
  }
  ++Turns;
  // Chains need a while to find a narrow band: a floor's turn of 20 ms (a
  // few hundred runs) found nothing on programs where `forage sample` needs
  // 1.5 s. So a turn is at least MinTurnSeconds, or one chain's samples
  // without --time; the portfolio charges the overrun, so it takes fewer
  // turns, not more time.
  uint64_t End = 0, MaxExecutions = 0;
  uint64_t Before = Driver->summary().Executions;
  if (T.Seconds < 1e9 || S.remaining() < 1e9) {
    double Seconds =
        std::min(std::max(T.Seconds, MinTurnSeconds), S.remaining());
    End = steadyNanos() + static_cast<uint64_t>(std::max(Seconds, 0.0) * 1e9);
  }
  if (T.Work)
    MaxExecutions = Before + std::max<uint64_t>(T.Work, Opts.Samples);
  size_t Covered = S.goals().coverage().numCovered();
  bool Ended = Driver->advance(End, MaxExecutions);
  uint64_t Ran = Driver->summary().Executions - Before;
  bool Idle = S.goals().coverage().numCovered() == Covered;
  IdleTurns = Idle ? IdleTurns + 1 : 0;
  IdleExecutions = Idle ? IdleExecutions + Ran : 0;
  if (Ended)
    endDriver();
}

void SampleTechnique::endDriver() {
  RunSummary R = Driver->finish();
  Executions += R.Executions;
  addRun(Total, R);
  Driver.reset();
}

void SampleTechnique::finish() {
  if (Driver)
    endDriver();
}

const RunSummary &SampleTechnique::summary() const {
  if (!Driver)
    return Total;
  Shown = Total;
  addRun(Shown, Driver->summary());
  return Shown;
}

void SampleTechnique::report(llvm::json::Object &Out) const {
  Out["turns"] = static_cast<int64_t>(Turns);
  Out["runs"] = static_cast<int64_t>(Runs); // sampling runs begun
  Out["executions"] = static_cast<int64_t>(executions());
  Out["solver_queries"] = static_cast<int64_t>(SStats.Queries);
}
