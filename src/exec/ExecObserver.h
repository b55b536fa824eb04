//===- ExecObserver.h - a hook into the interpreter's run --------*- C++
//-*-===//
//
// What an analysis that watches concrete runs needs (seed 000, section 4.2:
// traces of branch decisions, compared operands, calls with their arguments
// and results, divisors). The interpreter calls it only when one is set, so
// runs without an observer pay one pointer test per event.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_EXECOBSERVER_H
#define FORAGE_EXEC_EXECOBSERVER_H

#include "exec/Value.h"
#include "expr/Expr.h"

#include <cstdint>

namespace llvm {
class Function;
} // namespace llvm

namespace forage {

struct State;

class ExecObserver {
public:
  virtual ~ExecObserver() = default;
  /// An integer comparison `A K B` (K one of Eq, Ult, Ule, Slt, Sle; Negated:
  /// the result is its negation) of Width bits wrote register Reg (absolute).
  virtual void onCompare(uint32_t Reg, ExprKind K, unsigned Width, u128 A,
                         u128 B, bool Negated) = 0;
  /// A floating comparison wrote register Reg; Distance is how far the
  /// operands are from making it come out the other way (0 if equal).
  virtual void onFloatCompare(uint32_t Reg, double Distance) = 0;
  /// The conditional branch on register CondReg took edge Taken (its
  /// other edge is NotTaken).
  virtual void onBranch(const State &S, uint32_t CondReg, uint32_t Taken,
                        uint32_t NotTaken) = 0;
  /// A defined function was entered with these (first-slot) argument values.
  virtual void onCall(const State &S, const llvm::Function *F,
                      const Value *Args, unsigned NumArgs) = 0;
  /// F returned Ret (null for void).
  virtual void onReturn(const State &S, const llvm::Function *F,
                        const Value *Ret) = 0;
  /// A division or remainder of Width bits by Divisor at the instruction
  /// with source Site.
  virtual void onDivide(const void *Site, u128 Divisor, unsigned Width) = 0;
};

} // namespace forage

#endif
