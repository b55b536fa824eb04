//===- IndependenceSolver.h - independent-constraint slicing ----*- C++ -*-===//
#ifndef FORAGE_SOLVER_INDEPENDENCESOLVER_H
#define FORAGE_SOLVER_INDEPENDENCESOLVER_H

#include "expr/ExprContext.h"
#include "solver/Solver.h"

#include <memory>

namespace forage {

/// Drops constant-true constraints, answers Unsat on a constant-false one, and
/// passes on only the constraints that share variables, transitively, with
/// the last one (KLEE's independence optimisation). Sound because the
/// incoming Model already satisfies the others and keeps their variables.
/// With Slice false it only does the trivial checks and the counting.
///
/// With Exprs set, every constraint is first rewritten with what the ones
/// before it decide, and the goal with what the whole prefix decides
/// (PathEqualities.h, built in Exprs): a goal that folds to a constant is
/// answered here (counted as Folded), and a variable the prefix pins is
/// replaced by its value in the query passed on (it connects no slice).
std::unique_ptr<Solver> createIndependenceSolver(std::unique_ptr<Solver> Inner,
                                                 SolverStats &Stats,
                                                 bool Slice = true,
                                                 ExprContext *Exprs = nullptr);

} // namespace forage

#endif
