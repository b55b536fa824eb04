//===- Houdini.h - candidate bounds filtered to an inductive set -*- C++
//-*-===//
//
// Spacer (Z3 4.8.12) does not find bounds such as `i <= n` when the only
// pressure comes from a side condition at 2^31: it walks the constant up
// one lemma at a time (a 4-rule counter loop with n <= 100 is not proved
// in 20 s). Houdini (Flanagan and Leino, 2001) supplies them: for each
// relation, candidate atoms over its integer arguments (x >= 0, x <= y,
// x <= K and x >= K for the small constants the clauses compare with;
// quantified facts over arrays, ArrayAtoms.h) are
// dropped until every clause preserves the rest. What remains is an
// inductive invariant, each step checked by a Z3 solver; the prover adds
// it to the premises of Spacer's rules, and the certificate check assumes
// it only together with the consecution of the same atoms.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_HOUDINI_H
#define FORAGE_CHC_HOUDINI_H

#include "chc/HornEncoder.h"
#include "chc/HoudiniHints.h"

#include <z3++.h>

#include <map>
#include <string>
#include <vector>

namespace forage {

/// The arguments of application App.
inline z3::expr_vector argsOf(const z3::expr &App) {
  z3::expr_vector V(App.ctx());
  for (unsigned K = 0; K < App.num_args(); ++K)
    V.push_back(App.arg(K));
  return V;
}

class Houdini {
public:
  /// Runs to the fixpoint or gives up (then every invariant is `true`):
  /// at the deadline or on an unknown check. Above MaxAtoms candidates it
  /// keeps only what Hints suggest (if given), then leaves out the
  /// orderings x <= y, then the constant bounds.
  Houdini(z3::context &Z, const std::vector<z3::func_decl> &Relations,
          const std::vector<ChcClause> &Clauses, unsigned CheckMs,
          uint64_t Deadline, size_t MaxAtoms = 20000,
          const HoudiniHints *Hints = nullptr);
  /// The inductive subset of Seed's surviving atoms (over the same
  /// relations) in Clauses: a mixed encoding (wrap-around at some
  /// instructions) has more transitions than the ideal one Seed ran on, so
  /// its invariants are among Seed's. Gives up as above.
  Houdini(z3::context &Z, const Houdini &Seed,
          const std::vector<ChcClause> &Clauses, unsigned CheckMs,
          uint64_t Deadline);
  /// R's invariant applied to Args (true if none); without Quantified,
  /// only its quantifier-free atoms (what Spacer's rules are given).
  z3::expr apply(const z3::func_decl &R, const z3::expr_vector &Args,
                 bool Quantified = true) const;
  /// Atoms that survived, over every relation.
  size_t atoms() const;
  bool finished() const { return Finished; }
  /// What the run did (for stats.json and FORAGE_CHC_DUMP).
  struct Report {
    size_t Candidates = 0; ///< Of the tier it ran on.
    int Tier = -1;         ///< 0 every atom, 1 hints, 2, 3 (-1: none).
    unsigned Checks = 0;   ///< Z3 checks.
    double Seconds = 0;
    /// done, deadline, unknown (a check Z3 could not decide), or none.
    std::string Outcome = "none";
  };
  const Report &report() const { return Rep; }
  /// Every relation's surviving atoms, one per line (for FORAGE_CHC_DUMP).
  std::string text() const;

private:
  enum class Result { Done, GaveUp, Unknown };
  /// The richest candidate set under MaxAtoms (Arrays: with the
  /// quantified atoms of ArrayAtoms.h); false if none or the deadline.
  bool candidates(const std::vector<z3::func_decl> &Relations,
                  const std::vector<ChcClause> &Clauses, uint64_t Deadline,
                  size_t MaxAtoms, const HoudiniHints *Hints, bool Arrays);
  /// Drops atoms until every clause keeps the rest.
  Result fixpoint(const std::vector<ChcClause> &Clauses, unsigned CheckMs,
                  uint64_t Deadline);
  static constexpr size_t MaxArrayAtoms = 64; ///< Per relation.

  struct Cands {
    z3::expr_vector Params; ///< Placeholders, one per argument.
    std::vector<z3::expr> Atoms;
  };

  /// Checks each atom of Inst (the quantified ones, or the others) alone
  /// on S, dropping it from H and Inst unless S refutes its negation; Stop
  /// if the deadline interrupted a check (Z3 is then not touched again).
  bool oneByOne(z3::solver &S, Cands &H, std::vector<z3::expr> &Inst,
                bool WantQuantified, unsigned CheckMs, uint64_t Deadline,
                bool &Stop);
  /// The deadline passed, or a check in its context was abandoned (one in
  /// another context no longer stops it: checks go on in new contexts).
  bool stopped(uint64_t Deadline) const;
  bool hasQuantified(const z3::func_decl &R) const;

  z3::context &Z;
  std::map<unsigned, Cands> ByRel; ///< By the relation's AST id.
  bool Finished = false;
  Report Rep;
};

} // namespace forage

#endif
