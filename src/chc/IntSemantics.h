//===- IntSemantics.h - LLVM instructions over mathematical integers -*- C++
//-*-===//
//
// One segment of LLVM IR as constraints over integers (i1 as booleans,
// tracked memory as arrays from byte offset to element), exact where it is
// linear and havocked (a fresh value in the type's range) where it is not:
// products of two variables, bitwise operations but for masks, shifts and
// divisions by a variable, floats, untracked loads, calls it does not
// enter. Wrap-around is either exact (Wrap: an if-then-else, or a quotient
// for products by a constant) or a side condition: the ideal encoding
// keeps the mathematical result and records "it left the type's range",
// and a proof in that encoding holds only with every side condition
// unreachable, which the prover checks in the same query. A mixed encoding
// wraps exactly at a given set of instructions only (those whose overflow
// a certificate could not exclude) and keeps side conditions elsewhere.
// Division by zero
// and over-wide shifts end the path, as in the interpreter.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_INTSEMANTICS_H
#define FORAGE_CHC_INTSEMANTICS_H

#include "cfa/Cfa.h"
#include "chc/Representation.h"
#include "chc/TrackedMemory.h"

#include <z3++.h>

#include <set>
#include <unordered_map>
#include <vector>

namespace forage {

/// A side condition: its violation, under the guards before it.
struct SideCondition {
  size_t Guards;      ///< How many of the body's guards hold before it.
  z3::expr Violation; ///< It fails.
  /// The arithmetic instruction whose overflow it is (null: an access
  /// outside a tracked object, which no encoding can make exact).
  const llvm::Instruction *Wraps = nullptr;
};

/// The constraints of one clause body.
struct ClauseBody {
  std::vector<z3::expr> Facts; ///< Definitions and ranges: always hold.
  /// The ranges of the premise's arguments: true by construction (every
  /// value a relation keeps was put in range where it was made), so they
  /// are left out of Spacer's rules (whose answers they skew toward bounds
  /// at 2^31) and assumed only by the certificate check.
  std::vector<z3::expr> Ranges;
  std::vector<z3::expr> Guards; ///< Conditions to go on, in order.
  std::vector<SideCondition> Side;
  std::vector<z3::expr> Inputs; ///< Input values read, in order.
  std::vector<unsigned> InputBits;
  std::vector<bool> InputSigned;
  /// Per input, when it is read (empty: always; ChcClause::InputWhen).
  std::vector<z3::expr> InputWhen;
};

/// What each value, tracked global and tracked object holds now.
using ChcEnv = std::unordered_map<const llvm::Value *, z3::expr>;

class IntSemantics {
public:
  /// Wrap: exact wrap-around everywhere; otherwise at the instructions of
  /// WrapAt only (null: none), side conditions elsewhere.
  IntSemantics(z3::context &Z, const Cfa &C, const Representation &R,
               const TrackedMemory &Mem, bool Wrap,
               const std::set<const llvm::Instruction *> *WrapAt = nullptr);

  /// Sort of a value of type T (Bool for i1, Int otherwise); V decides the
  /// range. Null sort check: modelled(T).
  bool modelled(const llvm::Type *T) const { return C.widthOf(T) != 0; }
  z3::sort sortOf(const llvm::Type *T);
  z3::sort arraySort() { return Z.array_sort(Z.int_sort(), Z.int_sort()); }
  bool isSigned(const llvm::Value *V) const;
  /// Whether V's value of W bits lies in its range.
  z3::expr inRange(const z3::expr &X, unsigned W, bool Signed);

  /// V's value in the signed or unsigned range (a constant, or E's).
  z3::expr operand(const llvm::Value *V, bool Signed, ChcEnv &E, ClauseBody &B);
  /// The constant an instruction of constant operands folds to (mem2reg
  /// leaves `zext i32 1 to i64` for a variable-length array's dimension),
  /// or null.
  const llvm::ConstantInt *folded(const llvm::Value *V) const;
  /// V's value in its own range (a boolean for i1).
  z3::expr own(const llvm::Value *V, ChcEnv &E, ClauseBody &B);
  /// Encodes one instruction that is neither a terminator nor a call the
  /// encoder handles itself.
  void instruction(const llvm::Instruction &I, ChcEnv &E, ClauseBody &B);
  /// Havocs the result of call CB (its role: Inline), or reads an input.
  void call(const llvm::CallBase &CB, ChcEnv &E, ClauseBody &B);
  /// The guard of successor Succ of T, and its phi moves into E.
  void jump(const llvm::Instruction *T, unsigned Succ, ChcEnv &E,
            ClauseBody &B);
  /// A fresh value of V's type and range, bound in E.
  z3::expr havoc(const llvm::Value *V, ChcEnv &E, ClauseBody &B);
  z3::expr freshInt(unsigned W, bool Signed, ClauseBody &B);
  z3::expr freshBool();
  z3::expr freshArray();
  /// The name of a fresh constant.
  std::string name(const char *Prefix) {
    return Prefix + std::to_string(Counter++);
  }
  /// The stable constant standing for function F's address.
  z3::expr addressOf(const llvm::Function *F);
  const std::vector<std::pair<const llvm::Function *, z3::expr>> &
  addresses() const {
    return Addresses;
  }
  z3::context &context() { return Z; }
  const Cfa &cfa() const { return C; }
  const TrackedMemory &memory() const { return Mem; }

  /// Whether F's result is kept signed (as its call sites are).
  bool returnSigned(const llvm::Function &F) const {
    return !F.getReturnType()->isPointerTy() && R.isSigned(&F);
  }
  /// X of W bits from one range to the other (exact).
  z3::expr convert(const z3::expr &X, unsigned W, bool From, bool To);

private:
  z3::expr literal(const llvm::APInt &V, bool Signed);
  z3::expr pow2(unsigned K);
  /// X, the result of I, in the range of W bits (Signed or not): exact
  /// wrap, or a side condition in the ideal encoding.
  z3::expr wrap(const z3::expr &X, unsigned W, bool Signed, ClauseBody &B,
                const llvm::Instruction &I);
  /// X mod 2^K in [0, 2^K) through a fresh quotient (exact, linear).
  z3::expr modPow2(const z3::expr &X, unsigned K, ClauseBody &B);
  void define(const llvm::Value *V, const z3::expr &X, ChcEnv &E,
              ClauseBody &B);
  void binary(const llvm::BinaryOperator &I, ChcEnv &E, ClauseBody &B);
  void cast(const llvm::CastInst &I, ChcEnv &E, ClauseBody &B);
  /// Byte offset of tracked pointer P into its object, and the access's
  /// bounds as a side condition.
  z3::expr offsetOf(const llvm::Value *P, const MemoryObject &O, ChcEnv &E,
                    ClauseBody &B);

  z3::context &Z;
  const Cfa &C;
  const Representation &R;
  const TrackedMemory &Mem;
  bool Wrap;
  const std::set<const llvm::Instruction *> *WrapAt;
  uint64_t Counter = 0;
  std::vector<std::pair<const llvm::Function *, z3::expr>> Addresses;
};

} // namespace forage

#endif
