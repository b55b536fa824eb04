//===- Z3Solver.h - the core solver: QF_ABV queries to Z3 -------*- C++ -*-===//
#ifndef FORAGE_SOLVER_Z3SOLVER_H
#define FORAGE_SOLVER_Z3SOLVER_H

#include "solver/QueryLimits.h"
#include "solver/Solver.h"

#include <memory>

namespace forage {

/// Z3 on bit-vectors and byte arrays with per-query limits (a resource
/// count, and a wall-clock safety net far above it). Translation of
/// Exprs to Z3 terms is cached across queries. It first looks for a model
/// within 256 of the incoming Model's values, then for any model, and writes
/// a value for every variable of the constraints.
std::unique_ptr<Solver> createZ3Solver(QueryLimits Limits, SolverStats &Stats);

} // namespace forage

#endif
