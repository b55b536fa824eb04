//===- SeedPredicates.cpp - another prover's invariant atoms as predicates ===//
#include "abstraction/SeedPredicates.h"
#include "abstraction/TransitionEncoder.h"

#include "llvm/IR/Instructions.h"

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <unordered_map>

using namespace forage;

namespace {
using Int = __int128;
/// Magnitudes past this are not translated (far from overflowing Int).
constexpr Int Huge = Int(1) << 100;

struct Interval {
  Int Lo = 0, Hi = 0;
};

bool parseNumeral(const z3::expr &E, Int &Out) {
  std::string S = E.get_decimal_string(0);
  bool Neg = !S.empty() && S[0] == '-';
  Int V = 0;
  for (size_t K = Neg; K < S.size(); ++K) {
    if (S[K] < '0' || S[K] > '9' || V > Huge)
      return false;
    V = V * 10 + (S[K] - '0');
  }
  Out = Neg ? -V : V;
  return V <= Huge;
}

/// Translates integer terms of one atom: first their ranges (interval()),
/// then, at a width that holds them all, bit-vectors (bv()).
class Translator {
public:
  Translator(Precision &P, const InvariantAtom &A,
             const std::unordered_map<unsigned, unsigned> &VarOf)
      : P(P), A(A), VarOf(VarOf) {}

  /// E's range; false if E does not translate.
  bool interval(const z3::expr &E, Interval &Out) {
    auto It = Ranges.find(E.id());
    if (It != Ranges.end()) {
      Out = It->second;
      return true;
    }
    if (!E.is_int() || !E.is_app())
      return false;
    Interval R;
    if (E.is_numeral()) {
      Int V;
      if (!parseNumeral(E, V))
        return false;
      R = {V, V};
    } else if (E.is_const()) {
      auto V = VarOf.find(E.id());
      if (V == VarOf.end())
        return false;
      const InvariantAtomVar &X = A.Vars[V->second];
      if (X.Bits < 2 || X.Bits > 64)
        return false;
      Int Half = Int(1) << (X.Bits - 1);
      R = X.Signed ? Interval{-Half, Half - 1} : Interval{0, 2 * Half - 1};
    } else {
      std::vector<Interval> Args(E.num_args());
      for (unsigned K = 0; K < E.num_args(); ++K)
        if (!interval(E.arg(K), Args[K]))
          return false;
      switch (E.decl().decl_kind()) {
      case Z3_OP_ADD:
        for (const Interval &I : Args) {
          R.Lo += I.Lo;
          R.Hi += I.Hi;
        }
        break;
      case Z3_OP_SUB:
        R = Args[0];
        for (size_t K = 1; K < Args.size(); ++K) {
          R.Lo -= Args[K].Hi;
          R.Hi -= Args[K].Lo;
        }
        break;
      case Z3_OP_UMINUS:
        R = {-Args[0].Hi, -Args[0].Lo};
        break;
      case Z3_OP_MUL: {
        // Products by constants only (a product of two variables would
        // need a wide multiplier).
        R = {1, 1};
        unsigned Variables = 0;
        for (unsigned K = 0; K < E.num_args(); ++K) {
          const Interval &I = Args[K];
          Variables += I.Lo != I.Hi; // (- 3) is no numeral but constant
          Int Ps[] = {R.Lo * I.Lo, R.Lo * I.Hi, R.Hi * I.Lo, R.Hi * I.Hi};
          R = {Ps[0], Ps[0]};
          for (Int X : Ps) {
            R.Lo = std::min(R.Lo, X);
            R.Hi = std::max(R.Hi, X);
          }
          if (R.Hi > Huge || R.Lo < -Huge)
            return false;
        }
        if (Variables > 1)
          return false;
        break;
      }
      case Z3_OP_MOD: {
        // By a positive constant: Euclidean, in [0, k).
        Int K;
        if (!E.arg(1).is_numeral() || !parseNumeral(E.arg(1), K) || K <= 0)
          return false;
        R = {0, K - 1};
        break;
      }
      default:
        return false; // div, ite, ...: not translated
      }
    }
    if (R.Hi > Huge || R.Lo < -Huge)
      return false;
    Ranges.insert({E.id(), R});
    Width = std::max(Width, bitsFor(R));
    Out = R;
    return true;
  }

  /// E (whose interval() succeeded) at Width bits.
  z3::expr bv(const z3::expr &E) {
    z3::context &Z = E.ctx();
    if (E.is_numeral())
      return Z.bv_val(E.get_decimal_string(0).c_str(), Width);
    if (E.is_const()) {
      const InvariantAtomVar &X = A.Vars[VarOf.at(E.id())];
      z3::expr K = P.canonical(X.V);
      unsigned Extra = Width - X.Bits;
      if (!Extra)
        return K;
      return X.Signed ? z3::sext(K, Extra) : z3::zext(K, Extra);
    }
    std::vector<z3::expr> Args;
    for (unsigned K = 0; K < E.num_args(); ++K)
      Args.push_back(bv(E.arg(K)));
    switch (E.decl().decl_kind()) {
    case Z3_OP_ADD: {
      z3::expr R = Args[0];
      for (size_t K = 1; K < Args.size(); ++K)
        R = R + Args[K];
      return R;
    }
    case Z3_OP_SUB: {
      z3::expr R = Args[0];
      for (size_t K = 1; K < Args.size(); ++K)
        R = R - Args[K];
      return R;
    }
    case Z3_OP_UMINUS:
      return -Args[0];
    case Z3_OP_MUL: {
      z3::expr R = Args[0];
      for (size_t K = 1; K < Args.size(); ++K)
        R = R * Args[K];
      return R;
    }
    default: // Z3_OP_MOD by a positive constant: the divisor's sign
      return z3::smod(Args[0], Args[1]);
    }
  }

  /// Bits of a signed number that holds R, and one more.
  static unsigned bitsFor(const Interval &R) {
    unsigned W = 1;
    while (W < 127 &&
           (R.Lo < -(Int(1) << (W - 1)) || R.Hi > (Int(1) << (W - 1)) - 1))
      ++W;
    return W + 1;
  }

  unsigned Width = 2;

private:
  Precision &P;
  const InvariantAtom &A;
  const std::unordered_map<unsigned, unsigned> &VarOf;
  std::unordered_map<unsigned, Interval> Ranges;
};
/// E as a linear form: Coef (by variable index) and a constant; false if
/// E is not linear over VarOf's variables.
bool linearForm(const z3::expr &E, Int Scale,
                const std::unordered_map<unsigned, unsigned> &VarOf,
                std::map<unsigned, Int> &Coef, Int &K) {
  if (!E.is_int() || !E.is_app() || Scale > Huge || Scale < -Huge)
    return false;
  if (E.is_numeral()) {
    Int V;
    if (!parseNumeral(E, V))
      return false;
    K += Scale * V;
    return K <= Huge && K >= -Huge;
  }
  if (E.is_const()) {
    auto It = VarOf.find(E.id());
    if (It == VarOf.end())
      return false;
    Coef[It->second] += Scale;
    return true;
  }
  switch (E.decl().decl_kind()) {
  case Z3_OP_ADD:
    for (unsigned I = 0; I < E.num_args(); ++I)
      if (!linearForm(E.arg(I), Scale, VarOf, Coef, K))
        return false;
    return true;
  case Z3_OP_SUB:
    for (unsigned I = 0; I < E.num_args(); ++I)
      if (!linearForm(E.arg(I), I ? -Scale : Scale, VarOf, Coef, K))
        return false;
    return true;
  case Z3_OP_UMINUS:
    return linearForm(E.arg(0), -Scale, VarOf, Coef, K);
  case Z3_OP_MUL: {
    // One factor may be a variable term; the others constants.
    Int Factor = 1;
    std::optional<z3::expr> Term;
    for (unsigned I = 0; I < E.num_args(); ++I) {
      z3::expr X = E.arg(I).simplify();
      Int V;
      if (X.is_numeral() && parseNumeral(X, V)) {
        Factor *= V;
        if (Factor > Huge || Factor < -Huge)
          return false;
      } else if (Term) {
        return false;
      } else {
        Term = E.arg(I);
      }
    }
    if (!Term) {
      K += Scale * Factor;
      return true;
    }
    return linearForm(*Term, Scale * Factor, VarOf, Coef, K);
  }
  default:
    return false;
  }
}

/// Bits of an unsigned number that holds Hi (>= 0).
unsigned unsignedBits(Int Hi) {
  unsigned W = 1;
  while (W < 128 && Hi > (Int(1) << W) - 1)
    ++W;
  return W;
}

/// The comparison Kind of linear form Coef + K with 0, as bit-vectors:
/// the terms of positive coefficient on the left, the others on the right,
/// so that no side is negated, at the least width that holds both sides
/// (the values' own width when they are of one width and range).
std::optional<z3::expr> linearPredicate(Precision &P, const InvariantAtom &A,
                                        const std::map<unsigned, Int> &Coef,
                                        Int K, Z3_decl_kind Kind) {
  Interval Side[2]; // left (positive coefficients), right
  bool AllUnsigned = true;
  for (const auto &[V, C] : Coef) {
    if (!C)
      continue;
    const InvariantAtomVar &X = A.Vars[V];
    if (X.Bits < 2 || X.Bits > 64)
      return std::nullopt;
    Int Half = Int(1) << (X.Bits - 1);
    Interval R =
        X.Signed ? Interval{-Half, Half - 1} : Interval{0, 2 * Half - 1};
    AllUnsigned &= !X.Signed;
    Int M = C > 0 ? C : -C;
    Interval &S = Side[C < 0];
    S.Lo += M * R.Lo;
    S.Hi += M * R.Hi;
  }
  (K >= 0 ? Side[0] : Side[1]).Lo += K >= 0 ? K : -K;
  (K >= 0 ? Side[0] : Side[1]).Hi += K >= 0 ? K : -K;
  for (const Interval &S : Side)
    if (S.Hi > Huge || S.Lo < -Huge)
      return std::nullopt;
  unsigned W =
      AllUnsigned ? std::max(unsignedBits(Side[0].Hi), unsignedBits(Side[1].Hi))
                  : std::max(Translator::bitsFor(Side[0]) - 1,
                             Translator::bitsFor(Side[1]) - 1);
  for (const auto &[V, C] : Coef)
    if (C)
      W = std::max(W, A.Vars[V].Bits);
  if (W > 128)
    return std::nullopt;
  z3::context &Z = P.canonical(A.Vars[0].V).ctx();
  auto Num = [&](Int V) {
    std::string S;
    for (Int X = V; X > 0; X /= 10)
      S.insert(S.begin(), char('0' + int(X % 10)));
    return Z.bv_val(S.empty() ? "0" : S.c_str(), W);
  };
  std::optional<z3::expr> Sum[2];
  auto Add = [&](int S, const z3::expr &T) {
    Sum[S] = Sum[S] ? *Sum[S] + T : T;
  };
  for (const auto &[V, C] : Coef) {
    if (!C)
      continue;
    const InvariantAtomVar &X = A.Vars[V];
    z3::expr T = P.canonical(X.V);
    if (W > X.Bits)
      T = X.Signed ? z3::sext(T, W - X.Bits) : z3::zext(T, W - X.Bits);
    Int M = C > 0 ? C : -C;
    Add(C < 0, M == 1 ? T : Num(M) * T);
  }
  if (K)
    Add(K < 0, Num(K > 0 ? K : -K));
  z3::expr L = Sum[0] ? *Sum[0] : Num(0), R = Sum[1] ? *Sum[1] : Num(0);
  switch (Kind) {
  case Z3_OP_LE:
    return AllUnsigned ? z3::ule(L, R) : z3::sle(L, R);
  case Z3_OP_LT:
    return AllUnsigned ? z3::ult(L, R) : z3::slt(L, R);
  case Z3_OP_GE:
    return AllUnsigned ? z3::uge(L, R) : z3::sge(L, R);
  case Z3_OP_GT:
    return AllUnsigned ? z3::ugt(L, R) : z3::sgt(L, R);
  case Z3_OP_EQ:
    return L == R;
  case Z3_OP_DISTINCT:
    return L != R;
  default:
    return std::nullopt;
  }
}
} // namespace

std::optional<z3::expr> forage::atomPredicate(Precision &P, const Cfa &C,
                                              const InvariantAtom &A) {
  if (A.Vars.empty() || !A.At)
    return std::nullopt;
  for (const InvariantAtomVar &X : A.Vars)
    if (!X.V || !X.Bits || C.stateWidth(X.V) != X.Bits ||
        X.V->getType()->isPointerTy())
      return std::nullopt;
  z3::context &Z = P.canonical(A.Vars[0].V).ctx();
  std::string Text;
  for (size_t K = 0; K < A.Vars.size(); ++K)
    Text += "(declare-const a" + std::to_string(K) +
            (A.Vars[K].Bits == 1 ? " Bool)" : " Int)");
  Text += "(assert " + A.Formula + ")";
  z3::expr F(Z);
  try {
    z3::expr_vector Parsed = Z.parse_string(Text.c_str());
    if (Parsed.size() != 1)
      return std::nullopt;
    F = Parsed[0];
  } catch (const z3::exception &) {
    return std::nullopt;
  }
  std::unordered_map<unsigned, unsigned> VarOf;
  for (size_t K = 0; K < A.Vars.size(); ++K) {
    std::string Name = "a" + std::to_string(K);
    z3::expr X = A.Vars[K].Bits == 1 ? Z.bool_const(Name.c_str())
                                     : Z.int_const(Name.c_str());
    VarOf[X.id()] = static_cast<unsigned>(K);
  }
  // A 1-bit value: the model checker's is a bit-vector of width 1.
  auto Bit = [&](const z3::expr &E) -> std::optional<z3::expr> {
    auto It = VarOf.find(E.id());
    if (!E.is_const() || It == VarOf.end())
      return std::nullopt;
    return P.canonical(A.Vars[It->second].V) == Z.bv_val(1, 1);
  };
  if (F.is_bool() && F.is_const())
    return Bit(F);
  if (!F.is_app() || F.num_args() != 2)
    return std::nullopt;
  Z3_decl_kind Kind = F.decl().decl_kind();
  if ((Kind == Z3_OP_EQ || Kind == Z3_OP_DISTINCT) && F.arg(0).is_bool()) {
    auto L = Bit(F.arg(0)), R = Bit(F.arg(1));
    if (!L || !R)
      return std::nullopt;
    return Kind == Z3_OP_EQ ? *L == *R : *L != *R;
  }
  {
    std::map<unsigned, Int> Coef;
    Int K = 0;
    if (linearForm(F.arg(0), 1, VarOf, Coef, K) &&
        linearForm(F.arg(1), -1, VarOf, Coef, K))
      return linearPredicate(P, A, Coef, K, Kind);
  }
  Translator T(P, A, VarOf);
  Interval I;
  if (!T.interval(F.arg(0), I) || !T.interval(F.arg(1), I) || T.Width > 128)
    return std::nullopt;
  z3::expr L = T.bv(F.arg(0)), R = T.bv(F.arg(1));
  switch (Kind) {
  case Z3_OP_LE:
    return z3::sle(L, R);
  case Z3_OP_LT:
    return z3::slt(L, R);
  case Z3_OP_GE:
    return z3::sge(L, R);
  case Z3_OP_GT:
    return z3::sgt(L, R);
  case Z3_OP_EQ:
    return L == R;
  case Z3_OP_DISTINCT:
    return L != R;
  default:
    return std::nullopt;
  }
}

std::optional<z3::expr> forage::loopTestPredicate(Precision &P, const Cfa &C,
                                                  Position At) {
  const llvm::BasicBlock *BB = At ? At->getParent() : nullptr;
  auto *Br =
      BB ? llvm::dyn_cast<llvm::BranchInst>(BB->getTerminator()) : nullptr;
  auto *Cmp = Br && Br->isConditional()
                  ? llvm::dyn_cast<llvm::ICmpInst>(Br->getCondition())
                  : nullptr;
  if (!Cmp || At != C.blockPosition(BB) || !C.isLoopExit(Br))
    return std::nullopt;
  const llvm::Value *L = Cmp->getOperand(0), *R = Cmp->getOperand(1);
  unsigned W = C.widthOf(L->getType());
  if (!L->getType()->isIntegerTy() || W < 2)
    return std::nullopt;
  auto Operand = [&](const llvm::Value *V) -> std::optional<z3::expr> {
    if (auto *K = llvm::dyn_cast<llvm::ConstantInt>(V))
      return P.canonical(L).ctx().bv_val(
          std::to_string(K->getValue().getZExtValue()).c_str(), W);
    if (llvm::isa<llvm::Instruction>(V) || llvm::isa<llvm::Argument>(V))
      return P.canonical(V);
    return std::nullopt;
  };
  if (W > 64 &&
      (llvm::isa<llvm::ConstantInt>(L) || llvm::isa<llvm::ConstantInt>(R)))
    return std::nullopt;
  auto X = Operand(L), Y = Operand(R);
  if (!X || !Y)
    return std::nullopt;
  return compareBits(Cmp->getPredicate(), *X, *Y);
}

unsigned forage::seedPredicates(Precision &P, const Cfa &C,
                                const std::vector<InvariantAtom> &Atoms) {
  unsigned Added = 0;
  // FORAGE_CHC_DUMP=DIR: each atom and what it became, in DIR/seeds.txt.
  std::ofstream Dump;
  if (const char *D = std::getenv("FORAGE_CHC_DUMP"); D && *D)
    Dump.open(std::string(D) + "/seeds.txt", std::ios::app);
  for (const InvariantAtom &A : Atoms) {
    std::optional<z3::expr> F = atomPredicate(P, C, A);
    bool New = F && P.add(A.At, *F);
    Added += New;
    if (!Dump.is_open())
      continue;
    Dump << A.Source << " in " << A.At->getFunction()->getName().str() << ": "
         << A.Formula << " with";
    for (const InvariantAtomVar &X : A.Vars)
      Dump << " " << (X.V->hasName() ? X.V->getName().str() : "?") << "/"
           << X.Bits << (X.Signed ? "s" : "u");
    Dump << " -> "
         << (F ? F->to_string() + (New ? "" : " (had it)") : "skipped") << "\n";
  }
  // Atoms at a loop head hold there; the blocks of the loop's body need
  // the loop's test too (the Horn clauses' region from the head includes
  // it, the model checker's positions are blocks).
  std::set<Position> Heads;
  for (const InvariantAtom &A : Atoms)
    if (Heads.insert(A.At).second)
      if (std::optional<z3::expr> F = loopTestPredicate(P, C, A.At)) {
        bool New = P.add(A.At, *F);
        Added += New;
        if (Dump.is_open())
          Dump << "loop test at the head: " << F->to_string()
               << (New ? "" : " (had it)") << "\n";
      }
  return Added;
}
