//===- ExprContext.cpp - hash-consing and construction-time simplification ===//
#include "expr/ExprContext.h"
#include "expr/Bits.h"

#include "llvm/ADT/Hashing.h"

#include <cassert>

using namespace forage;

namespace {
/// What identifies a node before it exists.
struct Key {
  ExprKind Kind;
  unsigned Width;
  llvm::ArrayRef<ExprRef> Ops;
  u128 Payload;
  uint64_t Hash;
};

uint64_t hashKey(ExprKind K, unsigned W, llvm::ArrayRef<ExprRef> Ops,
                 u128 Payload) {
  uint64_t H = llvm::hash_combine(static_cast<unsigned>(K), W,
                                  static_cast<uint64_t>(Payload),
                                  static_cast<uint64_t>(Payload >> 64));
  for (ExprRef E : Ops)
    H = llvm::hash_combine(H, E);
  return H;
}
} // namespace

struct ExprContext::KeyInfo {
  static const Expr *getEmptyKey() {
    return reinterpret_cast<const Expr *>(uintptr_t(-1) << 4);
  }
  static const Expr *getTombstoneKey() {
    return reinterpret_cast<const Expr *>(uintptr_t(-2) << 4);
  }
  static unsigned getHashValue(const Expr *E) {
    return static_cast<unsigned>(E->hash());
  }
  static unsigned getHashValue(const Key &K) {
    return static_cast<unsigned>(K.Hash);
  }
  static bool isEqual(const Expr *A, const Expr *B) { return A == B; }
  static bool isEqual(const Key &K, const Expr *E) {
    if (E == getEmptyKey() || E == getTombstoneKey())
      return false;
    if (E->hash() != K.Hash || E->kind() != K.Kind || E->width() != K.Width ||
        E->numOps() != K.Ops.size() || E->Payload != K.Payload)
      return false;
    for (unsigned I = 0; I < K.Ops.size(); ++I)
      if (E->op(I) != K.Ops[I])
        return false;
    return true;
  }
};

ExprContext::ExprContext() = default;
ExprContext::~ExprContext() = default;

ExprRef ExprContext::make(ExprKind K, unsigned W, llvm::ArrayRef<ExprRef> Ops,
                          u128 Payload) {
  assert(W >= 1 && W <= 128 && "unsupported width");
  Key Lookup{K, W, Ops, Payload, hashKey(K, W, Ops, Payload)};
  auto It = Nodes.find_as(Lookup);
  if (It != Nodes.end())
    return *It;
  bool Symbolic = K == ExprKind::Var;
  for (ExprRef E : Ops)
    Symbolic |= E->isSymbolic();
  void *Mem = Arena.Allocate(sizeof(Expr) + Ops.size() * sizeof(ExprRef),
                             alignof(Expr));
  auto *E = new (Mem) Expr(K, W, static_cast<unsigned>(Ops.size()), Payload,
                           Lookup.Hash, NextId++, Symbolic);
  auto **Slots = reinterpret_cast<const Expr **>(E + 1);
  for (unsigned I = 0; I < Ops.size(); ++I)
    Slots[I] = Ops[I];
  Nodes.insert_as(E, Lookup);
  return E;
}

ExprRef ExprContext::constant(unsigned W, u128 V) {
  return make(ExprKind::Constant, W, {}, bits::trunc(V, W));
}

ExprRef ExprContext::var(uint32_t Id, unsigned W) {
  return make(ExprKind::Var, W, {}, Id);
}

ExprRef ExprContext::array(llvm::ArrayRef<ExprRef> Bytes) {
  return make(ExprKind::Array, 8, Bytes, 0);
}

ExprRef ExprContext::select(ExprRef Arr, ExprRef Index) {
  if (Index->isConstant()) {
    u128 I = Index->value();
    if (I < Arr->numOps())
      return Arr->op(static_cast<unsigned>(I));
  }
  // All bytes equal: the index does not matter.
  bool Uniform = Arr->numOps() > 0;
  for (unsigned I = 1; Uniform && I < Arr->numOps(); ++I)
    Uniform = Arr->op(I) == Arr->op(0);
  if (Uniform)
    return Arr->op(0);
  ExprRef Ops[] = {Arr, Index};
  return make(ExprKind::Select, 8, Ops, 0);
}

ExprRef ExprContext::concat(ExprRef Hi, ExprRef Lo) {
  unsigned W = Hi->width() + Lo->width();
  if (Hi->isConstant() && Lo->isConstant())
    return constant(W, (Hi->value() << Lo->width()) | Lo->value());
  // extract(x, k+n, m) ++ extract(x, k, n)  ==>  extract(x, k, n+m)
  if (Hi->kind() == ExprKind::Extract && Lo->kind() == ExprKind::Extract &&
      Hi->op(0) == Lo->op(0) && Hi->offset() == Lo->offset() + Lo->width())
    return extract(Hi->op(0), Lo->offset(), W);
  // Re-associate so that adjacent extracts meet: a ++ (b ++ c) with a,b
  // adjacent becomes (a ++ b) ++ c.
  if (Lo->kind() == ExprKind::Concat && Hi->kind() == ExprKind::Extract &&
      Lo->op(0)->kind() == ExprKind::Extract && Lo->op(0)->op(0) == Hi->op(0) &&
      Hi->offset() == Lo->op(0)->offset() + Lo->op(0)->width())
    return concat(concat(Hi, Lo->op(0)), Lo->op(1));
  // 0 ++ x  ==>  zext(x)
  if (Hi->isConstant() && Hi->value() == 0)
    return zext(Lo, W);
  ExprRef Ops[] = {Hi, Lo};
  return make(ExprKind::Concat, W, Ops, 0);
}

ExprRef ExprContext::extract(ExprRef E, unsigned Offset, unsigned W) {
  assert(Offset + W <= E->width() && "extract out of range");
  if (Offset == 0 && W == E->width())
    return E;
  switch (E->kind()) {
  case ExprKind::Constant:
    return constant(W, E->value() >> Offset);
  case ExprKind::Extract:
    return extract(E->op(0), E->offset() + Offset, W);
  case ExprKind::Concat: {
    ExprRef Hi = E->op(0), Lo = E->op(1);
    unsigned LoW = Lo->width();
    if (Offset + W <= LoW)
      return extract(Lo, Offset, W);
    if (Offset >= LoW)
      return extract(Hi, Offset - LoW, W);
    break;
  }
  case ExprKind::ZExt: {
    ExprRef X = E->op(0);
    if (Offset + W <= X->width())
      return extract(X, Offset, W);
    if (Offset >= X->width())
      return constant(W, 0);
    break;
  }
  case ExprKind::SExt: {
    ExprRef X = E->op(0);
    if (Offset + W <= X->width())
      return extract(X, Offset, W);
    break;
  }
  case ExprKind::And:
  case ExprKind::Or:
  case ExprKind::Xor:
    // Bitwise operators commute with extraction.
    return binary(E->kind(), extract(E->op(0), Offset, W),
                  extract(E->op(1), Offset, W));
  case ExprKind::Not:
    return notE(extract(E->op(0), Offset, W));
  case ExprKind::Add:
  case ExprKind::Sub:
  case ExprKind::Mul:
    // Low bits of + - * depend only on low bits of the operands.
    if (Offset == 0)
      return binary(E->kind(), extract(E->op(0), 0, W),
                    extract(E->op(1), 0, W));
    break;
  case ExprKind::Ite:
    if (E->op(1)->isConstant() && E->op(2)->isConstant())
      return ite(E->op(0), extract(E->op(1), Offset, W),
                 extract(E->op(2), Offset, W));
    break;
  default:
    break;
  }
  ExprRef Ops[] = {E};
  return make(ExprKind::Extract, W, Ops, Offset);
}

ExprRef ExprContext::zext(ExprRef E, unsigned W) {
  assert(W >= E->width());
  if (W == E->width())
    return E;
  if (E->isConstant())
    return constant(W, E->value());
  if (E->kind() == ExprKind::ZExt)
    return zext(E->op(0), W);
  ExprRef Ops[] = {E};
  return make(ExprKind::ZExt, W, Ops, 0);
}

ExprRef ExprContext::sext(ExprRef E, unsigned W) {
  assert(W >= E->width());
  if (W == E->width())
    return E;
  if (E->isConstant())
    return constant(W, bits::sext(E->value(), E->width(), W));
  if (E->kind() == ExprKind::SExt)
    return sext(E->op(0), W);
  if (E->width() == 1)
    return ite(E, constant(W, bits::mask(W)), constant(W, 0));
  ExprRef Ops[] = {E};
  return make(ExprKind::SExt, W, Ops, 0);
}

ExprRef ExprContext::ite(ExprRef C, ExprRef T, ExprRef F) {
  assert(C->width() == 1 && T->width() == F->width());
  if (C->isConstant())
    return C->value() ? T : F;
  if (T == F)
    return T;
  if (T->width() == 1 && T->isConstant() && F->isConstant())
    return T->value() ? C : notE(C);
  if (C->kind() == ExprKind::Not && C->width() == 1)
    return ite(C->op(0), F, T);
  ExprRef Ops[] = {C, T, F};
  return make(ExprKind::Ite, T->width(), Ops, 0);
}

ExprRef ExprContext::notE(ExprRef E) {
  if (E->isConstant())
    return constant(E->width(), ~E->value());
  if (E->kind() == ExprKind::Not)
    return E->op(0);
  ExprRef Ops[] = {E};
  return make(ExprKind::Not, E->width(), Ops, 0);
}

ExprRef ExprContext::binary(ExprKind K, ExprRef A, ExprRef B) {
  assert(A->width() == B->width() && "operand widths differ");
  unsigned W = A->width();
  if (A->isConstant() && B->isConstant())
    return constant(bits::resultWidth(K, W),
                    bits::apply(K, W, A->value(), B->value()));
  // Canonical order: a constant operand of a commutative operator goes left.
  if (isCommutative(K) && B->isConstant())
    std::swap(A, B);
  if (ExprRef S = simplifyBinary(K, A, B))
    return S;
  ExprRef Ops[] = {A, B};
  return make(K, bits::resultWidth(K, W), Ops, 0);
}

/// Local rewrites; A is the constant if exactly one operand is constant and
/// K commutes. Returns null when nothing applies.
ExprRef ExprContext::simplifyBinary(ExprKind K, ExprRef A, ExprRef B) {
  unsigned W = A->width();
  u128 Ones = bits::mask(W);
  bool AC = A->isConstant(), BC = B->isConstant();
  u128 AV = AC ? A->value() : 0, BV = BC ? B->value() : 0;
  switch (K) {
  case ExprKind::Add:
    if (AC && AV == 0)
      return B;
    // c1 + (c2 + x)  ==>  (c1+c2) + x
    if (AC && B->kind() == ExprKind::Add && B->op(0)->isConstant())
      return add(constant(W, AV + B->op(0)->value()), B->op(1));
    break;
  case ExprKind::Sub:
    if (A == B)
      return constant(W, 0);
    if (BC)
      return add(constant(W, -BV), A);
    break;
  case ExprKind::Mul:
    if (AC && AV == 0)
      return A;
    if (AC && AV == 1)
      return B;
    break;
  case ExprKind::And:
    if (AC && AV == 0)
      return A;
    if (AC && AV == Ones)
      return B;
    if (A == B)
      return A;
    break;
  case ExprKind::Or:
    if (AC && AV == 0)
      return B;
    if (AC && AV == Ones)
      return A;
    if (A == B)
      return A;
    break;
  case ExprKind::Xor:
    if (AC && AV == 0)
      return B;
    if (AC && AV == Ones)
      return notE(B);
    if (A == B)
      return constant(W, 0);
    break;
  case ExprKind::Shl:
  case ExprKind::LShr:
  case ExprKind::AShr:
    if (BC && BV == 0)
      return A;
    if (AC && AV == 0)
      return A;
    break;
  case ExprKind::UDiv:
  case ExprKind::SDiv:
    if (BC && BV == 1)
      return A;
    break;
  case ExprKind::Eq:
    if (A == B)
      return boolean(true);
    if (AC && W == 1)
      return AV ? B : notE(B);
    if (AC) {
      // c == zext(x): compare in x's width, or false if c does not fit.
      if (B->kind() == ExprKind::ZExt) {
        ExprRef X = B->op(0);
        if (AV >> X->width())
          return boolean(false);
        return eq(constant(X->width(), AV), X);
      }
      if (B->kind() == ExprKind::SExt) {
        ExprRef X = B->op(0);
        if (bits::sext(AV, X->width(), W) != AV)
          return boolean(false);
        return eq(constant(X->width(), AV), X);
      }
      // c1 == c2 + x  ==>  c1 - c2 == x
      if (B->kind() == ExprKind::Add && B->op(0)->isConstant())
        return eq(constant(W, AV - B->op(0)->value()), B->op(1));
      if (B->kind() == ExprKind::Xor && B->op(0)->isConstant())
        return eq(constant(W, AV ^ B->op(0)->value()), B->op(1));
      if (B->kind() == ExprKind::Not)
        return eq(constant(W, ~AV), B->op(0));
      // c == ite(p, c1, c2) with constant arms.
      if (B->kind() == ExprKind::Ite && B->op(1)->isConstant() &&
          B->op(2)->isConstant()) {
        bool T = B->op(1)->value() == AV, F = B->op(2)->value() == AV;
        if (T && F)
          return boolean(true);
        if (!T && !F)
          return boolean(false);
        return T ? B->op(0) : notE(B->op(0));
      }
    }
    break;
  case ExprKind::Ult:
    if (A == B || (BC && BV == 0))
      return boolean(false);
    if (AC && AV == Ones)
      return boolean(false);
    break;
  case ExprKind::Ule:
    if (A == B || (AC && AV == 0) || (BC && BV == Ones))
      return boolean(true);
    break;
  case ExprKind::Slt:
  case ExprKind::Sle:
    if (A == B)
      return boolean(K == ExprKind::Sle);
    break;
  default:
    break;
  }
  if (W == 1) {
    // Boolean connectives on 1-bit values.
    if (K == ExprKind::And && B->kind() == ExprKind::Not && B->op(0) == A)
      return boolean(false);
    if (K == ExprKind::Or && B->kind() == ExprKind::Not && B->op(0) == A)
      return boolean(true);
  }
  return nullptr;
}

const char *forage::kindName(ExprKind K) {
  static const char *const Names[] = {"const",
                                      "var",
                                      "array",
                                      "select",
                                      "concat",
                                      "extract",
                                      "zext",
                                      "sext",
                                      "ite",
                                      "bvnot",
                                      "bvadd",
                                      "bvsub",
                                      "bvmul",
                                      "bvudiv",
                                      "bvsdiv",
                                      "bvurem",
                                      "bvsrem",
                                      "bvand",
                                      "bvor",
                                      "bvxor",
                                      "bvshl",
                                      "bvlshr",
                                      "bvashr",
                                      "=",
                                      "bvult",
                                      "bvule",
                                      "bvslt",
                                      "bvsle",
                                      "fp.add",
                                      "fp.sub",
                                      "fp.mul",
                                      "fp.div",
                                      "fp.fmod",
                                      "fp.sqrt",
                                      "fp.roundToIntegral",
                                      "fp.eq",
                                      "fp.lt",
                                      "fp.leq",
                                      "fp.isUnordered",
                                      "fp.to_sbv",
                                      "fp.to_ubv",
                                      "to_fp.signed",
                                      "to_fp.unsigned",
                                      "to_fp",
                                      "call"};
  static_assert(sizeof(Names) / sizeof(Names[0]) ==
                    static_cast<unsigned>(ExprKind::Call) + 1,
                "a name for every kind");
  return Names[static_cast<unsigned>(K)];
}
