//===- Certificate.h - invariants that prove a goal, checked ----*- C++ -*-===//
//
// Spacer's answer to an unsatisfiable query is an interpretation of every
// relation: the inductive invariants. A proof is claimed only after a
// separate Z3 solver confirms, clause by clause over the relations the
// query depends on, initiation (clauses without premises imply their
// head's invariant), consecution (invariants of the premises and the body
// imply the head's) and that the goal is excluded (the query relation's
// interpretation is false).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_CERTIFICATE_H
#define FORAGE_CHC_CERTIFICATE_H

#include "chc/HornEncoder.h"
#include "chc/Houdini.h"

#include <z3++.h>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace forage {

/// One relation's invariant, for the evidence.
struct ChcInvariant {
  std::string Relation; ///< What it stands for.
  std::string Formula;  ///< Over the argument names.
};

class Certificate {
public:
  /// From Spacer's answer to an unsatisfiable query of Query.
  Certificate(z3::context &Z, const z3::expr &Answer,
              const z3::func_decl &Query);
  /// Houdini's invariants alone (every relation's is H's, the goal's
  /// false): when they exclude the goal, no Spacer query is needed.
  static Certificate fromHoudini(z3::context &Z, const z3::func_decl &Query,
                                 const Houdini *H);
  /// Adds H's quantifier-free invariants to every relation's (Spacer
  /// answered clauses whose premises H strengthened; the check then also
  /// checks H's atoms). fromHoudini's certificate has all of H's.
  void strengthen(const Houdini *H) { Strength = H; }
  /// R's invariant applied to Args (false if the answer does not name R);
  /// without WithHoudini, Spacer's own part (true for fromHoudini's).
  z3::expr apply(const z3::func_decl &R, const z3::expr_vector &Args,
                 bool WithHoudini = true) const;
  /// Checks every clause whose head Query depends on, and that no clause
  /// deriving Side (a side condition's failure) applies from a relation
  /// Query depends on; false if one fails or a check is unknown (LimitMs
  /// each, up to RunDeadline). With Overflows, clauses into Side that fail
  /// do not stop the check: the arithmetic instructions whose overflow
  /// their models show (every one of the clause's if the check is
  /// unknown) are added to it; it is cleared if any other clause fails or
  /// a failing side condition is no overflow (an access outside an
  /// object), so that a non-empty set means "only these overflows".
  bool check(const std::vector<ChcClause> &Clauses, const z3::func_decl &Side,
             unsigned LimitMs, uint64_t RunDeadline, unsigned &Checks,
             std::set<const llvm::Instruction *> *Overflows = nullptr) const;
  /// The relations Query depends on (after check()).
  const std::vector<z3::func_decl> &cone() const { return Cone; }
  /// The invariants of the relations Query depends on, positions first.
  std::vector<ChcInvariant> invariants(const HornEncoder &Enc) const;

  /// Whether S's last check ended unknown at a time limit or an interrupt
  /// (not because the logic is incomplete, as with quantifiers): such a
  /// clause check is asked once more, four times as long.
  static bool timedOut(z3::solver &S);

private:
  /// The overflows a failing check S of clause C (into Side) shows: those
  /// its models violate (Sat: asked again with each found one excluded,
  /// up to 32 times), else every one of C's; false if one of them is no
  /// overflow or no model is given.
  bool overflowsOf(z3::solver &S, const ChcClause &C, bool Sat,
                   std::set<const llvm::Instruction *> &Out, unsigned LimitMs,
                   uint64_t RunDeadline) const;
  struct Interp {
    z3::expr Def;
    std::vector<unsigned> VarOfArg; ///< De Bruijn index of each argument.
    unsigned NumVars = 0;
  };
  z3::context &Z;
  z3::func_decl Query;
  std::map<unsigned, Interp> Interps; ///< By the relation's AST id.
  mutable std::vector<z3::func_decl> Cone;
  const Houdini *Strength = nullptr;
  bool AllTrue = false; ///< Relations the answer does not name: true.
};

} // namespace forage

#endif
