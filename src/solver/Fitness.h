//===- Fitness.h - constraints as the concolic walk sees them ---*- C++ -*-===//
//
// The concolic walk (thesis ch. 5) needs three things of a constraint: its
// variables, whether it is linear (part of the polytope L), and how badly an
// assignment violates it (Algorithm 5.2). A constraint is compiled once into
// a tree of and/or over atoms `l ~ r`; the error is computed by evaluating l
// and r concretely. Whether a constraint holds is always decided by exact
// evaluation of the constraint itself; the error only guides the search.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_FITNESS_H
#define FORAGE_SOLVER_FITNESS_H

#include "expr/Evaluator.h"
#include "expr/Expr.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace forage {

/// One relation l ~ r of a constraint.
struct Atom {
  enum Rel : uint8_t { Eq, Ne, Lt, Le, NaN, NotNaN };
  enum Domain : uint8_t { Unsigned, Signed, Float };
  ExprRef Cond; ///< The exact 1-bit condition, holding iff !Negated.
  bool Negated;
  ExprRef L;
  ExprRef R; ///< Null for a bare 1-bit term: then r is 1, or 0 if Negated.
  Rel Relation;
  Domain Dom;
};

/// A constraint: atoms combined by and/or.
struct FitnessTree {
  enum Kind : uint8_t { Leaf, All, Any };
  Kind K = Leaf;
  unsigned AtomIndex = 0;            ///< For Leaf.
  std::vector<FitnessTree> Children; ///< For All / Any.
};

class ConstraintFitness {
public:
  explicit ConstraintFitness(ExprRef C);

  ExprRef constraint() const { return C; }
  const std::vector<Atom> &atoms() const { return Atoms; }
  /// Variable ids the constraint mentions, sorted.
  const std::vector<uint32_t> &vars() const { return Vars; }
  /// True iff it is one relation between linear terms (a half-space).
  bool isLinear() const { return Linear; }
  bool holds(Evaluator &E) const { return E.evaluate(C) == 1; }
  /// Algorithm 5.2 with the conventions of 5.6: 0 iff it holds, NaN
  /// differences score DBL_MAX/8, and nothing exceeds DBL_MAX.
  double error(Evaluator &E) const;
  /// l - r of an atom under E (NaN where undefined).
  static long double difference(const Atom &A, Evaluator &E);
  static double atomError(const Atom &A, Evaluator &E);

private:
  FitnessTree build(ExprRef E, bool Negated);
  double errorOf(const FitnessTree &T, Evaluator &E) const;

  ExprRef C;
  std::vector<Atom> Atoms;
  std::vector<uint32_t> Vars;
  FitnessTree Root;
  bool Linear = false;
};

/// Variables that hold IEEE floats: those used directly as an FP operand or
/// as a float parameter of an opaque call somewhere in Roots.
void collectFloatVars(llvm::ArrayRef<ExprRef> Roots,
                      llvm::DenseSet<uint32_t> &FloatVars);

/// A linear form sum(Coef_i * x_i) + Const of an integer term or (Float) of
/// a float term, or false if the term is not linear. Integer forms ignore
/// wrap-around; integer constants are read as signed.
struct LinearForm {
  std::vector<std::pair<uint32_t, long double>> Terms;
  long double Const = 0;
};
bool linearForm(ExprRef E, bool Float, LinearForm &Out);

} // namespace forage

#endif
