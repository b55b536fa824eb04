//===- SmallDomainSolver.h - exhaustive search over tiny input domains -*- C++
//-*-===//
//
// A slice whose inputs have only a few bits in all (one character of an
// argument, a flag byte) has few assignments: evaluating the constraints on
// every one of them decides the query exactly, and is far cheaper than Z3 on
// the array terms such slices usually carry (a ctype table indexed by the
// character). Larger slices go to the inner solver.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_SMALLDOMAINSOLVER_H
#define FORAGE_SOLVER_SMALLDOMAINSOLVER_H

#include "solver/Solver.h"

#include <memory>

namespace forage {

struct SmallDomainOptions {
  /// Slices whose variables have at most this many bits in all are
  /// enumerated; 0 turns enumeration off.
  unsigned MaxBits = 12;
  /// ... and up to this many when the slice reads an array at a symbolic
  /// index, where Z3's array theory is slowest (two characters of a line
  /// against a lexer's tables took it past its timeout).
  unsigned MaxBitsWithArrays = 16;
  /// ... and only while assignments times symbolic nodes stays below this.
  uint64_t MaxWork = 16'000'000;
};

std::unique_ptr<Solver> createSmallDomainSolver(std::unique_ptr<Solver> Inner,
                                                const SmallDomainOptions &Opts,
                                                SolverStats &Stats);

} // namespace forage

#endif
