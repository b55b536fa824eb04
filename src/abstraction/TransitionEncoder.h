//===- TransitionEncoder.h - LLVM segments as bit-vector formulas -*- C++
//-*-===//
//
// Seed 003, section 3: the transition relation rho of a CFA edge, here one
// segment of LLVM IR plus the edge that leaves it, in Z3 bit-vectors with
// the interpreter's semantics (spec 7.5): wrap-around arithmetic, division
// by zero and over-wide shifts end the execution, i1 is a 1-bit vector.
// Whatever it does not model (memory, floats, external calls) is havocked:
// a fresh, unconstrained value, so the relation over-approximates.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_TRANSITIONENCODER_H
#define FORAGE_ABSTRACTION_TRANSITIONENCODER_H

#include "cfa/Cfa.h"

#include "llvm/IR/InstrTypes.h"

#include <z3++.h>

#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

namespace forage {

/// The integer comparison P of two bit-vectors as a Z3 boolean; none for a
/// predicate that is not an integer comparison.
std::optional<z3::expr> compareBits(llvm::CmpInst::Predicate P,
                                    const z3::expr &A, const z3::expr &B);

/// The constraints one step (segment plus edge) adds.
struct Step {
  std::vector<std::pair<z3::expr, z3::expr>> Defs; ///< Constant == term.
  std::vector<z3::expr> Fresh;                     ///< Havocked constants.
  std::vector<z3::expr> Guards;                    ///< Conditions to go on.
  std::vector<z3::expr> Inputs; ///< Input values read, in order.
  std::vector<unsigned> InputWidths;
  int BranchGuard = -1; ///< Index of the guard of the edge's branch.
};

/// Values of one frame: what each LLVM value holds now.
using Env = std::unordered_map<const llvm::Value *, z3::expr>;

class TransitionEncoder {
public:
  TransitionEncoder(z3::context &Z, const Cfa &C) : Z(Z), C(C) {}

  /// The frame's value of V before the step (arguments, values of other
  /// blocks); set by the caller for each step.
  std::function<z3::expr(const llvm::Value *)> Pre;
  /// Where tracked globals' contents live (shared by every frame of a
  /// path); null: in the frame's Env.
  Env *Globals = nullptr;
  /// Havocs the tracked globals a call of F may store to (null: every one).
  void havocGlobals(Env &E, Step &S, const llvm::Function *F = nullptr);
  /// The guard of an edge of indirect call CB: the pointer is Callee's
  /// address (null: a declaration's, no defined target's).
  void dispatch(const llvm::CallBase &CB, const llvm::Function *Callee, Env &E,
                Step &S);
  /// The dispatch guard of call edge CE (Call, Summary, External), if its
  /// call is indirect.
  void callGuard(const CfaEdge &CE, Env &E, Step &S);

  /// The value of operand V (which must be modelled: widthOf != 0).
  z3::expr value(const llvm::Value *V, Env &E, Step &S);
  /// V passed where W bits are expected (an argument or a return value
  /// across an indirect call): its value, or any value if the widths
  /// differ.
  z3::expr passed(const llvm::Value *V, unsigned W, Env &E, Step &S);
  /// Encodes the instructions [P, End) of a segment.
  void body(Position P, const llvm::Instruction *End, Env &E, Step &S);
  /// The guard of successor Succ of terminator T and its phi moves into E.
  void jump(const llvm::Instruction *T, unsigned Succ, Env &E, Step &S);
  /// Binds V to a new constant defined as Term.
  z3::expr define(const llvm::Value *V, const z3::expr &Term, Env &E, Step &S);
  z3::expr fresh(unsigned Width, Step &S);
  z3::expr isTrue(const z3::expr &Bit1) { return Bit1 == Z.bv_val(1, 1); }
  /// What holds in every execution of the addresses named so far: the
  /// functions and global variables have distinct, non-null addresses.
  /// Every query over encoded steps conjoins it.
  const z3::expr &addressFacts();
  z3::context &context() { return Z; }
  const Cfa &cfa() const { return C; }

private:
  void instruction(const llvm::Instruction &I, Env &E, Step &S);
  void call(const llvm::CallBase &CB, Env &E, Step &S);
  z3::expr constant(const llvm::Constant *K, unsigned W, Step &S);

  z3::context &Z;
  const Cfa &C;
  uint64_t Counter = 0;
  std::unordered_map<const llvm::Value *, z3::expr> StableConstants;
  std::vector<z3::expr> Objects; ///< Addresses of functions and globals.
  z3::expr Facts{Z.bool_val(true)};
  size_t FactsOver = 0; ///< Objects Facts speaks of.
};

} // namespace forage

#endif
