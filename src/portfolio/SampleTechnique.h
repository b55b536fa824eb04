//===- SampleTechnique.h - MCMC sampling as a component ---------*- C++ -*-===//
//
// Seed 000's Metropolis-Hastings sampler (sampling/) on a session: one
// sampling run (its rounds of chains, learning and constraint generation)
// goes on from turn to turn (SampleDriver::advance), its tests going to
// the goal map; once its rounds are done the next turn starts another run
// with the next seed. It is the portfolio's answer to goals behind narrow
// numeric guards that the solvers find hard.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_SAMPLETECHNIQUE_H
#define FORAGE_PORTFOLIO_SAMPLETECHNIQUE_H

#include "portfolio/Technique.h"
#include "sampling/SampleDriver.h"
#include "session/Session.h"

#include <memory>

namespace forage {

class SampleTechnique final : public Technique {
public:
  SampleTechnique(Session &S, const InterpreterOptions &IO,
                  const SampleOptions &O);
  ~SampleTechnique() override;

  const char *name() const override { return "sample"; }
  void turn(const Turn &T) override;
  void finish() override;
  /// Done after two turns in a row that covered nothing new and, since it
  /// last covered something, as many executions as one run of `forage
  /// sample` (17134 on a program where it reaches the error in 1.5 s):
  /// floor-sized turns of a few hundred executions each ended it before it
  /// had a chance, and the default missed errors sampling alone reaches.
  bool done() const override {
    return IdleTurns >= 2 && IdleExecutions >= IdleExecutionsBeforeDone;
  }
  uint64_t executions() const override {
    return Executions + (Driver ? Driver->summary().Executions : 0);
  }
  /// Every sampling run's figures added up.
  const RunSummary &summary() const override;
  void report(llvm::json::Object &Out) const override;

private:
  Session &S;
  SampleOptions Opts;
  std::unique_ptr<Interpreter> Concrete, Symbolic;
  SolverStats SStats;
  std::unique_ptr<Solver> Solve;
  /// The sampling run in progress, and the figures of the ended ones.
  std::unique_ptr<SampleDriver> Driver;
  RunSummary Total;
  mutable RunSummary Shown; ///< Total with the run in progress.
  void endDriver();
  static constexpr uint64_t IdleExecutionsBeforeDone = 20000;
  static constexpr double MinTurnSeconds = 0.25;
  uint64_t Executions = 0, Turns = 0, Runs = 0, IdleTurns = 0,
           IdleExecutions = 0;
};

} // namespace forage

#endif
