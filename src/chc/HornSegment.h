//===- HornSegment.h - the clauses that leave one position -----*- C++ -*-===//
//
// Internal to HornEncoder: the clauses whose premise is one position's
// relation. Two walks share the emitters here: the tree walk
// (HornEncoder.cpp) follows every path to the next position, one clause per
// path, and stops at every block of several predecessors; the region walk
// (HornRegion.cpp) encodes the whole loop-free region up to the next loop
// head, call or return as one formula, with a reach condition per block
// and merged values at joins, so that positions are only loop heads, the
// entry and the returns of entered calls.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_HORNSEGMENT_H
#define FORAGE_CHC_HORNSEGMENT_H

#include "chc/HornEncoder.h"

#include <functional>

namespace forage {

namespace hornsegment {
inline z3::expr conj(z3::context &Z, const ClauseBody &B, size_t Guards) {
  z3::expr_vector V(Z);
  for (const z3::expr &F : B.Facts)
    V.push_back(F);
  for (size_t K = 0; K < Guards && K < B.Guards.size(); ++K)
    V.push_back(B.Guards[K]);
  return V.empty() ? Z.bool_val(true) : z3::mk_and(V);
}

inline z3::expr ranges(z3::context &Z, const ClauseBody &B) {
  z3::expr_vector V(Z);
  for (const z3::expr &F : B.Ranges)
    V.push_back(F);
  return V.empty() ? Z.bool_val(true) : z3::mk_and(V);
}

inline z3::expr applyRel(const z3::func_decl &R,
                         const std::vector<z3::expr> &Args) {
  z3::expr_vector V(R.ctx());
  for (const z3::expr &A : Args)
    V.push_back(A);
  return R(V);
}
} // namespace hornsegment

struct HornEncoder::Segment {
  Segment(HornEncoder &H, const llvm::Function &F, const llvm::Instruction *P);

  HornEncoder &H;
  const llvm::Function &F;
  FunctionLayout &L;
  const llvm::Instruction *P;
  std::vector<z3::expr> Snap; ///< The entry values and globals.
  z3::expr Premise;           ///< P's relation over its arguments.
  ChcEnv E0;                  ///< What P's arguments hold.
  ClauseBody B0;              ///< Their ranges.
  unsigned Cost;

  /// Q's relation over what E holds (a live value E lacks: havocked).
  z3::expr stateAt(const llvm::Instruction *Q, ChcEnv &E, ClauseBody &B);
  /// The clause into Side of B's side conditions from From on.
  void emitSide(const ClauseBody &B, size_t From);
  /// The clause Premise, Extra, B's facts and guards -> Head.
  void emit(const ClauseBody &B, z3::expr Head,
            std::vector<z3::expr> Extra = {}, bool Call = false);
  /// Havocs what a call the clauses do not enter may change.
  void havocCall(const llvm::CallBase &CB, const llvm::Function *Callee,
                 ChcEnv &E, ClauseBody &B);
  enum class Step { Next, End };
  /// Call instruction CB with E and B before it: encoded into E and B
  /// (Next), or the path ends there (End): a terminal call (an error
  /// call's goal clause emitted), or a call the encoding enters (the
  /// clauses into the callees' entries and to the position after it).
  /// Ends runs when the path ends, before a call's clauses.
  Step call(const llvm::CallBase &CB, ChcEnv &E, ClauseBody &B,
            const std::function<void()> &Ends);
  /// The summary clause of return Ret.
  void ret(const llvm::ReturnInst &Ret, ChcEnv &E, ClauseBody &B);

  /// The tree walk from Start (HornEncoder.cpp).
  void walk(const llvm::Instruction *Start, ChcEnv E, ClauseBody B,
            size_t SideFrom);
  /// The region walk from P (HornRegion.cpp).
  void region();
};

} // namespace forage

#endif
