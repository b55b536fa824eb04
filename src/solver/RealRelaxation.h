//===- RealRelaxation.h - linear FP queries solved over the reals -*- C++ -*-=//
//
// Z3's FP theory bit-blasts every double operation, so even a linear query
// such as `a - b > 300.0 && b > 1000.0` takes it a fraction of a second. The
// thesis treats the polytope over the reals; so does this layer: a query whose
// constraints are all linear relations between FP terms is solved over the
// reals (Z3's linear arithmetic), the point is rounded to the nearest doubles
// and floats, and it is returned only if every constraint holds by evaluation.
// Anything else (another kind of query, an unsatisfiable relaxation, a
// rounded point that fails) goes to the wrapped solver, so the answers are
// exactly as sound as before.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_REALRELAXATION_H
#define FORAGE_SOLVER_REALRELAXATION_H

#include "solver/QueryLimits.h"
#include "solver/Solver.h"

#include <memory>

namespace forage {

std::unique_ptr<Solver>
createRealRelaxationSolver(std::unique_ptr<Solver> Inner, QueryLimits Limits,
                           SolverStats &Stats);

} // namespace forage

#endif
