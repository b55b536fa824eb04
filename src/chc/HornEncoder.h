//===- HornEncoder.h - the program as constrained Horn clauses --*- C++ -*-===//
//
// The user's functions (reachable from main) as Horn clauses for Spacer: a
// relation per position (a block entry, or the instruction after a call
// the encoding enters) over the values live there, the tracked globals and
// objects, the function's entry values and the addresses of the functions
// the program takes; per function an entry relation (its arguments and
// globals at a call) and a summary (entry values, globals after, result).
// The relations' layout and names are in HornLayout.cpp, the entry
// clauses in InitialState.cpp. Positions and call roles are the model checker's
// (cfa/Cfa.h); what neither models is havocked. Goals: every branch outcome of
// a user function (a 0-ary relation per branch id) and every error call; one
// more relation, Side, is derivable iff a side condition of the integer
// encoding fails (an overflow in the ideal encoding, an access outside a
// tracked object).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_HORNENCODER_H
#define FORAGE_CHC_HORNENCODER_H

#include "chc/GlobalSlice.h"
#include "chc/IntSemantics.h"
#include "program/ProgramModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace llvm {
class ModuleSlotTracker;
} // namespace llvm

namespace forage {

struct ChcClause {
  ChcClause(std::vector<z3::expr> Premises, z3::expr Body, z3::expr Head)
      : Premises(std::move(Premises)), Body(Body), Head(Head),
        Ranges(Body.ctx().bool_val(true)) {}
  std::vector<z3::expr> Premises; ///< Relation applications.
  z3::expr Body;                  ///< The constraint.
  z3::expr Head;                  ///< A relation application.
  /// The premises' argument ranges (ClauseBody::Ranges): not in Spacer's
  /// rules, assumed by the certificate check and derivations.
  z3::expr Ranges;
  /// Premises[1] is a callee's summary, run after this clause's own inputs.
  bool Call = false;
  std::vector<z3::expr> Inputs; ///< This clause's own inputs, in order.
  std::vector<unsigned> InputBits;
  std::vector<bool> InputSigned;
  /// Per input, when it is read (empty: always): a region clause's inputs
  /// are those of every block, read only in the blocks its path takes.
  std::vector<z3::expr> InputWhen;
  /// A clause into Side: the side conditions its body is the disjunction
  /// of (each under its guards), to tell which one a model violates.
  std::vector<SideCondition> Sides;
};

struct ChcGoal {
  uint32_t Branch = ProgramModel::NoBranch;     ///< A branch outcome, or
  const llvm::Instruction *ErrorCall = nullptr; ///< an error call site.
  z3::func_decl Rel;                            ///< Derivable iff reached.
  unsigned Cost = 0; ///< Cheapest first: blocks before it, loops.
};

/// What a relation stands for, for the evidence.
struct ChcRelationInfo {
  std::string Name;                  ///< "main: entry of block for.cond".
  std::vector<std::string> ArgNames; ///< One per argument.
  /// A function's entry or a position relation: where it holds (else null).
  const llvm::Instruction *At = nullptr;
  /// Per argument, the program value it is at At (an SSA value, argument
  /// or tracked scalar global; null for what has none there: a global's
  /// value at the function's entry, an array, a function's address).
  std::vector<const llvm::Value *> ArgValues;
  std::vector<bool> ArgSigned; ///< Per argument: kept in the signed range.
};

class HornEncoder {
public:
  /// Wrap: exact wrap-around instead of overflow side conditions (with
  /// WrapAt, at those instructions only: a mixed encoding).
  /// Deadline (steady nanoseconds, 0: none): past it, or past the memory
  /// limit (z3guard::overMemory), the encoding stops where it is and is
  /// cut() (its clauses then miss paths: nothing may be proved from them).
  /// Regions: relations only at the entries, loop heads and returns of
  /// entered calls, the loop-free code between them one formula per
  /// region (HornRegion.cpp); otherwise also at every join.
  /// Slice: a function's relations carry only the globals it or its
  /// callees may read or write (GlobalSlice.h); otherwise every global.
  HornEncoder(z3::context &Z, const Cfa &C, bool Wrap, uint64_t Deadline = 0,
              std::set<const llvm::Instruction *> WrapAt = {},
              bool Regions = false, bool Slice = true);
  ~HornEncoder();

  const std::vector<ChcClause> &clauses() const { return Clauses; }
  const std::vector<ChcGoal> &goals() const { return Goals; }
  const std::vector<z3::func_decl> &relations() const { return Relations; }
  const ChcRelationInfo &info(const z3::func_decl &R) const;
  z3::func_decl side() const { return Side; }
  /// Error calls in user functions that nothing the clauses encode calls
  /// (no call path from main, no escaping address): never run.
  std::vector<const llvm::Instruction *> errorCallsNeverEntered() const;
  /// V's name in the evidence and in relations' argument names.
  std::string valueName(const llvm::Value *V) const;
  /// reach_error, __VERIFIER_error and the assert failures: error calls.
  static bool isErrorCallee(const llvm::Function *F);
  /// True if the deadline stopped the encoding: the clauses are partial
  /// and prove nothing.
  bool cut() const { return Cut; }
  /// Every function's entry relation.
  std::vector<z3::func_decl> entryRelations() const;
  /// Whether the clauses encode F (user functions main reaches).
  bool encodes(const llvm::Function *F) const { return Encoded.count(F); }
  size_t numEncoded() const { return Encoded.size(); }
  /// The objects the clauses keep as arrays (null before the encoding).
  const TrackedMemory *memory() const { return Mem.get(); }

private:
  bool Cut = false;
  bool Regions = false;
  struct Segment;
  /// The relations of one function and the state each position keeps.
  struct FunctionLayout {
    const llvm::Function *F = nullptr;
    std::vector<const llvm::Value *> Params; ///< Modelled arguments.
    std::vector<const llvm::Value *> Locals; ///< Tracked objects it owns.
    /// The globals its relations carry (of HornEncoder::Globals, in that
    /// order): a call of it keeps the others unchanged.
    std::vector<const llvm::Value *> Globals;
    /// The functions whose addresses its relations carry, and their k!
    /// constants (of HornEncoder::Addresses, in that order).
    std::vector<const llvm::Function *> AddressOf;
    std::vector<z3::expr> Addresses;
    std::map<const llvm::Instruction *, std::vector<const llvm::Value *>> Live;
    std::map<const llvm::Instruction *, unsigned> Rel; ///< Position relations.
    unsigned Entry = 0, Summary = 0;
    bool HasResult = false;
  };

  void collectFunctions();
  void layoutFunction(const llvm::Function &F);
  /// The blocks of F a back edge of a depth-first search from the entry
  /// jumps to (every cycle of F's reachable blocks holds one).
  static std::set<const llvm::BasicBlock *> loopHeads(const llvm::Function &F);
  void encodeFunction(const llvm::Function &F);
  void encodeSegment(const llvm::Function &F, const llvm::Instruction *P);
  void entryClauses();
  z3::func_decl relation(const std::string &Name,
                         const std::vector<z3::sort> &Sorts,
                         std::vector<std::string> ArgNames);
  z3::expr initialGlobal(const llvm::Value *G, ClauseBody &B);
  FunctionLayout &layoutOf(const llvm::Function *F);
  /// The goal relation of a branch id or an error call (made once).
  z3::func_decl goalFor(uint32_t Branch, const llvm::Instruction *Error,
                        unsigned Cost);

  z3::context &Z;
  const Cfa &C;
  const ProgramModel &PM;
  std::unique_ptr<TrackedMemory> Mem;
  std::unique_ptr<Representation> Rep;
  std::unique_ptr<IntSemantics> Sem;
  llvm::DenseSet<const llvm::Function *> Encoded;
  std::vector<const llvm::Function *> Order;
  bool Escaping = false; ///< A user function may run from unseen code.
  llvm::DenseSet<const llvm::Function *> Escapes;
  std::vector<const llvm::Value *> Globals; ///< Tracked scalars, objects.
  /// Per function, the globals and addresses its relations carry (empty
  /// map: all).
  GlobalSlices Slices;
  std::vector<z3::expr> Addresses; ///< The k! constants.
  std::vector<std::unique_ptr<FunctionLayout>> Layouts;
  std::vector<ChcClause> Clauses;
  std::vector<ChcGoal> Goals;
  std::map<uint32_t, size_t> BranchGoals;
  std::map<const llvm::Instruction *, size_t> ErrorGoals;
  std::vector<z3::func_decl> Relations;
  std::vector<ChcRelationInfo> Infos;
  z3::func_decl Side;
  /// Numbers the unnamed values of the function being laid out (a slot
  /// tracker per name printed walked the whole module: sqlite3 spent over
  /// ten minutes in it).
  mutable std::unique_ptr<llvm::ModuleSlotTracker> Slots;
  mutable const llvm::Function *SlotsFunction = nullptr;
  uint64_t Deadline = 0;
  std::set<const llvm::Instruction *> WrapAt;
  unsigned Polls = 0;
  /// Whether the encoding is cut: the deadline passed (asked each time) or
  /// memory the limit (asked every 32nd time).
  bool late();
};

} // namespace forage

#endif
