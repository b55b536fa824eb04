//===- CachingSolver.h - query cache in front of the core solver -*- C++
//-*-===//
#ifndef FORAGE_SOLVER_CACHINGSOLVER_H
#define FORAGE_SOLVER_CACHINGSOLVER_H

#include "solver/Solver.h"

#include <memory>

namespace forage {

/// Remembers the answer (and, for Sat, the values of the query's variables)
/// for every constraint set it has seen; the set is keyed independently of
/// order. Unknown answers are not cached, so a retry may still succeed.
std::unique_ptr<Solver> createCachingSolver(std::unique_ptr<Solver> Inner,
                                            SolverStats &Stats);

} // namespace forage

#endif
