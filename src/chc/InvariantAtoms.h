//===- InvariantAtoms.h - invariants' atoms over program values -*- C++ -*-===//
//
// Issue 24, deliverable 4: the model checker takes the invariants the
// Horn-clause engine found as predicates. This is the chc side of the
// hand-over: a relation that stands at a position (a loop head, a
// function's entry, the return of an entered call) has arguments that are
// the program's values there (HornLayout's ChcRelationInfo::ArgValues);
// each atomic fact of its invariant (a comparison, a residue: the leaves
// of its boolean structure) whose every variable is such a value becomes
// an InvariantAtom (cfa/InvariantAtom.h). Atoms over anything else (a
// global's value at the function's entry, an array, a function's address,
// a pointer) are skipped.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_INVARIANTATOMS_H
#define FORAGE_CHC_INVARIANTATOMS_H

#include "cfa/InvariantAtom.h"
#include "chc/HornEncoder.h"

#include <z3++.h>

#include <functional>
#include <vector>

namespace forage {

/// A relation's invariant applied to arguments.
using ChcInvariantOf =
    std::function<z3::expr(const z3::func_decl &, const z3::expr_vector &)>;

/// The atoms of Inv at Relations (those of Enc that stand at a position),
/// with Source as their source; a relation with more than MaxPerRelation
/// (0: no limit) gives none (an enumeration of values, not an invariant
/// the model checker can use).
std::vector<InvariantAtom>
invariantAtoms(const HornEncoder &Enc, const Cfa &C,
               const std::vector<z3::func_decl> &Relations,
               const ChcInvariantOf &Inv, const std::string &Source,
               size_t MaxPerRelation = 0);

/// Appends the atoms of From not yet in To (same position and formula);
/// returns how many.
size_t mergeAtoms(std::vector<InvariantAtom> &To,
                  const std::vector<InvariantAtom> &From);

} // namespace forage

#endif
