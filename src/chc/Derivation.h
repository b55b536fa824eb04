//===- Derivation.h - a reachable goal's inputs from Spacer ------*- C++
//-*-===//
//
// Spacer's answer to a satisfiable query is a derivation: a tree of clause
// instances whose relation arguments are ground. Each instance is matched
// to a clause of the encoding with the same head and premises, its body is
// solved with those arguments fixed, and its inputs are read off; walking
// the tree in execution order (a call's caller, then the call's own
// inputs, then the callee's; a callee's entry is its caller's, not
// repeated) gives the input sequence a run takes. It is only a candidate:
// the interpreter runs it, and only a run that takes the goal is a test.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_DERIVATION_H
#define FORAGE_CHC_DERIVATION_H

#include "chc/HornEncoder.h"
#include "expr/Evaluator.h"

#include <z3++.h>

namespace forage {

/// The inputs of derivation Proof (Spacer's answer) over Clauses; false if
/// a step matches no clause, a step's check passes StepLimitMs (Z's rlimit
/// bounds it first when one is set) or the deadline (steady nanoseconds,
/// 0: none) passes.
bool derivationInputs(z3::context &Z, const z3::expr &Proof,
                      const std::vector<ChcClause> &Clauses,
                      const std::vector<z3::func_decl> &EntryRelations,
                      unsigned StepLimitMs, uint64_t Deadline, Assignment &Out);

} // namespace forage

#endif
