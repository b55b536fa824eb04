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
  /// index. It was 16 while Z3 saw such reads as array terms (two
  /// characters of a line against a lexer's tables took it past its
  /// timeout); as multiplexer trees (Z3Arrays.cpp) Z3 decides them faster
  /// than 2^16 evaluations: units --mode symbolic made 23 states/s at 16,
  /// 32 at 12 (most of its queries are unsat, which enumerates every
  /// assignment).
  unsigned MaxBitsWithArrays = 12;
  /// ... and only while assignments times symbolic nodes stays below this.
  uint64_t MaxWork = 16'000'000;
};

std::unique_ptr<Solver> createSmallDomainSolver(std::unique_ptr<Solver> Inner,
                                                const SmallDomainOptions &Opts,
                                                SolverStats &Stats);

} // namespace forage

#endif
