//===- BackwardSemantics.h - what one LLVM instruction means backwards -*- C++
//-*-===//
//
// Dinges' thesis, Algorithm 4.2 (spec section 4.5) on LLVM IR: the term an
// instruction assigns to its result, how a call is treated (input, assume,
// call with a body, opaque library function, external), and the static
// facts the backward search needs: which scalar globals it tracks as
// variables (section 4.9, reduced), what a loop or function may write, and
// whether it may consume inputs.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_TARGETED_BACKWARDSEMANTICS_H
#define FORAGE_TARGETED_BACKWARDSEMANTICS_H

#include "exec/DecodedProgram.h"
#include "exec/OpaqueCalls.h"
#include "exec/State.h"
#include "expr/ExprContext.h"
#include "program/ProgramModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstrTypes.h"

#include <map>
#include <memory>

namespace forage {

enum class CallClass : uint8_t {
  Ignore,   ///< Debug info, lifetime markers: no effect.
  Input,    ///< __VERIFIER_nondet_*: a new input slot.
  Assume,   ///< __VERIFIER_assume(c) and friends: c != 0 holds.
  NoReturn, ///< reach_error, abort, exit, __assert_fail: ends every path.
  Body,     ///< A program function: walked backwards (a return choice).
  Opaque,   ///< A pure libm function: a Call term.
  External, ///< Anything else: its result is observed, not computed.
};

/// Static facts about the Module, computed once per run.
class ProgramFacts {
public:
  ProgramFacts(const llvm::Module &M, const ProgramModel &PM,
               const DecodedProgram &Program, ExprContext &Ctx);

  CallClass classify(const llvm::CallBase &CB) const;
  const llvm::Function *callee(const llvm::CallBase &CB) const;
  /// The OpaqueFunction of an Opaque call's callee.
  const OpaqueFunction *opaque(const llvm::Function &F);
  /// Bits of a scalar type (0 for anything else).
  unsigned widthOf(llvm::Type *T) const;
  /// Bits the interpreter reads for an input call returning T.
  unsigned inputWidthOf(llvm::Type *T) const;
  /// Scalar globals accessed only by direct whole-value loads and stores:
  /// the search keeps them as variables.
  bool isTracked(const llvm::Value *G) const;
  const std::vector<const llvm::GlobalVariable *> &tracked() const {
    return Tracked;
  }
  /// Tracked globals F (and what it calls) may write; AllGlobals if unknown.
  const llvm::DenseSet<const llvm::GlobalVariable *> &
  modSet(const llvm::Function &F);
  bool writesUnknown(const llvm::Function &F);
  /// True iff F (or what it calls) may read an input.
  bool mayInput(const llvm::Function &F);
  /// True iff an external call may run program code (a program function's
  /// address is taken), so it may write tracked globals.
  bool callbacksPossible() const { return Callbacks; }
  /// Loops of F (built on first use).
  llvm::LoopInfo &loops(const llvm::Function &F);
  /// Initial value of a tracked global as a term.
  ExprRef initialValue(const llvm::GlobalVariable &G);
  /// The term of a scalar constant, or null for undef/poison and
  /// constants without a scalar value.
  ExprRef constantTerm(const llvm::Constant &C);
  /// The term I assigns, given its operands' terms (Operand looks them
  /// up), or null if the search does not model I (its result is then
  /// observed). Calls are not handled here.
  ExprRef term(const llvm::Instruction &I,
               llvm::function_ref<ExprRef(const llvm::Value *)> Operand);

private:
  void computeEffects(const llvm::Function &F);

  const llvm::Module &M;
  const ProgramModel &PM;
  const DecodedProgram &Program;
  ExprContext &Ctx;
  OpaqueCalls Opaques;
  llvm::DenseSet<const llvm::Value *> TrackedSet;
  std::vector<const llvm::GlobalVariable *> Tracked;
  bool Callbacks = false;
  struct Effects {
    llvm::DenseSet<const llvm::GlobalVariable *> Mod;
    bool Unknown = false, Input = false, Done = false;
  };
  std::map<const llvm::Function *, Effects> FnEffects;
  struct LoopData {
    llvm::DominatorTree DT;
    llvm::LoopInfo LI;
  };
  std::map<const llvm::Function *, std::unique_ptr<LoopData>> Loops;
};

} // namespace forage

#endif
