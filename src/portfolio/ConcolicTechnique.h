//===- ConcolicTechnique.h - concolic search as a component -----*- C++ -*-===//
//
// Seed 001's re-execution concolic search (explore/concolic) on a session:
// one interpreter, one solver chain and one strategy kept across turns, so
// that each turn continues the search where the last one stopped.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_CONCOLICTECHNIQUE_H
#define FORAGE_PORTFOLIO_CONCOLICTECHNIQUE_H

#include "explore/concolic/ConcolicDriver.h"
#include "portfolio/Technique.h"
#include "session/Session.h"

#include <memory>

namespace forage {

class ConcolicTechnique final : public Technique {
public:
  ConcolicTechnique(Session &S, const InterpreterOptions &IO,
                    const SolverOptions &SO, const ConcolicOptions &CO);
  ~ConcolicTechnique() override;

  const char *name() const override { return "concolic"; }
  void turn(const Turn &T) override;
  bool done() const override { return Done; }
  bool exhausted() const override { return Last.Exhausted; }
  uint64_t executions() const override { return Driver->summary().Executions; }
  const RunSummary &summary() const override { return Last; }
  void report(llvm::json::Object &Out) const override;

  ConcolicDriver &driver() { return *Driver; }
  Interpreter &interpreter() { return *Interp; }
  const SolverStats &solverStats() const { return SStats; }

private:
  Session &S;
  std::unique_ptr<Interpreter> Interp;
  SolverStats SStats;
  std::unique_ptr<Solver> Solve;
  std::unique_ptr<ConcolicDriver> Driver;
  RunSummary Last;
  bool Done = false;
};

} // namespace forage

#endif
