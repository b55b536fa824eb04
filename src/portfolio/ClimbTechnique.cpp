//===- ClimbTechnique.cpp - branch-distance climbing as a component -------===//
#include "portfolio/ClimbTechnique.h"
#include "solver/SolverChain.h"
#include "support/Clock.h"

#include <algorithm>

using namespace forage;

ClimbTechnique::ClimbTechnique(Session &S, const InterpreterOptions &IO)
    : S(S) {
  Interp = std::make_unique<Interpreter>(S.module(), S.model(), S.exprs(), IO);
  Solve = createSolverChain(S.solverOptions(), SStats);
  Recorder = std::make_unique<TestRecorder>(S.model(), S.suite(), Summary);
  Recorder->CaptureOutput = IO.CaptureOutput;
  Recorder->TraceBranches = IO.TraceBranches;
  ClimbOptions O;
  O.Seed = S.options().Seed + 2;
  Climb = std::make_unique<DistanceClimb>(
      *Interp, *Solve, *Recorder,
      [&S](uint32_t B) {
        return S.goals().branch(B).S == GoalMap::Status::Open;
      },
      O);
  Climb->Elapsed = [&S] { return S.elapsed(); };
}

ClimbTechnique::~ClimbTechnique() = default;

void ClimbTechnique::turn(const Turn &T) {
  uint64_t End = T.Seconds >= 1e9
                     ? 0
                     : steadyNanos() + static_cast<uint64_t>(T.Seconds * 1e9);
  // A query gives up at the turn's end (a step is up to four queries, and
  // one of them ran a 0.5 s turn to 9 s); an execution, at the turn's end
  // or a tenth of the run (executionDeadline): one cut short teaches the
  // climb little, one that never ends would take every turn after it.
  uint64_t RunEnd = S.deadlineNanos();
  Solve->setDeadline(turnDeadline(T, RunEnd));
  Interp->setDeadline(executionDeadline(T, S.options().TimeBudget, RunEnd));
  Climb->climb(T.Work, [&] {
    return S.stopRequested() || S.overBudget() || (End && steadyNanos() >= End);
  });
  Summary.Executions = Climb->executions();
  Summary.Infeasible = Climb->summary().Infeasible;
  // Done once every chain is stuck for good; a test another technique
  // writes wakes it (done()).
  Done = Climb->idle();
}

uint64_t ClimbTechnique::progress() const { return Climb->improvements(); }

void ClimbTechnique::report(llvm::json::Object &Out) const {
  Out["executions"] = static_cast<int64_t>(Climb->executions());
  Out["steps"] = static_cast<int64_t>(Climb->steps());
  Out["improvements"] = static_cast<int64_t>(Climb->improvements());
  Out["covered"] = static_cast<int64_t>(Climb->covered());
  Out["solver_queries"] = static_cast<int64_t>(SStats.Queries);
}
