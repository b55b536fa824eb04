//===- ConcolicTechnique.cpp - concolic search as a component -------------===//
#include "portfolio/ConcolicTechnique.h"

#include <algorithm>

using namespace forage;

ConcolicTechnique::ConcolicTechnique(Session &S, const InterpreterOptions &IO,
                                     const SolverOptions &SO,
                                     const ConcolicOptions &CO)
    : S(S) {
  Interp = std::make_unique<Interpreter>(S.module(), S.model(), S.exprs(), IO);
  Solve = createSolverChain(SO, SStats);
  ConcolicOptions O = CO;
  // The session's clock started before compilation; what is left of --time
  // is this driver's budget (its executions and queries stop there).
  if (S.options().TimeBudget > 0)
    O.TimeBudget = std::max(0.001, S.remaining());
  Driver = std::make_unique<ConcolicDriver>(*Interp, *Solve, SStats, S.suite(),
                                            S.stats(), O);
  Driver->StopRequested = S.StopRequested;
  Driver->KeepStrategy = true;
  // Open branches and budget left: the search escalates rather than ends.
  Driver->EscalateKept = true;
  Driver->DeadlineEndsPhase = true;
}

ConcolicTechnique::~ConcolicTechnique() = default;

void ConcolicTechnique::turn(const Turn &T) {
  Driver->start();
  // Its queries end with the turn (numsim: one ran a 0.5 s turn to the end
  // of a 10 s run); its executions, with the turn or a tenth of the run.
  Solve->setDeadline(turnDeadline(T, S.deadlineNanos()));
  Interp->setDeadline(
      executionDeadline(T, S.options().TimeBudget, S.deadlineNanos()));
  Driver->PhaseEnd = Driver->elapsed() + std::min(T.Seconds, 1e9);
  Driver->PhaseExecutions = T.Work ? Driver->summary().Executions + T.Work : 0;
  Last = Driver->run();
  // Anything but the end of the turn ends the search for good: it is
  // exhausted, could force nothing more, or met a budget or --stop-on-error.
  Done = Last.StopReason != "phase ended";
}

void ConcolicTechnique::report(llvm::json::Object &Out) const {
  Out["stop_reason"] = Last.StopReason;
  Out["executions"] = static_cast<int64_t>(Last.Executions);
  Out["exhausted"] = Last.Exhausted;
  Out["solver_queries"] = static_cast<int64_t>(SStats.Queries);
  Out["solver_seconds"] = SStats.CoreSeconds;
}
