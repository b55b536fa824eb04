//===- LpSolver.h - random vertices of a polyhedron (GLPK simplex) -*- C++
//-*-===//
//
// Seed 000, section 5.4 (d): the paper's randomised solver is the simplex
// method with a random objective, which returns a vertex of the polytope.
// This wraps GLPK's simplex (Debian's libglpk) for that and for feasibility.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_LPSOLVER_H
#define FORAGE_SAMPLING_LPSOLVER_H

#include "sampling/LinearAbstraction.h"

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace forage {

/// Columns are the positions in Cols, with bounds Bounds[k] for Cols[k].
struct LpProblem {
  std::vector<uint32_t> Cols;
  std::vector<std::pair<double, double>> Bounds;
  const std::vector<LinRow> *Rows = nullptr;
};

/// Maximises a random objective (c ~ N(0, I)) over P; on success X holds
/// the vertex (one value per column). False if P is infeasible or GLPK
/// fails.
bool randomVertex(const LpProblem &P, std::mt19937_64 &Rng,
                  std::vector<double> &X);

/// Calls made and time spent in GLPK (stats.json).
struct LpStats {
  uint64_t Calls = 0, Infeasible = 0;
  double Seconds = 0;
};
LpStats &lpStats();

} // namespace forage

#endif
