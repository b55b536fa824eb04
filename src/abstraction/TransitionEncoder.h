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

#include "abstraction/Cfa.h"

#include <z3++.h>

#include <functional>
#include <unordered_map>
#include <vector>

namespace forage {

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
  /// Havocs every tracked global (an unanalysed call may store to them).
  void havocGlobals(Env &E, Step &S);

  /// The value of operand V (which must be modelled: widthOf != 0).
  z3::expr value(const llvm::Value *V, Env &E, Step &S);
  /// Encodes the instructions [P, End) of a segment.
  void body(Position P, const llvm::Instruction *End, Env &E, Step &S);
  /// The guard of successor Succ of terminator T and its phi moves into E.
  void jump(const llvm::Instruction *T, unsigned Succ, Env &E, Step &S);
  /// Binds V to a new constant defined as Term.
  z3::expr define(const llvm::Value *V, const z3::expr &Term, Env &E, Step &S);
  z3::expr fresh(unsigned Width, Step &S);
  z3::expr isTrue(const z3::expr &Bit1) { return Bit1 == Z.bv_val(1, 1); }
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
};

} // namespace forage

#endif
