//===- CexCache.h - answers from earlier models and unsat cores -*- C++ -*-===//
//
// KLEE's counterexample cache (CexCachingSolver), bounded: a query that
// the exact cache (CachingSolver.h) has not seen is often decided by an
// earlier answer. A set of constraints that held an unsat set is unsat;
// a model of an earlier query that satisfies every constraint of this one
// (checked by evaluation, so any answer given is sound) is a model of it.
// Sibling states resolving the same pointer, or negating branches on the
// same bytes, ask such queries over and over.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_CEXCACHE_H
#define FORAGE_SOLVER_CEXCACHE_H

#include "solver/Solver.h"

#include <memory>

namespace forage {

struct CexCacheOptions {
  /// Earlier answers remembered (the most recent ones); each query is
  /// tried against all of them.
  unsigned Entries = 64;
};

std::unique_ptr<Solver> createCexCachingSolver(std::unique_ptr<Solver> Inner,
                                               const CexCacheOptions &Opts,
                                               SolverStats &Stats);

} // namespace forage

#endif
