//===- SeedPredicates.h - another prover's invariant atoms as predicates -*- C++
//-*-===//
//
// Issue 24, deliverable 4: the Horn-clause engine's invariants (Spacer's
// checked proofs, Houdini's inductive atoms) hold facts a loop needs, such
// as `c >= 0` or `x + y == n`, that refinement finds one unrolling at a
// time or never. Their atoms (cfa/InvariantAtom.h: mathematical integers
// over program values) become predicates of the precision at their
// position. The translation is exact: every value is extended (signed or
// unsigned, as the atom's range says) to a width that holds every
// intermediate result of the atom, so that the bit-vector predicate means
// what the atom means. Atoms it cannot translate (a division, a product of
// two variables, a width above 128 bits) are skipped. Predicates never make
// the model checker unsound; a useless one only costs queries.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_SEEDPREDICATES_H
#define FORAGE_ABSTRACTION_SEEDPREDICATES_H

#include "abstraction/Precision.h"
#include "cfa/InvariantAtom.h"

#include <optional>
#include <vector>

namespace forage {

/// A's predicate over P's canonical constants, or none if it does not
/// translate.
std::optional<z3::expr> atomPredicate(Precision &P, const Cfa &C,
                                      const InvariantAtom &A);

/// The test of the loop whose head block starts at At (a conditional
/// branch on an integer comparison that leaves a cycle), as a predicate;
/// none otherwise.
std::optional<z3::expr> loopTestPredicate(Precision &P, const Cfa &C,
                                          Position At);

/// Adds the predicate of every atom of Atoms at its position, and the test
/// of each loop whose head holds atoms; returns how many were new there.
unsigned seedPredicates(Precision &P, const Cfa &C,
                        const std::vector<InvariantAtom> &Atoms);

} // namespace forage

#endif
