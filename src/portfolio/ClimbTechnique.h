//===- ClimbTechnique.h - branch-distance climbing as a component -*- C++
//-*-===//
//
// explore/climb's search on a session: it aims at the open outcomes of
// branches on values the input decides only through control flow (counts,
// lengths), which the concolic search cannot negate. Its turns are counted
// in executions.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_CLIMBTECHNIQUE_H
#define FORAGE_PORTFOLIO_CLIMBTECHNIQUE_H

#include "explore/climb/DistanceClimb.h"
#include "portfolio/Technique.h"
#include "session/Session.h"

#include <memory>

namespace forage {

class ClimbTechnique final : public Technique {
public:
  ClimbTechnique(Session &S, const InterpreterOptions &IO);
  ~ClimbTechnique() override;

  const char *name() const override { return "climb"; }
  void turn(const Turn &T) override;
  /// Done until another technique writes a test, which may get it past
  /// what it could not climb.
  bool done() const override { return Done && !Climb->pendingTests(); }
  uint64_t executions() const override { return Summary.Executions; }
  uint64_t progress() const override;
  const RunSummary &summary() const override { return Summary; }
  void report(llvm::json::Object &Out) const override;

private:
  Session &S;
  std::unique_ptr<Interpreter> Interp;
  SolverStats SStats;
  std::unique_ptr<Solver> Solve;
  RunSummary Summary; ///< The recorder's: tests and bugs.
  std::unique_ptr<TestRecorder> Recorder;
  std::unique_ptr<DistanceClimb> Climb;
  bool Done = false;
};

} // namespace forage

#endif
