//===- PathEqualities.h - the terms a path's constraints decide -*- C++ -*-===//
//
// KLEE's constraint rewriting (ConstraintManager): a path that holds
// `x == 43` or `!(c == '+')` has decided those terms, and every later
// expression over them folds. A flip on a byte the path pinned (a byte
// strcmp already matched) then needs no solver, and a pointer moved by a
// decided comparison (coreutils expr's `args += STREQ (*args, "+")`) reads
// its table at a constant index instead of through a multiplexer over it.
//
// From each constraint C that holds: C is true; from Not(D): D is false;
// from `k == X` (the builder puts the constant left): X is k, and where X is
// an input variable, a concatenation of them or an extension of one, those
// variables are *pinned* to their bits of k. Conjunctions give both parts.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_PATHEQUALITIES_H
#define FORAGE_SOLVER_PATHEQUALITIES_H

#include "expr/ExprContext.h"

#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace forage {

class PathEqualities {
public:
  explicit PathEqualities(ExprContext &Ctx) : Ctx(Ctx) {}

  /// Adds what the constraint C (1 bit, holding on the path) decides.
  void add(ExprRef C);
  /// True iff some constraint added pins input variable Id to a constant.
  bool pinned(uint32_t Id) const { return Pins.count(Id) != 0; }
  bool empty() const { return Terms.empty(); }
  /// A point to come back to: truncate(mark()) forgets what later add()s
  /// decided (a query that shares only part of the last one's path).
  size_t mark() const { return Log.size(); }
  void truncate(size_t Mark);

  /// E with every decided term replaced by its value, rebuilt through the
  /// simplifying builder. Equivalent to E on every assignment that
  /// satisfies the constraints added.
  ExprRef rewrite(ExprRef E) { return replace(E, /*PinsOnly=*/false); }
  /// E with only the pinned variables replaced: the form in which a
  /// constraint that decided terms itself may be kept (rewriting it with
  /// its own terms would make it true and lose what it says).
  ExprRef rewritePins(ExprRef E) { return replace(E, /*PinsOnly=*/true); }

private:
  /// Records X == V (V of X's width); pins the variables X is made of.
  void decide(ExprRef X, u128 V);
  void record(ExprRef X, ExprRef V);
  ExprRef replace(ExprRef E, bool PinsOnly);

  ExprContext &Ctx;
  llvm::DenseMap<ExprRef, ExprRef> Terms; ///< Decided term -> its value.
  llvm::DenseMap<uint32_t, ExprRef> Pins; ///< Var id -> its value.
  /// What each add() recorded, in order: a term (Pin ~0u) or a pin.
  std::vector<std::pair<ExprRef, uint32_t>> Log;
};

} // namespace forage

#endif
