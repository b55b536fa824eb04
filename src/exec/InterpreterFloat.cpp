//===- InterpreterFloat.cpp - floating point, run concretely --------------===//
//
// Floating-point instructions compute on host floats of the same format
// (float, double, x87 long double). Symbolic operands are used by their
// concrete values and the result is concrete; each such use is counted as a
// lossy use. (Symbolic floating point is a later stage of forage.)
//
//===----------------------------------------------------------------------===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Intrinsics.h"

#include <cmath>
#include <cstring>

using namespace forage;

namespace {

long double toHost(u128 Bits, FpType T) {
  switch (T) {
  case FpType::Float: {
    float F;
    uint32_t B = static_cast<uint32_t>(Bits);
    std::memcpy(&F, &B, 4);
    return F;
  }
  case FpType::Double: {
    double D;
    uint64_t B = static_cast<uint64_t>(Bits);
    std::memcpy(&D, &B, 8);
    return D;
  }
  case FpType::X87: {
    long double L = 0;
    std::memcpy(&L, &Bits, 10);
    return L;
  }
  }
  return 0;
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

} // namespace

void Interpreter::floatOp(State &S, const Inst &I) {
  Value *R = S.Regs.data() + S.Stack.back().Base;
  const Value &A = R[I.A];
  const Value &B = R[I.B];
  bool Sym = A.S || (I.Opcode != Op::FNeg && I.Opcode != Op::FCast && B.S);
  if (Sym)
    ++S.LossyUses;
  FpType T = static_cast<FpType>(I.Aux);
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
  long double A[3] = {0, 0, 0};
  for (size_t K = 0; K < CI.Args.size() && K < 3; ++K) {
    const Value &V = S.Regs[Base + CI.Args[K]];
    if (V.S)
      ++S.LossyUses;
    A[K] = toHost(V.C, T);
  }
  long double R = 0;
  switch (CB->getCalledFunction()->getIntrinsicID()) {
  case llvm::Intrinsic::fabs:
    R = std::fabs(A[0]);
    break;
  case llvm::Intrinsic::floor:
    R = std::floor(A[0]);
    break;
  case llvm::Intrinsic::ceil:
    R = std::ceil(A[0]);
    break;
  case llvm::Intrinsic::trunc:
    R = std::trunc(A[0]);
    break;
  case llvm::Intrinsic::round:
    R = std::round(A[0]);
    break;
  case llvm::Intrinsic::rint:
  case llvm::Intrinsic::nearbyint:
    R = std::nearbyint(A[0]);
    break;
  case llvm::Intrinsic::sqrt:
    R = T == FpType::Float    ? std::sqrt(static_cast<float>(A[0]))
        : T == FpType::Double ? std::sqrt(static_cast<double>(A[0]))
                              : std::sqrt(A[0]);
    break;
  case llvm::Intrinsic::copysign:
    R = std::copysign(A[0], A[1]);
    break;
  case llvm::Intrinsic::minnum:
    R = std::fmin(A[0], A[1]);
    break;
  case llvm::Intrinsic::maxnum:
    R = std::fmax(A[0], A[1]);
    break;
  default: // fma, fmuladd
    R = T == FpType::Float
            ? std::fma(static_cast<float>(A[0]), static_cast<float>(A[1]),
                       static_cast<float>(A[2]))
        : T == FpType::Double
            ? std::fma(static_cast<double>(A[0]), static_cast<double>(A[1]),
                       static_cast<double>(A[2]))
            : std::fma(A[0], A[1], A[2]);
    break;
  }
  if (CI.NumRet)
    S.Regs[Base + I.Dst] = Value{fromHost(R, T), nullptr};
}
