//===- SolverChain.cpp - the one place the solver stack is assembled ------===//
#include "solver/SolverChain.h"
#include "solver/CachingSolver.h"
#include "solver/IndependenceSolver.h"
#include "solver/Z3Solver.h"

using namespace forage;

std::unique_ptr<Solver> forage::createSolverChain(const SolverOptions &Opts,
                                                  SolverStats &Stats) {
  std::unique_ptr<Solver> S = createZ3Solver(Opts.TimeoutMs, Stats);
  if (Opts.Cache)
    S = createCachingSolver(std::move(S), Stats);
  // Slicing runs first; it also does the trivial checks and the counting.
  return createIndependenceSolver(std::move(S), Stats, Opts.Independence);
}
