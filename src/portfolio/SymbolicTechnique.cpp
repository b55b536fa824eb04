//===- SymbolicTechnique.cpp - forking symbolic execution as a component --===//
#include "portfolio/SymbolicTechnique.h"
#include "solver/SolverChain.h"

#include <algorithm>

using namespace forage;

SymbolicTechnique::SymbolicTechnique(Session &S, const InterpreterOptions &IO,
                                     const SolverOptions &SO,
                                     const SymbolicOptions &O) {
  Interp = std::make_unique<Interpreter>(S.module(), S.model(), S.exprs(), IO);
  Solve = createSolverChain(SO, SStats);
  SymbolicOptions Mine = O;
  // What is left of --time is its budget, as for the concolic search.
  if (S.options().TimeBudget > 0)
    Mine.TimeBudget = std::max(0.001, S.remaining());
  Driver = std::make_unique<SymbolicDriver>(*Interp, *Solve, SStats, S.suite(),
                                            S.stats(), Mine);
  Driver->StopRequested = S.StopRequested;
  RunEnd = S.deadlineNanos();
}

SymbolicTechnique::~SymbolicTechnique() = default;

void SymbolicTechnique::turn(const Turn &T) {
  Driver->start(); // its clock, which PhaseEnd counts on
  Driver->PhaseEnd = Driver->elapsed() + std::min(T.Seconds, 1e9);
  // A turn of N executions ends when executions() has grown by N: after N
  // paths, or N * StepsPerPath decisions where paths fork and do not end.
  uint64_t End = executions() + T.Work;
  Driver->PhaseExecutions = T.Work ? End : 0;
  Driver->PhaseSteps = T.Work ? End * StepsPerPath : 0;
  Solve->setDeadline(turnDeadline(T, RunEnd));
  Last = Driver->run();
  // Anything but the end of the turn ends it for good: no live state is
  // left, or a budget or --stop-on-error ended it.
  Done = Last.StopReason != "phase ended";
}

void SymbolicTechnique::finish() {
  if (!Done)
    Last = Driver->stop();
  Done = true;
}

void SymbolicTechnique::report(llvm::json::Object &Out) const {
  Out["stop_reason"] = Last.StopReason;
  Out["executions"] = static_cast<int64_t>(Last.Executions);
  Out["exhausted"] = Done && Last.Exhausted;
  Out["solver_queries"] = static_cast<int64_t>(SStats.Queries);
  Out["solver_seconds"] = SStats.CoreSeconds;
  // The driver's own figures once it ended (the states it forked, ...).
  for (const char *K : {"forks", "states_created", "peak_states"})
    if (const llvm::json::Value *V = Last.StrategyStats.get(K))
      Out[K] = *V;
}
