//===- BackwardState.h - one node of the backward search --------*- C++ -*-===//
//
// The search state of Dinges' thesis, section 4.2 (Algorithm 4.1's P, Trc,
// Stck, e and tau), on LLVM IR: frames with environments from SSA values to
// symbols, the path condition, the conditions met (the trace's fit items),
// the definitions of symbols (its assignments), the input slots, and the
// observations (the trace's change() items: values the symbolic phase did
// not pin down, read in the concrete phase from a forward execution).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_TARGETED_BACKWARDSTATE_H
#define FORAGE_TARGETED_BACKWARDSTATE_H

#include "exec/State.h"
#include "expr/Evaluator.h"
#include "expr/Expr.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"

#include <string>
#include <vector>

namespace llvm {
class Loop;
}

namespace forage {

/// An input call met on the path (forward order = reverse of discovery).
struct BackwardInput {
  uint32_t Var;        ///< Phase I symbol of the call's result.
  unsigned Width;      ///< Width of that symbol (i1 for _Bool).
  unsigned InputWidth; ///< Bits of the input value the interpreter reads.
  InputKind Kind;
  std::string Type;
};

/// A symbol whose value the symbolic phase left open (the thesis' change()):
/// the concrete phase reads it from a forward execution of the program.
struct Observation {
  enum Kind : uint8_t {
    Result,          ///< Of instruction V, at its k-th execution.
    ValueAtArrival,  ///< Of SSA value V, at the k-th arrival at Arrival.
    GlobalAtArrival, ///< Of global V's memory, at the k-th arrival.
  };
  Kind K;
  uint32_t Var;
  unsigned Width;
  const llvm::Value *V;
  const llvm::BasicBlock *Arrival = nullptr;
  /// Occurrences of the key (V or Arrival) counted backwards, this one
  /// included; the forward index is total - BackIndex + 1.
  uint32_t BackIndex;
};

struct BackwardFrame {
  const llvm::Function *F;
  /// The call the search came through into F (a return choice), or null
  /// when F's caller is unknown (the target's function, or after leaving a
  /// function upwards).
  const llvm::CallBase *CallSite;
  llvm::DenseMap<const llvm::Value *, ExprRef> Env;
};

struct BackwardState {
  std::vector<BackwardFrame> Stack;
  /// Current symbol of each tracked scalar global (section 4.9, reduced).
  llvm::DenseMap<const llvm::GlobalVariable *, ExprRef> Globals;
  /// Position: the next instruction to process backwards in Block, or null
  /// when the search stands at Block's entry (all its non-phi instructions
  /// processed).
  const llvm::BasicBlock *Block = nullptr;
  const llvm::Instruction *Next = nullptr;
  /// At a block entry: only predecessors outside this loop (after a loop
  /// method jumped over it), or only this predecessor (a branch target).
  const llvm::Loop *Jumped = nullptr;
  const llvm::BasicBlock *OnlyPred = nullptr;

  std::vector<ExprRef> P;     ///< The path condition Z3 decides.
  size_t Unchecked = 0;       ///< P[Unchecked..] not yet decided.
  std::vector<ExprRef> Conds; ///< Every condition met (fit), skipped or not.
  std::vector<std::pair<uint32_t, ExprRef>> Defs; ///< symbol := term.
  std::vector<BackwardInput> Inputs;              ///< Backward order.
  std::vector<Observation> Obs;
  llvm::DenseMap<const void *, uint32_t> Occurrences;
  /// Path-local traversal counts (the thesis' tau; spec section 14.2) of
  /// CFG edges (from, to) and of return choices (call, null).
  llvm::DenseMap<std::pair<const void *, const void *>, unsigned> Tau;
  Assignment Model;                             ///< Satisfies P[0..Unchecked).
  const llvm::Instruction *LastGuard = nullptr; ///< Of the last condition.
  /// The branch whose condition is this (still undefined) symbol: when the
  /// symbol gets its definition, that branch is the guard being decided.
  llvm::DenseMap<uint32_t, const llvm::Instruction *> GuardOf;
  bool GuardDefined = false; ///< A guard got its definition since a query.
  unsigned Skipped = 0, LoopMethods = 0, Steps = 0;
};

} // namespace forage

#endif
