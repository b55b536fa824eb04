//===- AbstractPost.h - Cartesian abstract strongest post --------*- C++
//-*-===//
//
// Seed 003, section 4 (post(A, rho) = alpha(exists V. gamma(A) and rho)),
// computed with Z3 as spec 4.2 says: one satisfiability check of the
// transition from gamma(A), then one implication check per literal of the
// target precision that the first model does not refute. UNKNOWN never
// refutes and never implies, so the result over-approximates.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_ABSTRACTPOST_H
#define FORAGE_ABSTRACTION_ABSTRACTPOST_H

#include "abstraction/Precision.h"
#include "abstraction/TransitionEncoder.h"
#include "solver/QueryLimits.h"

#include <map>
#include <optional>

namespace forage {

struct PostResult {
  bool Feasible = false;
  LitSet Target; ///< The frame entered (top after the edge).
  LitSet Caller; ///< Call edges: the caller's frame at the continuation.
};

class AbstractPost {
public:
  AbstractPost(z3::context &Z, TransitionEncoder &Enc, Precision &Prec,
               const QueryLimits &Limits);

  /// The post of the segment at P along E from top frame Top. For a Return
  /// edge, Caller is the caller's saved frame and Site the call returned
  /// from; for a Call edge, the result also holds the caller's frame at
  /// the call's continuation. Initial: P is main's entry at the start of
  /// an execution (tracked globals hold their initial values).
  PostResult post(Position P, const CfaEdge &E, const LitSet &Top,
                  const LitSet &Caller = {},
                  const llvm::CallBase *Site = nullptr, bool Initial = false);

  uint64_t queries() const { return Queries; }
  uint64_t cacheHits() const { return Hits; }

private:
  /// Literals of the predicates at Where, under Map, implied by the
  /// formula asserted on the solver (Model: a model of it, if any).
  /// Literals of Keep are taken as they are, without a query.
  LitSet abstractAt(std::vector<Position> Where,
                    const std::function<z3::expr(const llvm::Value *)> &Map,
                    const std::optional<z3::model> &Model,
                    const std::function<bool(uint32_t)> &Skip = nullptr,
                    const LitSet &Keep = {});
  PostResult compute(Position P, const CfaEdge &E, const LitSet &Top,
                     const LitSet &Caller, const llvm::CallBase *Site,
                     bool Initial);

  z3::context &Z;
  TransitionEncoder &Enc;
  Precision &Prec;
  z3::solver Solver;
  std::map<std::vector<uint64_t>, PostResult> Cache;
  uint64_t Queries = 0, Hits = 0;
};

} // namespace forage

#endif
