//===- Cfa.h - the control-flow automaton the model checker explores -*- C++
//-*-===//
//
// Seed 003, section 3 (the program as a CFA) mapped to LLVM IR (spec 7.1):
// a position is a block entry (after its phis) or the instruction after a
// call the model checker descends into; a segment runs from a position to
// the next edge point (a terminator, such a call, or a call it summarises).
// Calls are classified the way the interpreter dispatches them, so that the
// model checker and the interpreter agree on what a call does; an indirect
// call is one edge per function it may run (spec 7.3).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CFA_CFA_H
#define FORAGE_CFA_CFA_H

#include "exec/DecodedProgram.h"
#include "program/ProgramModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/Instructions.h"

#include <cstdint>
#include <vector>

namespace forage {

/// How the model checker treats one call instruction.
enum class CallRole : uint8_t {
  Inline,   ///< No control effect: havocs its result (or is modelled exactly).
  Input,    ///< A nondet function: its result is the next input value.
  Assume,   ///< __forage_assume: its argument must be non-zero.
  Terminal, ///< Ends the execution (abort, exit, reach_error, ...).
  Descend,  ///< A defined function the model checker enters.
  Dispatch, ///< Through a pointer: a Call edge per function it may run.
};

/// A position: the first instruction of a segment.
using Position = const llvm::Instruction *;

/// Summary: a call cut off at the depth bound (its result and the globals
/// the callee may store to are havocked). External: an indirect call that
/// runs a declaration (a libc model or native code, which cannot store to
/// a tracked global): its result is havocked.
enum class EdgeKind : uint8_t { Jump, Call, Return, Summary, External, Exit };

/// One out-edge of a segment.
struct CfaEdge {
  EdgeKind K;
  uint32_t BranchId = ProgramModel::NoBranch; ///< Jump of a br/switch.
  unsigned Successor = 0;                     ///< Jump: successor index.
  const llvm::Instruction *End = nullptr;     ///< The segment's last inst.
  const llvm::Function *Callee = nullptr;     ///< Call, Summary: the callee.
};

/// The functions an indirect call may run: the address-taken ones that
/// indirectCallMayRun admits.
struct CallTargets {
  std::vector<const llvm::Function *> Defined;
  bool External = false; ///< Some declaration may run.
};

class Cfa {
public:
  Cfa(const llvm::Module &M, const ProgramModel &PM, const DecodedProgram &DP);

  CallRole roleOf(const llvm::CallBase &C) const;
  /// The function a Descend call enters (null if indirect).
  static const llvm::Function *directCallee(const llvm::CallBase &C);
  /// What a Dispatch call may run.
  const CallTargets &targetsOf(const llvm::CallBase &C) const;

  Position entryOf(const llvm::Function &F) const {
    return F.getEntryBlock().getFirstNonPHI();
  }
  Position blockPosition(const llvm::BasicBlock *BB) const {
    return BB->getFirstNonPHI();
  }
  /// The instruction that ends the segment starting at P.
  const llvm::Instruction *segmentEnd(Position P) const;
  /// The out-edges of the segment at P (empty: it ends the execution).
  void edgesOf(Position P, std::vector<CfaEdge> &Out) const;

  /// Functions the model checker may never see run: calls cut off at the
  /// depth bound and what they call, transitively.
  bool mayRunUnseen(const llvm::Function *F) const {
    return Unseen.count(F) != 0;
  }
  /// Adds F and its transitive callees to the unseen set (a call cut off at
  /// the depth bound).
  void markUnseen(const llvm::Function *F);
  /// Branch ids in blocks that graph search reaches from main (the goals).
  bool cfgReachable(uint32_t BranchId) const {
    return BranchId < Reachable.size() && Reachable[BranchId];
  }
  const llvm::Function *mainFunction() const { return Main; }
  /// True iff terminator T branches out of a cycle of its function's CFG
  /// (a loop's exit test).
  bool isLoopExit(const llvm::Instruction *T) const;
  const ProgramModel &model() const { return PM; }
  const llvm::DataLayout &dataLayout() const { return DP.dataLayout(); }
  /// Bits of a modelled value (integers and pointers), 0 if not modelled.
  unsigned widthOf(const llvm::Type *T) const;
  /// Bits of the state variable V: a tracked global's content, or a value.
  unsigned stateWidth(const llvm::Value *V) const;

  /// Integer and pointer globals whose address never escapes (only loaded
  /// and stored directly): the model checker keeps their contents as state
  /// (spec 7.4).
  bool isTracked(const llvm::Value *V) const {
    auto *G = llvm::dyn_cast<llvm::GlobalVariable>(V);
    return G && Tracked.count(G);
  }
  const std::vector<const llvm::GlobalVariable *> &trackedGlobals() const {
    return TrackedList;
  }
  /// The initial content of tracked global G, or null if unknown.
  const llvm::Constant *initialValue(const llvm::GlobalVariable *G) const;
  /// Whether a call of F may store to tracked global G (transitively,
  /// through the functions its indirect calls may run).
  bool mayModify(const llvm::Function *F, const llvm::Value *G) const;

private:
  void closeUnseen(std::vector<const llvm::Function *> Work);

  const llvm::Module &M;
  const ProgramModel &PM;
  const DecodedProgram &DP;
  const llvm::Function *Main = nullptr;
  llvm::DenseSet<const llvm::Function *> Unseen;
  std::vector<bool> Reachable;
  llvm::DenseSet<const llvm::GlobalVariable *> Tracked;
  std::vector<const llvm::GlobalVariable *> TrackedList;
  /// Per function: tracked globals it may store to (null entry: all).
  llvm::DenseMap<const llvm::Function *,
                 llvm::DenseSet<const llvm::GlobalVariable *>>
      Mod;
  llvm::DenseSet<const llvm::Function *> ModAll;
  /// Address-taken functions, and the targets of each indirect call.
  std::vector<const llvm::Function *> AddressTaken;
  mutable llvm::DenseMap<const llvm::CallBase *, CallTargets> Targets;
  /// Per function: the SCC index of each block in a cycle.
  mutable llvm::DenseMap<const llvm::Function *,
                         llvm::DenseMap<const llvm::BasicBlock *, unsigned>>
      Cycles;
};

} // namespace forage

#endif
