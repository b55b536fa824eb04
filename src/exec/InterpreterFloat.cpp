//===- InterpreterFloat.cpp - floating point, symbolic where it can be ----===//
//
// float and double operations on symbolic operands build FP expressions
// (expr/Float.h gives their exact IEEE semantics, and computes the concrete
// results, so both halves agree bit for bit). libm's exact functions (sqrt,
// floor, fabs, ...) become FP terms too, and its other pure functions (sin,
// pow, ...) opaque Call terms. x87 long double stays concrete: a symbolic
// operand is used by its value and counted as a lossy use.
//
//===----------------------------------------------------------------------===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"
#include "expr/Float.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Intrinsics.h"

#include <cmath>
#include <cstring>

using namespace forage;

namespace {

long double toHost(u128 Bits, FpType T) {
  if (T != FpType::X87)
    return fp::toDouble(Bits, T == FpType::Float ? 32 : 64); // exact
  long double L = 0;
  std::memcpy(&L, &Bits, 10);
  return L;
}

u128 fromHost(long double V, FpType T) {
  u128 Bits = 0;
  switch (T) {
  case FpType::Float: {
    float F = static_cast<float>(V);
    std::memcpy(&Bits, &F, 4);
    break;
  }
  case FpType::Double: {
    double D = static_cast<double>(V);
    std::memcpy(&Bits, &D, 8);
    break;
  }
  case FpType::X87:
    std::memcpy(&Bits, &V, 10);
    break;
  }
  return Bits;
}

/// a op b rounded once, in the precision of T.
template <typename F> F arith(FpOp Op, F A, F B) {
  switch (Op) {
  case FpOp::Add:
    return A + B;
  case FpOp::Sub:
    return A - B;
  case FpOp::Mul:
    return A * B;
  case FpOp::Div:
    return A / B;
  case FpOp::Rem:
    return std::fmod(A, B);
  }
  return 0;
}

long double arithIn(FpType T, FpOp Op, long double A, long double B) {
  switch (T) {
  case FpType::Float:
    return arith<float>(Op, static_cast<float>(A), static_cast<float>(B));
  case FpType::Double:
    return arith<double>(Op, static_cast<double>(A), static_cast<double>(B));
  case FpType::X87:
    return arith<long double>(Op, A, B);
  }
  return 0;
}

bool compare(unsigned Pred, long double A, long double B) {
  bool Unordered = std::isnan(A) || std::isnan(B);
  using P = llvm::CmpInst;
  switch (Pred) {
  case P::FCMP_FALSE:
    return false;
  case P::FCMP_TRUE:
    return true;
  case P::FCMP_ORD:
    return !Unordered;
  case P::FCMP_UNO:
    return Unordered;
  default:
    break;
  }
  bool R;
  switch (Pred) {
  case P::FCMP_OEQ:
  case P::FCMP_UEQ:
    R = A == B;
    break;
  case P::FCMP_OGT:
  case P::FCMP_UGT:
    R = A > B;
    break;
  case P::FCMP_OGE:
  case P::FCMP_UGE:
    R = A >= B;
    break;
  case P::FCMP_OLT:
  case P::FCMP_ULT:
    R = A < B;
    break;
  case P::FCMP_OLE:
  case P::FCMP_ULE:
    R = A <= B;
    break;
  default: // ONE, UNE
    R = A != B;
    break;
  }
  return Pred >= P::FCMP_UNO ? (Unordered || R) : (!Unordered && R);
}

/// The FP expression of an LLVM fcmp predicate on A and B, built from the
/// four comparison kinds.
ExprRef fcmpExpr(ExprContext &Ctx, unsigned Pred, ExprRef A, ExprRef B) {
  using P = llvm::CmpInst;
  auto Cmp = [&](ExprKind K, ExprRef X, ExprRef Y) {
    return Ctx.fcmp(K, X, Y);
  };
  switch (Pred) {
  case P::FCMP_FALSE:
    return Ctx.boolean(false);
  case P::FCMP_TRUE:
    return Ctx.boolean(true);
  case P::FCMP_OEQ:
    return Cmp(ExprKind::FOeq, A, B);
  case P::FCMP_OGT:
    return Cmp(ExprKind::FOlt, B, A);
  case P::FCMP_OGE:
    return Cmp(ExprKind::FOle, B, A);
  case P::FCMP_OLT:
    return Cmp(ExprKind::FOlt, A, B);
  case P::FCMP_OLE:
    return Cmp(ExprKind::FOle, A, B);
  case P::FCMP_ONE:
    return Ctx.orE(Cmp(ExprKind::FOlt, A, B), Cmp(ExprKind::FOlt, B, A));
  case P::FCMP_ORD:
    return Ctx.negate(Cmp(ExprKind::FUno, A, B));
  case P::FCMP_UNO:
    return Cmp(ExprKind::FUno, A, B);
  case P::FCMP_UEQ:
    return Ctx.orE(Cmp(ExprKind::FUno, A, B), Cmp(ExprKind::FOeq, A, B));
  case P::FCMP_UGT:
    return Ctx.negate(Cmp(ExprKind::FOle, A, B));
  case P::FCMP_UGE:
    return Ctx.negate(Cmp(ExprKind::FOlt, A, B));
  case P::FCMP_ULT:
    return Ctx.negate(Cmp(ExprKind::FOle, B, A));
  case P::FCMP_ULE:
    return Ctx.negate(Cmp(ExprKind::FOlt, B, A));
  default: // UNE
    return Ctx.negate(Cmp(ExprKind::FOeq, A, B));
  }
}

unsigned widthOf(FpType T) { return T == FpType::Float ? 32 : 64; }

/// The concrete result of M on W-bit float operands, as fp:: computes it.
u128 mathOn(FpMath M, unsigned W, const u128 *V) {
  u128 Sign = u128(1) << (W - 1);
  auto Nan = [&](u128 X) { return fp::isNaN(X, W); };
  auto Less = [&](u128 X, u128 Y) {
    return fp::compare(ExprKind::FOlt, W, X, Y);
  };
  switch (M) {
  case FpMath::Fabs:
    return V[0] & (Sign - 1);
  case FpMath::Floor:
    return fp::roundIntegral(W, V[0], fp::Round::Down);
  case FpMath::Ceil:
    return fp::roundIntegral(W, V[0], fp::Round::Up);
  case FpMath::Trunc:
    return fp::roundIntegral(W, V[0], fp::Round::TowardZero);
  case FpMath::Round:
    return fp::roundIntegral(W, V[0], fp::Round::NearestAway);
  case FpMath::Rint:
    return fp::roundIntegral(W, V[0], fp::Round::NearestEven);
  case FpMath::Sqrt:
    return fp::sqrt(W, V[0]);
  case FpMath::Copysign:
    return (V[0] & (Sign - 1)) | (V[1] & Sign);
  case FpMath::Min:
    return Nan(V[0]) ? V[1] : Less(V[1], V[0]) ? V[1] : V[0];
  case FpMath::Max:
    return Nan(V[0]) ? V[1] : Less(V[0], V[1]) ? V[1] : V[0];
  case FpMath::MulAdd:
    return fp::arith(ExprKind::FAdd, W,
                     fp::arith(ExprKind::FMul, W, V[0], V[1]), V[2]);
  case FpMath::Fma:
    if (W == 32)
      return fp::fromDouble(std::fma(static_cast<float>(fp::toDouble(V[0], W)),
                                     static_cast<float>(fp::toDouble(V[1], W)),
                                     static_cast<float>(fp::toDouble(V[2], W))),
                            W);
    return fp::fromDouble(std::fma(fp::toDouble(V[0], W), fp::toDouble(V[1], W),
                                   fp::toDouble(V[2], W)),
                          W);
  }
  return 0;
}

} // namespace

ExprRef Interpreter::keepNonlinear(State &S, ExprRef E) {
  if (!Opts.ConcretizeNonlinear)
    return E;
  ++S.LossyUses;
  return nullptr;
}

void Interpreter::floatOp(State &S, const Inst &I) {
  Value *R = S.Regs.data() + S.Stack.back().Base;
  const Value &A = R[I.A];
  const Value &B = R[I.B];
  bool Unary = I.Opcode == Op::FNeg || I.Opcode == Op::FCast;
  bool Sym = A.S || (!Unary && B.S);
  FpType T = static_cast<FpType>(I.Aux);
  bool X87 =
      T == FpType::X87 || (I.Opcode == Op::FCast &&
                           (static_cast<FpCast>(I.Flags) == FpCast::Ext ||
                            static_cast<FpCast>(I.Flags) == FpCast::Trunc) &&
                           static_cast<FpType>(I.C) == FpType::X87);
  if (!X87) {
    unsigned W = widthOf(T);
    u128 Out = 0;
    ExprRef E = nullptr;
    switch (I.Opcode) {
    case Op::FBinary: {
      auto K = static_cast<ExprKind>(static_cast<unsigned>(ExprKind::FAdd) +
                                     I.Flags);
      Out = fp::arith(K, W, A.C, B.C);
      if (Sym) {
        ExprRef X = sym(A, W), Y = sym(B, W);
        if (Opts.ConcretizeNonlinear && ((K == ExprKind::FMul && A.S && B.S) ||
                                         (K >= ExprKind::FDiv && B.S))) {
          // jCUTE: one factor, or the divisor, by its concrete value.
          ++S.LossyUses;
          (K == ExprKind::FMul ? X : Y) =
              Ctx.constant(W, K == ExprKind::FMul ? A.C : B.C);
        }
        E = Ctx.fbinary(K, X, Y);
      }
      break;
    }
    case Op::FNeg:
      Out = A.C ^ (u128(1) << (W - 1));
      E = Sym ? Ctx.fneg(A.S) : nullptr;
      break;
    case Op::FCmp:
      Out = compare(I.Flags, fp::toDouble(A.C, W), fp::toDouble(B.C, W));
      E = Sym ? fcmpExpr(Ctx, I.Flags, sym(A, W), sym(B, W)) : nullptr;
      if (Observer)
        Observer->onFloatCompare(
            S.Stack.back().Base + I.Dst,
            std::fabs(fp::toDouble(A.C, W) - fp::toDouble(B.C, W)));
      break;
    case Op::FCast:
      switch (static_cast<FpCast>(I.Flags)) {
      case FpCast::ToSI:
      case FpCast::ToUI: {
        bool Signed = static_cast<FpCast>(I.Flags) == FpCast::ToSI;
        if (I.Width > 64) {
          if (Sym)
            ++S.LossyUses;
          Sym = false;
        }
        Out = fp::toInt(Signed, W, A.C, std::min<unsigned>(I.Width, 64u));
        E = Sym ? Ctx.ftoi(Signed, A.S, I.Width) : nullptr;
        break;
      }
      case FpCast::FromSI:
      case FpCast::FromUI: {
        bool Signed = static_cast<FpCast>(I.Flags) == FpCast::FromSI;
        if (I.C > 64) {
          if (Sym)
            ++S.LossyUses;
          Sym = false;
        }
        Out = fp::fromInt(Signed, std::min<unsigned>(I.C, 64u), A.C, W);
        E = Sym ? Ctx.itof(Signed, A.S, W) : nullptr;
        break;
      }
      default: {
        unsigned To = widthOf(static_cast<FpType>(I.C));
        Out = fp::convert(W, A.C, To);
        E = Sym ? Ctx.fconv(A.S, To) : nullptr;
        break;
      }
      }
      break;
    default:
      break;
    }
    setSym(R[I.Dst], Out, E);
    return;
  }
  if (Sym)
    ++S.LossyUses;
  u128 Out = 0;
  switch (I.Opcode) {
  case Op::FBinary:
    Out = fromHost(
        arithIn(T, static_cast<FpOp>(I.Flags), toHost(A.C, T), toHost(B.C, T)),
        T);
    break;
  case Op::FNeg:
    Out = fromHost(-toHost(A.C, T), T);
    break;
  case Op::FCmp:
    Out = compare(I.Flags, toHost(A.C, T), toHost(B.C, T));
    break;
  case Op::FCast: {
    unsigned IntW = I.C;
    switch (static_cast<FpCast>(I.Flags)) {
    case FpCast::ToSI: {
      long double V = std::trunc(toHost(A.C, T));
      Out = std::isnan(V)
                ? 0
                : bits::trunc(static_cast<u128>(static_cast<i128>(V)), I.Width);
      break;
    }
    case FpCast::ToUI: {
      long double V = std::trunc(toHost(A.C, T));
      Out = std::isnan(V) || V < 0 ? 0
                                   : bits::trunc(static_cast<u128>(V), I.Width);
      break;
    }
    case FpCast::FromSI:
    case FpCast::FromUI: {
      // Convert straight into the target precision: one rounding only.
      bool Signed = static_cast<FpCast>(I.Flags) == FpCast::FromSI;
      i128 SV = bits::toSigned(A.C, IntW);
      u128 UV = bits::trunc(A.C, IntW);
      long double V =
          T == FpType::Float
              ? (Signed ? static_cast<float>(SV) : static_cast<float>(UV))
          : T == FpType::Double
              ? (Signed ? static_cast<double>(SV) : static_cast<double>(UV))
              : (Signed ? static_cast<long double>(SV)
                        : static_cast<long double>(UV));
      Out = fromHost(V, T);
      break;
    }
    case FpCast::Ext:
    case FpCast::Trunc:
      Out = fromHost(toHost(A.C, T), static_cast<FpType>(I.C));
      break;
    }
    break;
  }
  default:
    break;
  }
  R[I.Dst] = Value{Out, nullptr};
}

void Interpreter::floatIntrinsic(State &S, const Inst &I, const CallInfo &CI) {
  uint32_t Base = S.Stack.back().Base;
  auto *CB = llvm::cast<llvm::CallBase>(I.Source);
  llvm::Type *Ty = CB->getType();
  FpType T = Ty->isFloatTy()    ? FpType::Float
             : Ty->isDoubleTy() ? FpType::Double
                                : FpType::X87;
  size_t N = std::min<size_t>(CI.Args.size(), 3);
  const Value *Args[3] = {nullptr, nullptr, nullptr};
  bool Sym = false;
  for (size_t K = 0; K < N; ++K) {
    Args[K] = &S.Regs[Base + CI.Args[K]];
    Sym |= Args[K]->S != nullptr;
  }
  if (T != FpType::X87 && CI.NumRet) {
    unsigned W = widthOf(T);
    u128 C[3] = {0, 0, 0};
    for (size_t K = 0; K < N; ++K)
      C[K] = Args[K]->C;
    u128 Out = mathOn(CI.Math, W, C);
    ExprRef E = nullptr;
    if (Sym && CI.Math != FpMath::Fma &&
        !(CI.Math == FpMath::Sqrt && Opts.ConcretizeNonlinear)) {
      auto Arg = [&](size_t K) { return sym(*Args[K], W); };
      u128 Sign = u128(1) << (W - 1);
      switch (CI.Math) {
      case FpMath::Fabs:
        E = Ctx.fabs(Arg(0));
        break;
      case FpMath::Floor:
        E = Ctx.fround(Arg(0), fp::Round::Down);
        break;
      case FpMath::Ceil:
        E = Ctx.fround(Arg(0), fp::Round::Up);
        break;
      case FpMath::Trunc:
        E = Ctx.fround(Arg(0), fp::Round::TowardZero);
        break;
      case FpMath::Round:
        E = Ctx.fround(Arg(0), fp::Round::NearestAway);
        break;
      case FpMath::Rint:
        E = Ctx.fround(Arg(0), fp::Round::NearestEven);
        break;
      case FpMath::Sqrt:
        E = Ctx.fsqrt(Arg(0));
        break;
      case FpMath::Copysign:
        E = Ctx.orE(Ctx.fabs(Arg(0)), Ctx.andE(Arg(1), Ctx.constant(W, Sign)));
        break;
      case FpMath::MulAdd: {
        ExprRef P = Ctx.fbinary(ExprKind::FMul, Arg(0), Arg(1));
        if (Opts.ConcretizeNonlinear && Args[0]->S && Args[1]->S) {
          ++S.LossyUses; // jCUTE: one factor by its value
          P = Ctx.fbinary(ExprKind::FMul, Ctx.constant(W, Args[0]->C), Arg(1));
        }
        E = Ctx.fbinary(ExprKind::FAdd, P, Arg(2));
        break;
      }
      default: { // Min, Max: as mathOn
        ExprRef X = Arg(0), Y = Arg(1);
        ExprRef Less = CI.Math == FpMath::Min ? Ctx.fcmp(ExprKind::FOlt, Y, X)
                                              : Ctx.fcmp(ExprKind::FOlt, X, Y);
        E = Ctx.ite(Ctx.fcmp(ExprKind::FUno, X, X), Y, Ctx.ite(Less, Y, X));
        break;
      }
      }
    } else if (Sym) {
      ++S.LossyUses; // fma has no exact term; sqrt under the jCUTE baseline
    }
    setSym(S.Regs[Base + I.Dst], Out, E);
    return;
  }
  if (Sym)
    ++S.LossyUses;
  long double A[3] = {0, 0, 0};
  for (size_t K = 0; K < N; ++K)
    A[K] = toHost(Args[K]->C, T);
  long double R = 0;
  switch (CI.Math) {
  case FpMath::Fabs:
    R = std::fabs(A[0]);
    break;
  case FpMath::Floor:
    R = std::floor(A[0]);
    break;
  case FpMath::Ceil:
    R = std::ceil(A[0]);
    break;
  case FpMath::Trunc:
    R = std::trunc(A[0]);
    break;
  case FpMath::Round:
    R = std::round(A[0]);
    break;
  case FpMath::Rint:
    R = std::nearbyint(A[0]);
    break;
  case FpMath::Sqrt:
    R = std::sqrt(A[0]);
    break;
  case FpMath::Copysign:
    R = std::copysign(A[0], A[1]);
    break;
  case FpMath::Min:
    R = std::fmin(A[0], A[1]);
    break;
  case FpMath::Max:
    R = std::fmax(A[0], A[1]);
    break;
  case FpMath::Fma:
    R = std::fma(A[0], A[1], A[2]);
    break;
  case FpMath::MulAdd:
    R = A[0] * A[1] + A[2];
    break;
  }
  if (CI.NumRet)
    S.Regs[Base + I.Dst] = Value{fromHost(R, T), nullptr};
}

void Interpreter::opaqueCall(State &S, const Inst &I, const CallInfo &CI,
                             const llvm::Function *F) {
  std::string Error;
  const OpaqueFunction *Fn = Opaques.get(*F, Error);
  if (!Fn) // not callable as a pure function: the general native path
    return callExternal(S, I, CI, F);
  uint32_t Base = S.Stack.back().Base;
  llvm::SmallVector<u128, 4> Values;
  llvm::SmallVector<ExprRef, 4> Terms;
  bool Sym = false;
  for (size_t K = 0; K < CI.Args.size(); ++K) {
    const Value &V = S.Regs[Base + CI.Args[K]];
    Values.push_back(bits::trunc(V.C, Fn->ParamWidths[K]));
    Sym |= V.S != nullptr;
  }
  ++Stats.ExternalCalls;
  u128 Out = bits::trunc(Fn->Native(Values.data()), Fn->RetWidth);
  ExprRef E = nullptr;
  if (Sym) { // the term only when it depends on inputs
    for (size_t K = 0; K < CI.Args.size(); ++K) {
      const Value &V = S.Regs[Base + CI.Args[K]];
      Terms.push_back(V.S ? V.S : Ctx.constant(Fn->ParamWidths[K], V.C));
    }
    E = keepNonlinear(S, Ctx.call(Fn, Terms));
  }
  if (CI.NumRet)
    setSym(S.Regs[Base + I.Dst], Out, E);
}
