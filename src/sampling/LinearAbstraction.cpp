//===- LinearAbstraction.cpp - path constraints as linear rows ------------===//
//
// Seed 000, section 8.4 (our table of linear images).
//
//===----------------------------------------------------------------------===//
#include "sampling/LinearAbstraction.h"

#include "expr/Bits.h"

#include "llvm/ADT/DenseMap.h"

#include <cmath>
#include <limits>
#include <map>

using namespace forage;

namespace {
constexpr double Inf = std::numeric_limits<double>::infinity();
/// A nondeterministic part wider than this makes a row say nothing.
constexpr double Vacuous = 1e15;
} // namespace

static LinearAbstraction::Form freshOf(unsigned W, bool Signed) {
  LinearAbstraction::Form F;
  double Half = std::ldexp(1.0, static_cast<int>(W) - 1);
  F.FreeLo = Signed ? -Half : 0;
  F.FreeHi = Signed ? Half - 1 : 2 * Half - 1;
  return F;
}

static double constantOf(ExprRef E, bool Signed) {
  return Signed ? static_cast<double>(bits::toSigned(E->value(), E->width()))
                : static_cast<double>(bits::trunc(E->value(), E->width()));
}

static LinearAbstraction::Form formOf(ExprRef E, bool Signed, unsigned Depth);

/// The linear form of an integer term, reading constants as Signed says;
/// memoised, since path constraints share subterms (a DAG).
static LinearAbstraction::Form formOfUncached(ExprRef E, bool Signed,
                                              unsigned Depth) {
  using Form = LinearAbstraction::Form;
  Form F;
  if (Depth > 200)
    return freshOf(E->width(), Signed);
  switch (E->kind()) {
  case ExprKind::Constant:
    F.Const = constantOf(E, Signed);
    return F;
  case ExprKind::Var:
    F.Coef[E->varId()] = 1;
    return F;
  case ExprKind::ZExt:
  case ExprKind::SExt:
    return formOf(E->op(0), E->kind() == ExprKind::SExt || Signed, Depth + 1);
  case ExprKind::Extract:
    if (E->offset() == 0)
      return formOf(E->op(0), Signed, Depth + 1);
    return freshOf(E->width(), Signed);
  case ExprKind::Add:
  case ExprKind::Sub: {
    F = formOf(E->op(0), Signed, Depth + 1);
    F.addForm(formOf(E->op(1), Signed, Depth + 1),
              E->kind() == ExprKind::Add ? 1 : -1);
    return F;
  }
  case ExprKind::Not: // ~a = -a - 1
    F = formOf(E->op(0), Signed, Depth + 1);
    F.scale(-1);
    F.Const -= 1;
    return F;
  case ExprKind::Mul:
    for (unsigned K = 0; K < 2; ++K)
      if (E->op(K)->isConstant()) {
        F = formOf(E->op(1 - K), Signed, Depth + 1);
        F.scale(constantOf(E->op(K), true));
        return F;
      }
    return freshOf(E->width(), Signed);
  case ExprKind::Shl:
    if (E->op(1)->isConstant() && E->op(1)->value() < 63) {
      F = formOf(E->op(0), Signed, Depth + 1);
      F.scale(std::ldexp(1.0, static_cast<int>(E->op(1)->value())));
      return F;
    }
    return freshOf(E->width(), Signed);
  default:
    return freshOf(E->width(), Signed);
  }
}

static thread_local llvm::DenseMap<std::pair<ExprRef, unsigned>,
                                   LinearAbstraction::Form> *FormCache;

static LinearAbstraction::Form formOf(ExprRef E, bool Signed, unsigned Depth) {
  if (E->kind() == ExprKind::Constant || E->kind() == ExprKind::Var ||
      !FormCache)
    return formOfUncached(E, Signed, Depth);
  auto It = FormCache->find({E, unsigned(Signed)});
  if (It != FormCache->end())
    return It->second;
  LinearAbstraction::Form F = formOfUncached(E, Signed, Depth);
  // Forms with very many inputs are rare and big; keep the cache small.
  if (F.Coef.size() <= 64)
    (*FormCache)[{E, unsigned(Signed)}] = F;
  return F;
}

bool LinearAbstraction::compare(ExprRef A, ExprRef B, ExprKind K, bool Positive,
                                std::vector<LinRow> &Rows) const {
  bool Signed = K != ExprKind::Ult && K != ExprKind::Ule;
  Form F = formOf(A, Signed, 0);
  F.addForm(formOf(B, Signed, 0), -1); // F = A - B
  // Each comparison as Lo <= A - B <= Hi.
  double Lo = -Inf, Hi = Inf;
  switch (K) {
  case ExprKind::Eq:
    if (!Positive) {
      ++Dropped;
      return true;
    }
    Lo = Hi = 0;
    break;
  case ExprKind::Slt:
  case ExprKind::Ult:
    if (Positive)
      Hi = -1;
    else
      Lo = 0;
    break;
  default: // Sle, Ule
    if (Positive)
      Hi = 0;
    else
      Lo = 1;
    break;
  }
  if (F.FreeHi - F.FreeLo > Vacuous) {
    ++Dropped;
    return true;
  }
  // Lo <= sum + Const + f <= Hi for some f in [FreeLo, FreeHi].
  LinRow R;
  R.Lo = Lo - F.Const - F.FreeHi;
  R.Hi = Hi - F.Const - F.FreeLo;
  for (auto &[P, C] : F.Coef)
    if (C != 0)
      R.Terms.push_back({P, C});
  if (R.Terms.empty())
    return R.Lo <= 0 && 0 <= R.Hi;
  Rows.push_back(std::move(R));
  return true;
}

bool LinearAbstraction::boolValued(ExprRef E, bool Positive,
                                   std::vector<LinRow> &Rows) const {
  // E is an integer that is 0 or 1 (a zero-extended condition, or a
  // bitwise combination of them); Positive: E != 0 holds.
  switch (E->kind()) {
  case ExprKind::ZExt:
    if (E->op(0)->width() == 1)
      return cond(E->op(0), Positive, Rows);
    break;
  case ExprKind::And:
  case ExprKind::Or: {
    bool Conj = (E->kind() == ExprKind::And) == Positive;
    if (!Conj) {
      ++Dropped;
      return true;
    }
    return boolValued(E->op(0), Positive, Rows) &&
           boolValued(E->op(1), Positive, Rows);
  }
  default:
    break;
  }
  ++Dropped;
  return true;
}

bool LinearAbstraction::cond(ExprRef E, bool Positive,
                             std::vector<LinRow> &Rows) const {
  if (E->isConstant())
    return (E->value() != 0) == Positive;
  switch (E->kind()) {
  case ExprKind::Not:
    if (E->width() == 1)
      return cond(E->op(0), !Positive, Rows);
    break;
  case ExprKind::And:
  case ExprKind::Or: {
    if (E->width() != 1)
      break;
    bool Conj = (E->kind() == ExprKind::And) == Positive;
    if (!Conj) {
      ++Dropped;
      return true;
    }
    return cond(E->op(0), Positive, Rows) && cond(E->op(1), Positive, Rows);
  }
  case ExprKind::Eq: {
    ExprRef A = E->op(0), B = E->op(1);
    if (A->isConstant())
      std::swap(A, B);
    if (B->isConstant() && (B->value() == 0 || B->value() == 1) &&
        (A->width() == 1 || A->kind() == ExprKind::ZExt ||
         A->kind() == ExprKind::And || A->kind() == ExprKind::Or)) {
      bool P = (B->value() == 1) == Positive;
      if (A->width() == 1)
        return cond(A, P, Rows);
      if (A->kind() == ExprKind::ZExt && A->op(0)->width() == 1)
        return cond(A->op(0), P, Rows);
      if (A->kind() != ExprKind::ZExt)
        return boolValued(A, P, Rows);
    }
    if (A->width() == 1) {
      ++Dropped;
      return true;
    }
    return compare(E->op(0), E->op(1), ExprKind::Eq, Positive, Rows);
  }
  case ExprKind::Ult:
  case ExprKind::Ule:
  case ExprKind::Slt:
  case ExprKind::Sle:
    return compare(E->op(0), E->op(1), E->kind(), Positive, Rows);
  default:
    break;
  }
  ++Dropped;
  return true;
}

bool LinearAbstraction::add(ExprRef Cond, std::vector<LinRow> &Rows) const {
  FormCache = &Cache;
  bool R = cond(Cond, true, Rows);
  FormCache = nullptr;
  return R;
}

std::vector<std::vector<LinRow>>
LinearAbstraction::alternatives(ExprRef Cond) const {
  std::vector<std::vector<LinRow>> Out;
  // x != y (Not(Eq)) splits into x < y and x > y.
  if (Cond->kind() == ExprKind::Not && Cond->width() == 1 &&
      Cond->op(0)->kind() == ExprKind::Eq && Cond->op(0)->op(0)->width() > 1) {
    ExprRef A = Cond->op(0)->op(0), B = Cond->op(0)->op(1);
    FormCache = &Cache;
    for (int Side = 0; Side < 2; ++Side) {
      std::vector<LinRow> Rows;
      if (compare(Side ? B : A, Side ? A : B, ExprKind::Slt, true, Rows))
        Out.push_back(std::move(Rows));
    }
    FormCache = nullptr;
    return Out;
  }
  std::vector<LinRow> Rows;
  if (add(Cond, Rows))
    Out.push_back(std::move(Rows));
  return Out;
}

void LinearAbstraction::clearCache() { Cache.clear(); }
