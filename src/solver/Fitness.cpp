//===- Fitness.cpp - constraints as the concolic walk sees them -----------===//
#include "solver/Fitness.h"
#include "expr/Bits.h"
#include "expr/Float.h"
#include "expr/Opaque.h"
#include "expr/Vars.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <map>

using namespace forage;

ConstraintFitness::ConstraintFitness(ExprRef C) : C(C) {
  Root = build(C, false);
  llvm::SmallVector<ExprRef, 8> VarNodes;
  collectVars({C}, VarNodes);
  for (ExprRef V : VarNodes)
    Vars.push_back(V->varId());
  std::sort(Vars.begin(), Vars.end());
  Vars.erase(std::unique(Vars.begin(), Vars.end()), Vars.end());
  if (Root.K == FitnessTree::Leaf) {
    const Atom &A = Atoms[Root.AtomIndex];
    LinearForm F;
    Linear = A.Relation != Atom::NaN && A.Relation != Atom::NotNaN &&
             A.R != nullptr && linearForm(A.L, A.Dom == Atom::Float, F) &&
             linearForm(A.R, A.Dom == Atom::Float, F);
  }
}

FitnessTree ConstraintFitness::build(ExprRef E, bool Negated) {
  FitnessTree T;
  ExprKind K = E->kind();
  if (E->width() == 1 && K == ExprKind::Not)
    return build(E->op(0), !Negated);
  if (E->width() == 1 && (K == ExprKind::And || K == ExprKind::Or)) {
    // De Morgan: a negated conjunction is a disjunction of negations.
    T.K = (K == ExprKind::And) != Negated ? FitnessTree::All : FitnessTree::Any;
    T.Children.push_back(build(E->op(0), Negated));
    T.Children.push_back(build(E->op(1), Negated));
    return T;
  }
  Atom A{E, Negated, nullptr, nullptr, Atom::Eq, Atom::Unsigned};
  ExprRef X = E->numOps() == 2 ? E->op(0) : nullptr;
  ExprRef Y = E->numOps() == 2 ? E->op(1) : nullptr;
  // Negating an order swaps its sides and its strictness.
  auto Order = [&](bool Strict, Atom::Domain D) {
    A.Dom = D;
    A.L = Negated ? Y : X;
    A.R = Negated ? X : Y;
    A.Relation = Strict != Negated ? Atom::Lt : Atom::Le;
  };
  switch (K) {
  case ExprKind::Eq:
  case ExprKind::FOeq:
    A.Dom = K == ExprKind::Eq ? Atom::Signed : Atom::Float;
    A.L = X;
    A.R = Y;
    A.Relation = Negated ? Atom::Ne : Atom::Eq;
    break;
  case ExprKind::Ult:
  case ExprKind::Ule:
    Order(K == ExprKind::Ult, Atom::Unsigned);
    break;
  case ExprKind::Slt:
  case ExprKind::Sle:
    Order(K == ExprKind::Slt, Atom::Signed);
    break;
  case ExprKind::FOlt:
  case ExprKind::FOle:
    Order(K == ExprKind::FOlt, Atom::Float);
    break;
  case ExprKind::FUno:
    A.Dom = Atom::Float;
    A.L = X;
    A.R = Y;
    A.Relation = Negated ? Atom::NotNaN : Atom::NaN;
    break;
  default: // any other 1-bit term must be 1 (or 0)
    A.L = E;
    A.Relation = Atom::Eq;
    break;
  }
  T.AtomIndex = static_cast<unsigned>(Atoms.size());
  Atoms.push_back(A);
  return T;
}

static long double numeric(ExprRef X, Atom::Domain D, Evaluator &E) {
  u128 V = E.evaluate(X);
  unsigned W = X->width();
  if (D == Atom::Float && fp::isFloatWidth(W))
    return fp::toDouble(V, W);
  if (D == Atom::Signed)
    return static_cast<long double>(bits::toSigned(V, W));
  return static_cast<long double>(V);
}

/// X's value as an integer that orders like the float and counts the
/// representable values between two of them (-0 and +0 are both 0).
static long double orderedFloat(ExprRef X, Evaluator &E) {
  unsigned W = X->width();
  u128 Bits = E.evaluate(X);
  u128 Sign = u128(1) << (W - 1);
  long double Magnitude = static_cast<long double>(Bits & (Sign - 1));
  return Bits & Sign ? -Magnitude : Magnitude;
}

long double ConstraintFitness::difference(const Atom &A, Evaluator &E) {
  long double L = numeric(A.L, A.Dom, E);
  long double R = A.R ? numeric(A.R, A.Dom, E) : (A.Negated ? 0 : 1);
  return L - R;
}

double ConstraintFitness::atomError(const Atom &A, Evaluator &E) {
  if ((E.evaluate(A.Cond) == 1) != A.Negated)
    return 0;
  if (A.Relation == Atom::NaN || A.Relation == Atom::NotNaN ||
      A.Relation == Atom::Ne)
    return 1;
  long double D = difference(A, E);
  if (std::isnan(D))
    return DBL_MAX / 8;
  long double Err = std::fabs(D);
  // Floating-point atoms measure their distance in units in the last
  // place (XSat's distance): a band 0.02 wide around -2 and one 0.5 wide
  // around 30 then weigh alike, and the +1 of a strict relation is the one
  // representable step it needs. In absolute terms the +1 dwarfed every
  // narrow band, and the walk found the polar band of
  // tests/e2e/escalate-polar.c from 4 % of its starts (30 % now).
  if (A.Dom == Atom::Float && A.R && fp::isFloatWidth(A.L->width()) &&
      A.R->width() == A.L->width())
    Err = std::fabs(orderedFloat(A.L, E) - orderedFloat(A.R, E));
  if (A.Relation != Atom::Eq)
    Err += 1;
  // An unsatisfied equality at distance 0 (-0 vs +0 bits): still wrong.
  Err = std::max<long double>(Err, LDBL_MIN);
  return static_cast<double>(std::min<long double>(Err, DBL_MAX));
}

double ConstraintFitness::errorOf(const FitnessTree &T, Evaluator &E) const {
  if (T.K == FitnessTree::Leaf)
    return atomError(Atoms[T.AtomIndex], E);
  double R = T.K == FitnessTree::All ? 0 : DBL_MAX;
  for (const FitnessTree &C : T.Children) {
    double V = errorOf(C, E);
    R = T.K == FitnessTree::All ? std::min(R + V, DBL_MAX) : std::min(R, V);
  }
  return R;
}

double ConstraintFitness::error(Evaluator &E) const {
  return holds(E) ? 0 : std::max(errorOf(Root, E), 1e-300);
}

void forage::collectFloatVars(llvm::ArrayRef<ExprRef> Roots,
                              llvm::DenseSet<uint32_t> &FloatVars) {
  visitSymbolic(Roots, [&](ExprRef E) {
    ExprKind K = E->kind();
    bool FloatOperands =
        (K >= ExprKind::FAdd && K <= ExprKind::FToUI) || K == ExprKind::FConv;
    for (unsigned I = 0; I < E->numOps(); ++I) {
      bool IsFloat = FloatOperands ||
                     (K == ExprKind::Call && E->function()->ParamIsFloat[I]);
      if (IsFloat && E->op(I)->kind() == ExprKind::Var)
        FloatVars.insert(E->op(I)->varId());
    }
    return true;
  });
}

namespace {

struct LinearBuilder {
  std::map<uint32_t, long double> Coef;
  long double Const = 0;
  /// Visits left: the walk follows a DAG as a tree, and a subterm shared
  /// by both sides of every step (gcd's repeated subtraction) doubles the
  /// walk each level; 54 s of a 10 s run went here on SV-COMP's gcd01-1.
  /// A form that needs more visits is not worth having.
  uint32_t Budget = 4096;

  bool add(ExprRef E, long double C, bool FloatCtx) {
    if (Budget-- == 0)
      return false;
    unsigned W = E->width();
    switch (E->kind()) {
    case ExprKind::Constant:
      Const +=
          C * (FloatCtx && fp::isFloatWidth(W)
                   ? static_cast<long double>(fp::toDouble(E->value(), W))
                   : static_cast<long double>(bits::toSigned(E->value(), W)));
      return true;
    case ExprKind::Var:
      Coef[E->varId()] += C;
      return true;
    case ExprKind::Add:
    case ExprKind::Sub:
      return !FloatCtx && add(E->op(0), C, false) &&
             add(E->op(1), E->kind() == ExprKind::Add ? C : -C, false);
    case ExprKind::FAdd:
    case ExprKind::FSub:
      return FloatCtx && add(E->op(0), C, true) &&
             add(E->op(1), E->kind() == ExprKind::FAdd ? C : -C, true);
    case ExprKind::Mul:
    case ExprKind::FMul: {
      bool F = E->kind() == ExprKind::FMul;
      if (F != FloatCtx)
        return false;
      ExprRef K = E->op(0)->isConstant() ? E->op(0) : E->op(1);
      ExprRef X = K == E->op(0) ? E->op(1) : E->op(0);
      if (!K->isConstant())
        return false;
      long double V =
          F ? fp::toDouble(K->value(), W)
            : static_cast<long double>(bits::toSigned(K->value(), W));
      return add(X, C * V, F);
    }
    case ExprKind::FDiv:
      if (!FloatCtx || !E->op(1)->isConstant())
        return false;
      return add(E->op(0), C / fp::toDouble(E->op(1)->value(), W), true);
    case ExprKind::Shl:
      if (FloatCtx || !E->op(1)->isConstant() || E->op(1)->value() >= W)
        return false;
      return add(E->op(0), std::ldexp(C, static_cast<int>(E->op(1)->value())),
                 false);
    case ExprKind::ZExt:
    case ExprKind::SExt:
      return !FloatCtx && add(E->op(0), C, false);
    case ExprKind::Xor: // fneg
      if (FloatCtx && E->op(0)->isConstant() &&
          E->op(0)->value() == (u128(1) << (W - 1)))
        return add(E->op(1), -C, true);
      return false;
    default:
      return false;
    }
  }
};

} // namespace

bool forage::linearForm(ExprRef E, bool Float, LinearForm &Out) {
  LinearBuilder B;
  if (!B.add(E, 1, Float))
    return false;
  for (auto &[V, C] : B.Coef)
    if (C != 0)
      Out.Terms.push_back({V, C});
  Out.Const = B.Const;
  return true;
}
