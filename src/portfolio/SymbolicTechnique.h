//===- SymbolicTechnique.h - forking symbolic execution as a component -*- C++
//-*-===//
//
// Seed 004's forking symbolic execution (explore/symbolic: KLEE's loop and
// searchers) on a session. Its live states stay in its own interpreter
// between turns, so each turn goes on where the last one stopped; it
// explores where paths multiply (a loop over input bytes), which the
// concolic search pays for with one execution from the start per path.
// Its states may use a share of --max-memory (SymbolicOptions::MaxMemoryMB),
// killed at random past it as KLEE does.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_SYMBOLICTECHNIQUE_H
#define FORAGE_PORTFOLIO_SYMBOLICTECHNIQUE_H

#include "explore/symbolic/SymbolicDriver.h"
#include "portfolio/Technique.h"
#include "session/Session.h"

#include <algorithm>
#include <memory>

namespace forage {

class SymbolicTechnique final : public Technique {
public:
  /// IO must let the interpreter fork (InterpreterOptions::Fork).
  SymbolicTechnique(Session &S, const InterpreterOptions &IO,
                    const SolverOptions &SO, const SymbolicOptions &O);
  ~SymbolicTechnique() override;

  const char *name() const override { return "symbolic"; }
  void turn(const Turn &T) override;
  bool done() const override { return Done; }
  bool exhausted() const override { return Done && Last.Exhausted; }
  /// Paths the program ended, or StepsPerPath decisions per execution
  /// where states fork more than they end; states killed for the memory
  /// share or the state cap are not executions (one kill of thousands
  /// would end a run's --max-iterations at once).
  uint64_t executions() const override {
    return std::max(Driver->pathsEnded(), Driver->steps() / StepsPerPath);
  }
  void finish() override;
  const RunSummary &summary() const override { return Last; }
  void report(llvm::json::Object &Out) const override;

private:
  /// Decisions (states run to their next fork) worth one execution: a
  /// concolic execution forces one decision and runs through a few dozen.
  static constexpr uint64_t StepsPerPath = 16;
  std::unique_ptr<Interpreter> Interp;
  SolverStats SStats;
  std::unique_ptr<Solver> Solve;
  std::unique_ptr<SymbolicDriver> Driver;
  RunSummary Last;
  uint64_t RunEnd = 0; ///< The session's deadline (steady ns; 0 = none).
  bool Done = false;
};

} // namespace forage

#endif
