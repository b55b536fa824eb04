//===- InvariantAtom.h - an invariant's atom at a program position -*- C++ -*-//
//
// What one prover hands another: an atomic fact (a comparison, a residue)
// that an inductive invariant at a position holds, over the program's own
// values. The Horn-clause engine (chc/InvariantAtoms) writes them from the
// invariants of its checked proofs and from Houdini's inductive atoms; the
// predicate-abstraction model checker (abstraction/SeedPredicates) takes
// them as predicates. The formula is SMT-LIB text over mathematical
// integers (a0, a1, ...: Vars' values in their signed or unsigned range;
// booleans for 1-bit values), so that it belongs to no Z3 context.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CFA_INVARIANTATOM_H
#define FORAGE_CFA_INVARIANTATOM_H

#include "cfa/Cfa.h"

#include <string>
#include <vector>

namespace forage {

struct InvariantAtomVar {
  /// An SSA value or argument of At's function, or a tracked global (its
  /// content).
  const llvm::Value *V = nullptr;
  unsigned Bits = 0;  ///< 1: a boolean.
  bool Signed = true; ///< Its range: [-2^(Bits-1), 2^(Bits-1)) or [0, 2^Bits).
};

struct InvariantAtom {
  Position At = nullptr; ///< Where it holds (a block's first non-phi, ...).
  std::string Formula;   ///< SMT-LIB, of sort Bool, over a0 .. a(n-1).
  std::vector<InvariantAtomVar> Vars;
  /// Who found it: "spacer" (a checked proof's invariant) or "houdini".
  std::string Source;
};

} // namespace forage

#endif
