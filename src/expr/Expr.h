//===- Expr.h - hash-consed bit-vector expressions --------------*- C++ -*-===//
//
// The symbolic half of every concolic value (docs/architecture.md, decision 5):
// an immutable, hash-consed DAG of bit-vector terms over the program's input
// variables. Booleans are 1-bit vectors. Nodes are owned by an ExprContext and
// live as long as it does; two structurally equal nodes are the same pointer.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPR_EXPR_H
#define FORAGE_EXPR_EXPR_H

#include <cstdint>

namespace forage {

using u128 = unsigned __int128;
using i128 = __int128;

enum class ExprKind : uint8_t {
  // Leaves.
  Constant, ///< value() holds the bits.
  Var,      ///< Input variable number varId(); see Decision 3 of
            ///< docs/architecture.md.
  // Byte arrays, for loads at a symbolic offset into a known object.
  Array,  ///< Operands are the bytes (width 8 each) of one object snapshot.
  Select, ///< Byte of operand 0 (an Array) at index operand 1.
  // Structure.
  Concat,  ///< Operand 0 is the high part.
  Extract, ///< width() bits of operand 0 starting at bit offset().
  ZExt,
  SExt,
  Ite, ///< Operand 0 (1 bit) ? operand 1 : operand 2.
  // Arithmetic and bitwise, both operands of the same width as the result.
  Not,
  Add,
  Sub,
  Mul,
  UDiv,
  SDiv,
  URem,
  SRem,
  And,
  Or,
  Xor,
  Shl,
  LShr,
  AShr,
  // Comparisons, 1-bit result.
  Eq,
  Ult,
  Ule,
  Slt,
  Sle,
  // Floating point on IEEE bit patterns: width 32 is a float, 64 a double
  // (expr/Float.h). Arithmetic rounds to nearest, ties to even.
  FAdd, ///< Binary, operands and result of one FP width.
  FSub,
  FMul,
  FDiv,
  FRem,   ///< C's fmod (LLVM frem), not IEEE remainder.
  FSqrt,  ///< Unary.
  FRound, ///< To an integral value; offset() is the fp::Round mode.
  FOeq,   ///< Ordered comparisons (false on NaN), 1-bit result.
  FOlt,
  FOle,
  FUno,  ///< True iff either operand is NaN.
  FToSI, ///< Toward zero; NaN or out of range gives the minimum (as x86).
  FToUI, ///< Toward zero; NaN or out of range gives 0.
  SIToF, ///< To FP width width(), rounding to nearest even.
  UIToF,
  FConv, ///< Between FP widths (fpext, fptrunc).
  // An opaque pure function of its operands (docs/architecture.md, decision 5).
  Call, ///< function() gives the callee; evaluated natively, uninterpreted
        ///< for Z3, solved by the concolic walk.
};

const char *kindName(ExprKind K);

struct OpaqueFunction; // expr/Opaque.h

/// True iff K is one of the FP kinds FAdd..FConv.
inline bool isFloatKind(ExprKind K) {
  return K >= ExprKind::FAdd && K <= ExprKind::FConv;
}

/// True iff K is a binary operator whose operands may be swapped.
inline bool isCommutative(ExprKind K) {
  return K == ExprKind::Add || K == ExprKind::Mul || K == ExprKind::And ||
         K == ExprKind::Or || K == ExprKind::Xor || K == ExprKind::Eq;
}

/// An immutable node. Operands are stored inline right after the node.
class Expr {
public:
  ExprKind kind() const { return Kind; }
  unsigned width() const { return Width; }
  unsigned numOps() const { return NumOps; }
  const Expr *op(unsigned I) const {
    return reinterpret_cast<const Expr *const *>(this + 1)[I];
  }
  const Expr *const *ops() const {
    return reinterpret_cast<const Expr *const *>(this + 1);
  }
  /// Bits of a Constant.
  u128 value() const { return Payload; }
  /// Input number of a Var.
  uint32_t varId() const { return static_cast<uint32_t>(Payload); }
  /// Low bit of an Extract.
  unsigned offset() const { return static_cast<unsigned>(Payload); }
  /// Callee of a Call.
  const OpaqueFunction *function() const {
    return reinterpret_cast<const OpaqueFunction *>(
        static_cast<uintptr_t>(Payload));
  }
  /// Creation number; gives a deterministic order independent of addresses.
  uint32_t id() const { return Id; }
  uint64_t hash() const { return Hash; }
  /// True iff the subtree mentions at least one Var.
  bool isSymbolic() const { return Symbolic; }
  bool isConstant() const { return Kind == ExprKind::Constant; }
  bool isTrue() const { return isConstant() && Width == 1 && Payload == 1; }
  bool isFalse() const { return isConstant() && Width == 1 && Payload == 0; }

private:
  friend class ExprContext;
  Expr(ExprKind K, unsigned W, unsigned N, u128 P, uint64_t H, uint32_t I,
       bool S)
      : Payload(P), Hash(H), Id(I), NumOps(N), Width(static_cast<uint16_t>(W)),
        Kind(K), Symbolic(S) {}

  u128 Payload;
  uint64_t Hash;
  uint32_t Id;
  uint32_t NumOps;
  uint16_t Width;
  ExprKind Kind;
  bool Symbolic;
};

using ExprRef = const Expr *;

} // namespace forage

#endif
