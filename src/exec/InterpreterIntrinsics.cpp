//===- InterpreterIntrinsics.cpp - bit intrinsics and varargs -------------===//
//
// Each bit-manipulation intrinsic is written once, as a formula over Exprs.
// For concrete operands the formula is applied to constants and folds to the
// concrete result; for symbolic operands the same formula yields the term.
//
//===----------------------------------------------------------------------===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"

#include "llvm/IR/InstrTypes.h"

#include <cstring>

using namespace forage;

void Interpreter::bitIntrinsic(State &S, const Inst &I, const CallInfo &CI,
                               Handler H) {
  uint32_t Base = S.Stack.back().Base;
  auto *CB = llvm::cast<llvm::CallBase>(I.Source);
  unsigned W = static_cast<unsigned>(
      Program->dataLayout().getTypeSizeInBits(CB->getArgOperand(0)->getType()));
  bool Symbolic = false;
  std::vector<Value> Args;
  std::vector<unsigned> Widths;
  for (size_t K = 0; K < CI.Args.size(); ++K) {
    Args.push_back(S.Regs[Base + CI.Args[K]]);
    Widths.push_back(
        static_cast<unsigned>(Program->dataLayout().getTypeSizeInBits(
            CB->getArgOperand(K)->getType())));
    Symbolic |= Args.back().S != nullptr;
  }
  bool Wide = H == Handler::Fshl || H == Handler::Fshr ||
              (H == Handler::Overflow &&
               static_cast<ExprKind>(CI.OverflowKind) == ExprKind::Mul);
  if (Wide && W > 64)
    return terminateUnsupported(S, I,
                                "intrinsic '" +
                                    CB->getCalledFunction()->getName().str() +
                                    "' on more than 64 bits");
  ExprContext &X = Ctx;
  // The formula: operands in, one or two results out.
  auto Formula = [&](const std::vector<ExprRef> &A, std::vector<ExprRef> &Out) {
    ExprRef Zero = X.constant(W, 0);
    switch (H) {
    case Handler::Overflow: {
      ExprKind K = static_cast<ExprKind>(CI.OverflowKind);
      ExprRef R, O;
      if (K == ExprKind::Mul) {
        ExprRef Wd = CI.Signed
                         ? X.mul(X.sext(A[0], 2 * W), X.sext(A[1], 2 * W))
                         : X.mul(X.zext(A[0], 2 * W), X.zext(A[1], 2 * W));
        R = X.trunc(Wd, W);
        O = CI.Signed ? X.ne(X.sext(R, 2 * W), Wd)
                      : X.ne(X.extract(Wd, W, W), Zero);
      } else {
        R = X.binary(K, A[0], A[1]);
        if (!CI.Signed)
          O = K == ExprKind::Add ? X.ult(R, A[0]) : X.ult(A[0], A[1]);
        else if (K == ExprKind::Add)
          O = X.slt(X.andE(X.binary(ExprKind::Xor, A[0], R),
                           X.binary(ExprKind::Xor, A[1], R)),
                    Zero);
        else
          O = X.slt(X.andE(X.binary(ExprKind::Xor, A[0], A[1]),
                           X.binary(ExprKind::Xor, A[0], R)),
                    Zero);
      }
      Out = {R, X.zext(O, 1)};
      return;
    }
    case Handler::Bswap: {
      ExprRef R = nullptr;
      for (unsigned B = 0; B < W / 8; ++B) {
        ExprRef Byte = X.extract(A[0], 8 * B, 8);
        R = R ? X.concat(R, Byte) : Byte;
      }
      Out = {R};
      return;
    }
    case Handler::Ctpop: {
      ExprRef R = Zero;
      for (unsigned B = 0; B < W; ++B)
        R = X.add(R, X.zext(X.extract(A[0], B, 1), W));
      Out = {R};
      return;
    }
    case Handler::Ctlz:
    case Handler::Cttz: {
      // Scan from the far end so that the nearest set bit wins.
      ExprRef R = X.constant(W, W);
      for (unsigned K = W; K-- > 0;) {
        unsigned Bit = H == Handler::Ctlz ? W - 1 - K : K;
        R = X.ite(X.eq(X.extract(A[0], Bit, 1), X.constant(1, 1)),
                  X.constant(W, K), R);
      }
      Out = {R};
      return;
    }
    case Handler::Fshl:
    case Handler::Fshr: {
      ExprRef Amount =
          X.zext(X.binary(ExprKind::URem, A[2], X.constant(W, W)), 2 * W);
      ExprRef Both = X.concat(A[0], A[1]);
      Out = {H == Handler::Fshl
                 ? X.extract(X.binary(ExprKind::Shl, Both, Amount), W, W)
                 : X.extract(X.binary(ExprKind::LShr, Both, Amount), 0, W)};
      return;
    }
    case Handler::Abs:
      Out = {X.ite(X.slt(A[0], Zero), X.sub(Zero, A[0]), A[0])};
      return;
    case Handler::Smax:
      Out = {X.ite(X.slt(A[0], A[1]), A[1], A[0])};
      return;
    case Handler::Smin:
      Out = {X.ite(X.slt(A[0], A[1]), A[0], A[1])};
      return;
    case Handler::Umax:
      Out = {X.ite(X.ult(A[0], A[1]), A[1], A[0])};
      return;
    default:
      Out = {X.ite(X.ult(A[0], A[1]), A[0], A[1])};
      return;
    }
  };
  std::vector<ExprRef> Concrete, Sym, Results;
  for (size_t K = 0; K < Args.size(); ++K)
    Concrete.push_back(X.constant(Widths[K], Args[K].C));
  Formula(Concrete, Results);
  std::vector<ExprRef> SymResults;
  if (Symbolic) {
    for (size_t K = 0; K < Args.size(); ++K)
      Sym.push_back(sym(Args[K], Widths[K]));
    Formula(Sym, SymResults);
  }
  for (size_t K = 0; K < Results.size() && K < CI.NumRet; ++K)
    setSym(S.Regs[Base + I.Dst + K], Results[K]->value(),
           Symbolic ? SymResults[K] : nullptr);
}

void Interpreter::varArgs(State &S, const Inst &I, const CallInfo &CI,
                          Handler H) {
  if (H == Handler::VaEnd)
    return;
  uint32_t Base = S.Stack.back().Base;
  unsigned PtrBytes = PtrBits / 8;
  uint64_t ListSize = PtrBits == 64 ? 24 : PtrBytes;
  Value Ap = S.Regs[Base + CI.Args[0]];
  MemObject *O = resolve(S, I, Ap, ListSize, true, nullptr);
  if (!O)
    return;
  uint8_t *P = O->bytes() + (static_cast<uint64_t>(Ap.C) - O->Address);
  Mem.noteWrite(O, static_cast<uint64_t>(Ap.C) - O->Address, ListSize);
  if (H == Handler::VaCopy) {
    Value Src = S.Regs[Base + CI.Args[1]];
    MemObject *SO = resolve(S, I, Src, ListSize, false, nullptr);
    if (SO)
      copyBytes(O, static_cast<uint64_t>(Ap.C) - O->Address, SO,
                static_cast<uint64_t>(Src.C) - SO->Address, ListSize);
    return;
  }
  MemObject *Area = S.Stack.back().VarArgs;
  uint64_t AreaAddr = Area ? Area->Address : 0;
  if (PtrBits == 64) {
    // x86-64 va_list: every register slot used up, so va_arg reads from
    // the overflow area, which is our block of extra arguments.
    uint32_t GpOffset = 48, FpOffset = 176;
    std::memcpy(P, &GpOffset, 4);
    std::memcpy(P + 4, &FpOffset, 4);
    std::memcpy(P + 8, &AreaAddr, 8);
    std::memcpy(P + 16, &AreaAddr, 8);
  } else {
    std::memcpy(P, &AreaAddr, PtrBytes);
  }
  if (O->hasShadow())
    std::fill(O->Shadow.begin() + (static_cast<uint64_t>(Ap.C) - O->Address),
              O->Shadow.begin() + (static_cast<uint64_t>(Ap.C) - O->Address) +
                  ListSize,
              nullptr);
}
