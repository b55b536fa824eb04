//===- GlobalSlice.h - the globals each function's relations carry -*- C++ -*-//
//
// A mod/ref slice of HornEncoder's globals (tracked scalars and tracked
// global objects): a function's relations (entry, summary, positions) range
// over the globals it or the functions it may call read or write, not over
// every global twice (at entry and now). A call keeps the caller's other
// globals unchanged, so the slice must hold every global a call may change:
//
// - the globals an instruction of the function names (a load, a store, a
//   GEP into a tracked object; through constant expressions too: every
//   access to a tracked global or object names it, as neither's address
//   escapes);
// - the slices of the functions the clauses enter from it (a direct call,
//   each target of an indirect call), to a fixpoint over the call graph;
// - what a call the clauses do not enter havocs (HornEncoder's havocCall):
//   the tracked globals the callee may store to (Cfa::mayModify), every
//   tracked global for an indirect call that may run unencoded code, and
//   every global when some user function may run from unseen code
//   (Escaping).
//
// The addresses of functions (the k! constants, distinct and not null,
// that every relation carried to keep them one value across clauses) are
// sliced the same way: a function's relations carry the addresses its
// instructions or its callees' use (a function as a value, the targets an
// indirect call compares its pointer with, and main's the initial values
// of its tracked globals). An address that a function passes through
// without naming it is an integer there like any other.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_GLOBALSLICE_H
#define FORAGE_CHC_GLOBALSLICE_H

#include "cfa/Cfa.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace forage {

/// What one function's relations carry.
struct GlobalSlice {
  /// The globals a call of it may read or write, in the encoder's order.
  std::vector<const llvm::Value *> Globals;
  /// The functions whose addresses it or its callees use, in the order of
  /// the encoder's addresses.
  std::vector<const llvm::Function *> Addresses;
};

using GlobalSlices = llvm::DenseMap<const llvm::Function *, GlobalSlice>;

/// Per function of Order (those the clauses encode, Encoded), the slice of
/// Globals and Addresses (the functions whose addresses the clauses name).
/// Escaping: some user function may run from unseen code (the encoder's
/// calls into unencoded code then havoc every global).
GlobalSlices globalSlices(const Cfa &C,
                          const std::vector<const llvm::Function *> &Order,
                          const llvm::DenseSet<const llvm::Function *> &Encoded,
                          const std::vector<const llvm::Value *> &Globals,
                          const std::vector<const llvm::Function *> &Addresses,
                          bool Escaping);

} // namespace forage

#endif
