//===- IndependenceSolver.h - independent-constraint slicing ----*- C++ -*-===//
#ifndef FORAGE_SOLVER_INDEPENDENCESOLVER_H
#define FORAGE_SOLVER_INDEPENDENCESOLVER_H

#include "solver/Solver.h"

#include <memory>

namespace forage {

/// Drops constant-true constraints, answers Unsat on a constant-false one, and
/// passes on only the constraints that share variables, transitively, with
/// the last one (KLEE's independence optimisation). Sound because the
/// incoming Model already satisfies the others and keeps their variables.
/// With Slice false it only does the trivial checks and the counting.
std::unique_ptr<Solver> createIndependenceSolver(std::unique_ptr<Solver> Inner,
                                                 SolverStats &Stats,
                                                 bool Slice = true);

} // namespace forage

#endif
