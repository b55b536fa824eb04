//===- UninitializedReads.h - never-assigned locals as inputs --*- C++ -*-===//
//
// SV-COMP reads a local variable that was never assigned as a
// nondeterministic value (seed 003's ddv-machzwd kernel model returns them:
// `int register_reboot_notifier(...) { int i; return i; }`). In a program
// that reads SV-COMP inputs, each such variable gets one fresh input, recorded
// in the test like a __VERIFIER_nondet call (docs/uninitialized.md).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_FRONTEND_UNINITIALIZEDREADS_H
#define FORAGE_FRONTEND_UNINITIALIZEDREADS_H

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Module.h"

namespace forage {

/// The rule: the program's own functions call a __VERIFIER_nondet_ function
/// (an SV-COMP program). Other programs keep reading such values as 0.
bool readsUninitializedAsInputs(const llvm::Module &M,
                                const llvm::StringSet<> &UserFunctions);

/// Declares the runtime's __forage_uninit_i8/16/32/64 and
/// __forage_indeterminate so that linking the runtime (only what is needed)
/// brings their bodies in.
void declareUninitializedInputs(llvm::Module &M);

/// Before mem2reg: stores a marker value into every integer local of the
/// user functions at its declaration, so that mem2reg carries "not assigned
/// yet" to each read instead of folding `phi(1, undef)` into 1.
void markUninitializedLocals(llvm::Module &M,
                             const llvm::StringSet<> &UserFunctions);

/// After mem2reg: a marker some read still sees (a variable no store
/// reached on some path) becomes one call of the runtime's
/// __forage_uninit_iN where the variable is declared, shared by all its
/// reads; any other integer `undef` operand of a user function becomes such
/// a call just before its use (for a phi, at the end of the incoming block);
/// the unread markers go. Returns how many values were made inputs.
unsigned rewriteUninitializedReads(llvm::Module &M,
                                   const llvm::StringSet<> &UserFunctions);

/// After mem2reg: every local of the user functions that stays in memory
/// (its address is taken, or it is an aggregate) gets a call of
/// __forage_indeterminate(address, size) after its alloca, so that the
/// interpreter knows its bytes start indeterminate (a test whose run reads
/// one is kept out of the Test-Comp suite). Returns how many.
unsigned markIndeterminateObjects(llvm::Module &M,
                                  const llvm::StringSet<> &UserFunctions);

} // namespace forage

#endif
