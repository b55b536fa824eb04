//===- SampleTechnique.h - MCMC sampling as a component ---------*- C++ -*-===//
//
// Seed 000's Metropolis-Hastings sampler (sampling/) on a session: each
// turn is a short sampling run (a few rounds of learning and constraint
// generation, a fresh seed each time) whose tests go to the goal map. It is
// the portfolio's answer to goals behind narrow numeric guards that the
// solvers find hard.
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
  /// Done after two turns in a row that covered nothing new and, since it
  /// last covered something, as many executions as one run of `forage
  /// sample` (17134 on a program where it reaches the error in 1.5 s):
  /// floor-sized turns of a few hundred executions each ended it before it
  /// had a chance, and the default missed errors sampling alone reaches.
  bool done() const override {
    return IdleTurns >= 2 && IdleExecutions >= IdleExecutionsBeforeDone;
  }
  uint64_t executions() const override { return Executions; }
  /// Every turn's figures added up (each turn is a new sampling run).
  const RunSummary &summary() const override { return Total; }
  void report(llvm::json::Object &Out) const override;

private:
  Session &S;
  SampleOptions Opts;
  std::unique_ptr<Interpreter> Concrete, Symbolic;
  SolverStats SStats;
  std::unique_ptr<Solver> Solve;
  RunSummary Total;
  static constexpr uint64_t IdleExecutionsBeforeDone = 20000;
  static constexpr double MinTurnSeconds = 0.25;
  static constexpr uint64_t MinTurnSamples = 250;
  uint64_t Executions = 0, Turns = 0, IdleTurns = 0, IdleExecutions = 0;
};

} // namespace forage

#endif
