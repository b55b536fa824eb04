//===- SolverChain.cpp - the one place the solver stack is assembled ------===//
#include "solver/SolverChain.h"
#include "solver/CachingSolver.h"
#include "solver/IndependenceSolver.h"
#include "solver/RealRelaxation.h"
#include "solver/Z3Solver.h"

using namespace forage;

std::unique_ptr<Solver> forage::createSolverChain(const SolverOptions &Opts,
                                                  SolverStats &Stats) {
  std::unique_ptr<Solver> Z3 = createZ3Solver(Opts.Limits, Stats);
  if (Opts.RealRelaxation)
    Z3 = createRealRelaxationSolver(std::move(Z3), Opts.Limits, Stats);
  // Below the walk too: its polytope (the linear part of a query) is often a
  // slice of one character.
  Z3 = createSmallDomainSolver(std::move(Z3), Opts.SmallDomain, Stats);
  std::unique_ptr<Solver> Cw;
  if (Opts.Kind != SolverKind::Z3) {
    // The walk solves its polytope with Z3: the selector owns both, and the
    // walk (destroyed first) borrows Z3.
    ConcolicWalkOptions Walk = Opts.Walk;
    Walk.SafetyMs = Opts.Limits.SafetyMs;
    Cw = createConcolicWalkSolver(*Z3, Walk, Stats);
  }
  std::unique_ptr<Solver> S =
      createSelectingSolver(Opts.Kind, std::move(Z3), std::move(Cw), Stats);
  S = createSmallDomainSolver(std::move(S), Opts.SmallDomain, Stats);
  if (Opts.Cache)
    S = createCexCachingSolver(std::move(S), Opts.CexCache, Stats);
  if (Opts.Cache)
    S = createCachingSolver(std::move(S), Stats);
  // Slicing runs first; it also does the trivial checks and the counting.
  return createIndependenceSolver(std::move(S), Stats, Opts.Independence,
                                  Opts.Exprs);
}
