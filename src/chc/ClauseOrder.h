//===- ClauseOrder.h - clauses in the order derivations flow -----*- C++
//-*-===//
//
// Houdini checks a clause, drops the head's atoms a model falsifies and
// checks again every clause whose premise lost atoms. Taken first in first
// out (the encoding's order: functions one after another), a clause deep
// in the call graph was checked against premises that still held hundreds
// of atoms its callers were about to lose, and again after each of them
// (cdaudio-2: 3,855 checks in Houdini's 30 s, not done). Ranked by the
// head relation's place in a reverse post-order of the relation graph
// (premise -> head, from the clauses without premises), each clause is
// checked after the clauses that derive its premises, except around
// cycles (loops, recursion).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_CLAUSEORDER_H
#define FORAGE_CHC_CLAUSEORDER_H

#include "chc/HornEncoder.h"

#include <vector>

namespace forage {

/// Per clause, its head relation's rank in a reverse post-order of the
/// relation graph (smaller: checked first).
std::vector<unsigned> clauseRanks(const std::vector<ChcClause> &Clauses);

} // namespace forage

#endif
