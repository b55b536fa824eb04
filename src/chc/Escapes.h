//===- Escapes.h - user functions that may run from unseen code -*- C++ -*-===//
//
// A user function "escapes" when code the Horn clauses do not encode may
// call it: such a function starts from any state, and while unseen code
// runs every tracked global may change. Unseen code that can call a user
// function is interpreted code outside the user's functions (libc's
// qsort, atexit handlers, the start-up code running constructors), or a
// user function called by name from it. Native calls and forage's models
// (malloc, memcpy, printf, the nondet inputs) never call back: a function
// address handed to native code is not one it could call. So an address
// stored to memory escapes only if the user's code calls interpreted
// non-user code at all; otherwise the only calls through it are the
// user's own indirect calls, which the clauses enter (Cfa::targetsOf).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_ESCAPES_H
#define FORAGE_CHC_ESCAPES_H

#include "cfa/Cfa.h"

#include "llvm/ADT/DenseSet.h"

namespace forage {

/// The user functions of C's module that code the clauses do not encode
/// may call.
llvm::DenseSet<const llvm::Function *> escapingFunctions(const Cfa &C);

/// Whether a user function calls interpreted code outside the user's
/// functions (directly or through a pointer) that may call back: code
/// that makes an indirect call or calls a user function, itself or
/// through the functions it calls (memcmp does not, qsort does).
bool callsNonUserCode(const Cfa &C);

} // namespace forage

#endif
