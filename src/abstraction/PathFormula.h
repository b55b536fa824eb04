//===- PathFormula.h - a tree path of the ARG as one SSA formula -*- C++
//-*-===//
//
// Seed 003, section 4 (Algorithm 2, the feasibility check of a goal's
// path): the edges from the root to a new node, encoded step by step with
// the interpreter's bit-precise semantics. A model gives the inputs read
// along the path, in order: a test (DESIGN decision 3). An unsat core names
// the guards the refiner starts from.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_PATHFORMULA_H
#define FORAGE_ABSTRACTION_PATHFORMULA_H

#include "abstraction/TransitionEncoder.h"
#include "expr/Evaluator.h"
#include "solver/QueryLimits.h"

#include <unordered_map>
#include <vector>

namespace forage {

struct PathStep {
  Position From;
  Step S;
  /// The top frame at From: constant (AST id) -> the value it holds.
  std::unordered_map<unsigned, const llvm::Value *> TopAtFrom;
};

struct PathCheck {
  enum Verdict { Feasible, Infeasible, Unknown } V = Unknown;
  Assignment Inputs;
  /// Infeasible: guards of an unsat core, as (step, guard index).
  std::vector<std::pair<size_t, size_t>> Core;
};

class PathFormula {
public:
  /// Encodes the edges (each leaving its position) from main's entry.
  PathFormula(TransitionEncoder &Enc,
              const std::vector<std::pair<Position, CfaEdge>> &Edges);

  PathCheck check(const QueryLimits &Limits) const;
  const std::vector<PathStep> &steps() const { return Steps; }

private:
  TransitionEncoder &Enc;
  std::vector<PathStep> Steps;
};

} // namespace forage

#endif
