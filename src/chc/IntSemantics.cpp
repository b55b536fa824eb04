//===- IntSemantics.cpp - LLVM instructions over mathematical integers ----===//
#include "chc/IntSemantics.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Operator.h"

using namespace forage;

IntSemantics::IntSemantics(z3::context &Z, const Cfa &C,
                           const Representation &R, const TrackedMemory &Mem,
                           bool Wrap,
                           const std::set<const llvm::Instruction *> *WrapAt)
    : Z(Z), C(C), R(R), Mem(Mem), Wrap(Wrap), WrapAt(WrapAt) {}

z3::sort IntSemantics::sortOf(const llvm::Type *T) {
  return C.widthOf(T) == 1 ? Z.bool_sort() : Z.int_sort();
}

bool IntSemantics::isSigned(const llvm::Value *V) const {
  if (V->getType()->isPointerTy() ||
      (llvm::isa<llvm::GlobalVariable>(V) && C.isTracked(V) &&
       llvm::cast<llvm::GlobalVariable>(V)->getValueType()->isPointerTy()))
    return false;
  return R.isSigned(V);
}

z3::expr IntSemantics::pow2(unsigned K) {
  llvm::APInt P = llvm::APInt::getOneBitSet(K + 1, K);
  llvm::SmallString<48> Digits;
  P.toStringUnsigned(Digits, 10);
  return Z.int_val(Digits.c_str());
}

z3::expr IntSemantics::inRange(const z3::expr &X, unsigned W, bool Signed) {
  if (Signed)
    return X >= -pow2(W - 1) && X < pow2(W - 1);
  return X >= 0 && X < pow2(W);
}

z3::expr IntSemantics::literal(const llvm::APInt &V, bool Signed) {
  llvm::SmallString<48> Digits;
  if (Signed && V.getBitWidth() > 1)
    V.toStringSigned(Digits, 10);
  else
    V.toStringUnsigned(Digits, 10);
  return Z.int_val(Digits.c_str());
}

z3::expr IntSemantics::convert(const z3::expr &X, unsigned W, bool From,
                               bool To) {
  if (From == To || X.is_bool())
    return X;
  if (From) // signed to unsigned
    return z3::ite(X < 0, X + pow2(W), X);
  return z3::ite(X >= pow2(W - 1), X - pow2(W), X);
}

z3::expr IntSemantics::freshInt(unsigned W, bool Signed, ClauseBody &B) {
  z3::expr X = Z.int_const(name("h!").c_str());
  B.Facts.push_back(inRange(X, W, Signed));
  return X;
}

z3::expr IntSemantics::freshBool() { return Z.bool_const(name("h!").c_str()); }

z3::expr IntSemantics::freshArray() {
  return Z.constant(name("m!").c_str(), arraySort());
}

z3::expr IntSemantics::havoc(const llvm::Value *V, ChcEnv &E, ClauseBody &B) {
  unsigned W = C.widthOf(V->getType());
  z3::expr X = W == 1 ? freshBool() : freshInt(W, isSigned(V), B);
  E.insert_or_assign(V, X);
  return X;
}

z3::expr IntSemantics::addressOf(const llvm::Function *F) {
  for (auto &[G, X] : Addresses)
    if (G == F)
      return X;
  z3::expr X = Z.int_const(("k!" + F->getName().str()).c_str());
  Addresses.push_back({F, X});
  return X;
}

const llvm::ConstantInt *IntSemantics::folded(const llvm::Value *V) const {
  auto *I = llvm::dyn_cast<llvm::Instruction>(V);
  if (!I ||
      !(llvm::isa<llvm::CastInst>(I) || llvm::isa<llvm::BinaryOperator>(I)))
    return nullptr;
  for (const llvm::Value *Op : I->operands())
    if (!llvm::isa<llvm::ConstantInt>(Op))
      return nullptr;
  return llvm::dyn_cast_or_null<llvm::ConstantInt>(
      llvm::ConstantFoldInstruction(const_cast<llvm::Instruction *>(I),
                                    C.dataLayout()));
}

z3::expr IntSemantics::operand(const llvm::Value *V, bool Signed, ChcEnv &E,
                               ClauseBody &B) {
  unsigned W = C.widthOf(V->getType());
  if (const llvm::ConstantInt *F = folded(V))
    V = F;
  if (auto *K = llvm::dyn_cast<llvm::ConstantInt>(V))
    return W == 1 ? Z.bool_val(K->isOne()) : literal(K->getValue(), Signed);
  if (llvm::isa<llvm::ConstantPointerNull>(V))
    return Z.int_val(0);
  auto It = E.find(V);
  if (It != E.end())
    return convert(It->second, W, isSigned(V), Signed);
  if (auto *F = llvm::dyn_cast<llvm::Function>(V))
    return convert(addressOf(F), W, false, Signed);
  // undef, addresses of globals, constant expressions, values the
  // encoder does not keep: any value in the range.
  return W == 1 ? freshBool() : freshInt(W, Signed, B);
}

z3::expr IntSemantics::own(const llvm::Value *V, ChcEnv &E, ClauseBody &B) {
  return operand(V, isSigned(V), E, B);
}

void IntSemantics::define(const llvm::Value *V, const z3::expr &X, ChcEnv &E,
                          ClauseBody &B) {
  E.insert_or_assign(V, X);
}

z3::expr IntSemantics::modPow2(const z3::expr &X, unsigned K, ClauseBody &B) {
  z3::expr Q = Z.int_const(name("q!").c_str());
  z3::expr Rem = Z.int_const(name("r!").c_str());
  B.Facts.push_back(X == pow2(K) * Q + Rem);
  B.Facts.push_back(Rem >= 0 && Rem < pow2(K));
  return Rem;
}

z3::expr IntSemantics::wrap(const z3::expr &X, unsigned W, bool Signed,
                            ClauseBody &B, const llvm::Instruction &I) {
  if (!Wrap && !(WrapAt && WrapAt->count(&I))) {
    z3::expr Ok = inRange(X, W, Signed);
    B.Side.push_back({B.Guards.size(), !Ok, &I});
    B.Guards.push_back(Ok);
    return X;
  }
  z3::expr U = modPow2(X, W, B);
  return Signed ? convert(U, W, false, true) : U;
}

void IntSemantics::binary(const llvm::BinaryOperator &I, ChcEnv &E,
                          ClauseBody &B) {
  unsigned W = C.widthOf(I.getType());
  bool S = isSigned(&I);
  const llvm::Value *L = I.getOperand(0), *Rt = I.getOperand(1);
  auto *K = llvm::dyn_cast<llvm::ConstantInt>(Rt);
  if (W == 1) {
    z3::expr A = operand(L, false, E, B), D = operand(Rt, false, E, B);
    switch (I.getOpcode()) {
    case llvm::Instruction::And:
      return define(&I, A && D, E, B);
    case llvm::Instruction::Or:
      return define(&I, A || D, E, B);
    case llvm::Instruction::Xor:
      return define(&I, A != D, E, B);
    default:
      havoc(&I, E, B);
      return;
    }
  }
  auto Result = [&](const z3::expr &X, bool XSigned) {
    define(&I, convert(X, W, XSigned, S), E, B);
  };
  auto Arith = [&](const llvm::Value *V) {
    if (auto *CI = llvm::dyn_cast<llvm::ConstantInt>(V))
      return literal(CI->getValue(), true);
    return operand(V, S, E, B);
  };
  switch (I.getOpcode()) {
  case llvm::Instruction::Add:
  case llvm::Instruction::Sub: {
    // A constant is taken at its signed value, congruent to its unsigned
    // one: `x + 0xFFFFFFFF` is `x - 1`, which stays in range where x > 0.
    z3::expr A = Arith(L), D = Arith(Rt);
    return Result(wrap(I.getOpcode() == llvm::Instruction::Add ? A + D : A - D,
                       W, S, B, I),
                  S);
  }
  case llvm::Instruction::Mul: {
    auto *KL = llvm::dyn_cast<llvm::ConstantInt>(L);
    if (!K && !KL) {
      // A factor that is a constant in disguise (`zext i32 1 to i64` after
      // mem2reg: a variable-length array's dimension) keeps it linear.
      z3::expr A = operand(L, S, E, B).simplify();
      z3::expr D = operand(Rt, S, E, B).simplify();
      if (!A.is_numeral() && !D.is_numeral())
        break;
      return Result(wrap(A * D, W, S, B, I), S);
    }
    z3::expr A = operand(K ? L : Rt, S, E, B);
    z3::expr F = literal((K ? K : KL)->getValue(), true);
    return Result(wrap(A * F, W, S, B, I), S);
  }
  case llvm::Instruction::UDiv:
  case llvm::Instruction::URem:
  case llvm::Instruction::SDiv:
  case llvm::Instruction::SRem: {
    bool Sd = I.getOpcode() == llvm::Instruction::SDiv ||
              I.getOpcode() == llvm::Instruction::SRem;
    bool Div = I.getOpcode() == llvm::Instruction::UDiv ||
               I.getOpcode() == llvm::Instruction::SDiv;
    if (!K || K->isZero() || (Sd && K->isMinusOne())) {
      z3::expr D = operand(Rt, false, E, B);
      B.Guards.push_back(D != 0); // division by zero ends the path
      break;
    }
    // Z3's own div and mod by a constant (exact, and terms Spacer's
    // invariants can use: `x % 2 == y % 2`), with C's truncation toward
    // zero for signed operands.
    z3::expr A = operand(L, Sd, E, B);
    z3::expr Dv = literal(K->getValue(), Sd);
    z3::expr Q = Z.int_val(0);
    if (!Sd) {
      Q = z3::expr(Z, Z3_mk_div(Z, A, Dv));
    } else {
      z3::expr Abs = literal(K->getValue().abs(), false);
      z3::expr QA = z3::ite(A >= 0, z3::expr(Z, Z3_mk_div(Z, A, Abs)),
                            -z3::expr(Z, Z3_mk_div(Z, -A, Abs)));
      Q = K->isNegative() ? -QA : QA;
    }
    z3::expr Rm = Sd ? A - Dv * Q : z3::expr(Z, Z3_mk_mod(Z, A, Dv));
    return Result(Div ? Q : Rm, Sd);
  }
  case llvm::Instruction::Shl:
  case llvm::Instruction::LShr:
  case llvm::Instruction::AShr: {
    if (!K) {
      z3::expr D = operand(Rt, false, E, B);
      B.Guards.push_back(D < static_cast<int>(W)); // over-wide: path ends
      break;
    }
    uint64_t Sh = K->getLimitedValue(W);
    if (Sh >= W) {
      B.Guards.push_back(Z.bool_val(false));
      break;
    }
    if (I.getOpcode() == llvm::Instruction::Shl) {
      z3::expr A = operand(L, S, E, B);
      return Result(wrap(A * pow2(Sh), W, S, B, I), S);
    }
    bool As = I.getOpcode() == llvm::Instruction::AShr;
    z3::expr A = operand(L, As, E, B);
    z3::expr Q = Z.int_const(name("q!").c_str());
    z3::expr Rm = Z.int_const(name("r!").c_str());
    B.Facts.push_back(A == pow2(Sh) * Q + Rm);
    B.Facts.push_back(Rm >= 0 && Rm < pow2(Sh));
    return Result(Q, As);
  }
  case llvm::Instruction::And: {
    if (!K)
      break;
    const llvm::APInt &M = K->getValue();
    if (M.isZero())
      return Result(Z.int_val(0), S);
    if (M.isMask() && M.countTrailingOnes() < W)
      return Result(modPow2(operand(L, false, E, B), M.countTrailingOnes(), B),
                    false);
    break;
  }
  default:
    break;
  }
  havoc(&I, E, B);
}

void IntSemantics::cast(const llvm::CastInst &I, ChcEnv &E, ClauseBody &B) {
  unsigned W = C.widthOf(I.getType());
  unsigned From = C.widthOf(I.getOperand(0)->getType());
  bool S = W > 1 && isSigned(&I);
  if (!From)
    return (void)havoc(&I, E, B);
  const llvm::Value *A = I.getOperand(0);
  auto Result = [&](const z3::expr &X, bool XSigned) {
    define(&I, W == 1 ? X : convert(X, W, XSigned, S), E, B);
  };
  auto Trunc = [&]() {
    z3::expr U = modPow2(operand(A, false, E, B), W, B);
    if (W == 1)
      return Result(U == 1, false);
    Result(U, false);
  };
  auto Extend = [&](bool Signed) {
    if (From == 1) {
      z3::expr Bit = operand(A, false, E, B);
      return Result(z3::ite(Bit, Z.int_val(Signed ? -1 : 1), Z.int_val(0)),
                    true);
    }
    // The same integer, now within a wider range.
    Result(operand(A, Signed, E, B), Signed);
  };
  switch (I.getOpcode()) {
  case llvm::Instruction::ZExt:
    return Extend(false);
  case llvm::Instruction::SExt:
    return Extend(true);
  case llvm::Instruction::Trunc:
    return Trunc();
  case llvm::Instruction::PtrToInt:
  case llvm::Instruction::IntToPtr:
  case llvm::Instruction::BitCast:
    if (W == From)
      return Result(operand(A, S, E, B), S);
    if (W < From)
      return Trunc();
    return Extend(false);
  default:
    havoc(&I, E, B);
  }
}

z3::expr IntSemantics::offsetOf(const llvm::Value *P, const MemoryObject &O,
                                ChcEnv &E, ClauseBody &B) {
  const llvm::DataLayout &DL = C.dataLayout();
  z3::expr Off = Z.int_val(0);
  for (const llvm::Value *Q = P; Q != O.Base;) {
    auto *G = llvm::cast<llvm::GEPOperator>(Q);
    for (auto It = llvm::gep_type_begin(*G), End = llvm::gep_type_end(*G);
         It != End; ++It) {
      if (llvm::StructType *St = It.getStructTypeOrNull()) {
        uint64_t F =
            llvm::cast<llvm::ConstantInt>(It.getOperand())->getZExtValue();
        Off = Off + Z.int_val(static_cast<uint64_t>(
                        DL.getStructLayout(St)->getElementOffset(F)));
      } else {
        uint64_t Size = DL.getTypeAllocSize(It.getIndexedType()).getFixedSize();
        Off = Off + operand(It.getOperand(), true, E, B) *
                        Z.int_val(static_cast<uint64_t>(Size));
      }
    }
    Q = G->getPointerOperand();
  }
  // The address wraps at the pointer's width, as the interpreter's does.
  z3::expr At = modPow2(Off, C.widthOf(P->getType()), B);
  z3::expr Inside =
      O.Dynamic
          ? At >= 0 && At + Z.int_val(O.ElemBits / 8) <=
                           z3::select(E.at(O.Base), Z.int_val(-1))
          : At <= Z.int_val(static_cast<uint64_t>(O.Bytes - O.ElemBits / 8));
  B.Side.push_back({B.Guards.size(), !Inside, nullptr});
  B.Guards.push_back(Inside);
  return At;
}

void IntSemantics::call(const llvm::CallBase &CB, ChcEnv &E, ClauseBody &B) {
  unsigned W = C.widthOf(CB.getType());
  CallRole Role = C.roleOf(CB);
  if (Role == CallRole::Input) {
    const llvm::Function *F = Cfa::directCallee(CB);
    unsigned IW = W;
    if (F && F->getName() == "__forage_input") {
      // The value goes to memory (havocked); the input still counts.
      auto *Size = llvm::dyn_cast<llvm::ConstantInt>(CB.getArgOperand(1));
      IW = Size && Size->getZExtValue() && Size->getZExtValue() <= 16
               ? 8 * Size->getZExtValue()
               : 32;
    }
    bool S = W > 1 ? isSigned(&CB) : false;
    z3::expr X = IW == 1 ? freshBool() : freshInt(IW, S, B);
    B.Inputs.push_back(X);
    B.InputBits.push_back(IW);
    B.InputSigned.push_back(S);
    if (W && !(F && F->getName() == "__forage_input"))
      E.insert_or_assign(&CB, X);
    else if (W)
      havoc(&CB, E, B);
    return;
  }
  if (Role == CallRole::Assume) {
    const llvm::Value *A = CB.getArgOperand(0);
    if (unsigned AW = C.widthOf(A->getType()))
      B.Guards.push_back(AW == 1 ? operand(A, false, E, B)
                                 : operand(A, false, E, B) != 0);
    return;
  }
  const llvm::Function *F = Cfa::directCallee(CB);
  if (W && F && F->isIntrinsic() &&
      (F->getIntrinsicID() == llvm::Intrinsic::expect ||
       F->getIntrinsicID() == llvm::Intrinsic::ssa_copy))
    return define(&CB, operand(CB.getArgOperand(0), isSigned(&CB), E, B), E, B);
  if (W)
    havoc(&CB, E, B);
}

void IntSemantics::jump(const llvm::Instruction *T, unsigned Succ, ChcEnv &E,
                        ClauseBody &B) {
  if (auto *Br = llvm::dyn_cast<llvm::BranchInst>(T)) {
    if (Br->isConditional()) {
      z3::expr Cond = operand(Br->getCondition(), false, E, B);
      B.Guards.push_back(Succ == 0 ? Cond : !Cond);
    }
  } else if (auto *Sw = llvm::dyn_cast<llvm::SwitchInst>(T)) {
    const llvm::Value *V = Sw->getCondition();
    bool S = isSigned(V);
    z3::expr X = operand(V, S, E, B);
    auto Case = [&](const llvm::ConstantInt *K) {
      return K->getBitWidth() == 1 ? Z.bool_val(K->isOne())
                                   : literal(K->getValue(), S);
    };
    if (Succ == 0) {
      for (auto K : Sw->cases())
        B.Guards.push_back(X != Case(K.getCaseValue()));
    } else {
      B.Guards.push_back(X ==
                         Case((Sw->case_begin() + (Succ - 1))->getCaseValue()));
    }
  }
  // Phi moves happen in parallel: read every incoming value first.
  const llvm::BasicBlock *From = T->getParent();
  const llvm::BasicBlock *To = T->getSuccessor(Succ);
  std::vector<std::pair<const llvm::PHINode *, z3::expr>> Moves;
  for (const llvm::PHINode &Phi : To->phis())
    if (modelled(Phi.getType()))
      Moves.push_back(
          {&Phi,
           operand(Phi.getIncomingValueForBlock(From),
                   C.widthOf(Phi.getType()) > 1 && isSigned(&Phi), E, B)});
  for (auto &[Phi, X] : Moves)
    define(Phi, X, E, B);
}

void IntSemantics::instruction(const llvm::Instruction &I, ChcEnv &E,
                               ClauseBody &B) {
  if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I))
    return call(*CB, E, B);
  if (auto *St = llvm::dyn_cast<llvm::StoreInst>(&I)) {
    const llvm::Value *P = St->getPointerOperand();
    const llvm::Value *V = St->getValueOperand();
    if (!modelled(V->getType()))
      return;
    if (C.isTracked(P))
      return define(P, operand(V, isSigned(P), E, B), E, B);
    if (const MemoryObject *O = Mem.objectOf(P)) {
      z3::expr At = offsetOf(P, *O, E, B);
      z3::expr Arr = E.at(O->Base);
      define(O->Base, z3::store(Arr, At, operand(V, isSigned(O->Base), E, B)),
             E, B);
    }
    return;
  }
  if (!modelled(I.getType()))
    return; // floats, aggregates, void
  if (auto *Bo = llvm::dyn_cast<llvm::BinaryOperator>(&I))
    return I.getType()->isVectorTy() ? (void)havoc(&I, E, B)
                                     : binary(*Bo, E, B);
  if (auto *Cmp = llvm::dyn_cast<llvm::ICmpInst>(&I)) {
    const llvm::Value *L = Cmp->getOperand(0), *Rt = Cmp->getOperand(1);
    if (!modelled(L->getType()) ||
        (C.widthOf(L->getType()) == 1 && !Cmp->isEquality()))
      return (void)havoc(&I, E, B);
    bool S = Cmp->isEquality()
                 ? (llvm::isa<llvm::Constant>(L) ? isSigned(Rt) : isSigned(L))
                 : Cmp->isSigned();
    z3::expr A = operand(L, S, E, B), D = operand(Rt, S, E, B);
    z3::expr R = Z.bool_val(true);
    switch (Cmp->getPredicate()) {
    case llvm::CmpInst::ICMP_EQ:
      R = A == D;
      break;
    case llvm::CmpInst::ICMP_NE:
      R = A != D;
      break;
    case llvm::CmpInst::ICMP_UGT:
    case llvm::CmpInst::ICMP_SGT:
      R = A > D;
      break;
    case llvm::CmpInst::ICMP_UGE:
    case llvm::CmpInst::ICMP_SGE:
      R = A >= D;
      break;
    case llvm::CmpInst::ICMP_ULT:
    case llvm::CmpInst::ICMP_SLT:
      R = A < D;
      break;
    case llvm::CmpInst::ICMP_ULE:
    case llvm::CmpInst::ICMP_SLE:
      R = A <= D;
      break;
    default:
      return (void)havoc(&I, E, B);
    }
    return define(&I, R, E, B);
  }
  if (auto *Sel = llvm::dyn_cast<llvm::SelectInst>(&I)) {
    if (Sel->getCondition()->getType()->isVectorTy())
      return (void)havoc(&I, E, B);
    bool S = C.widthOf(I.getType()) > 1 && isSigned(&I);
    z3::expr Cond = operand(Sel->getCondition(), false, E, B);
    return define(&I,
                  z3::ite(Cond, operand(Sel->getTrueValue(), S, E, B),
                          operand(Sel->getFalseValue(), S, E, B)),
                  E, B);
  }
  if (auto *Ca = llvm::dyn_cast<llvm::CastInst>(&I))
    return I.getType()->isVectorTy() ? (void)havoc(&I, E, B) : cast(*Ca, E, B);
  if (auto *L = llvm::dyn_cast<llvm::LoadInst>(&I)) {
    const llvm::Value *P = L->getPointerOperand();
    bool S = C.widthOf(I.getType()) > 1 && isSigned(&I);
    if (C.isTracked(P)) {
      z3::expr X = E.at(P);
      return define(&I, convert(X, C.widthOf(I.getType()), isSigned(P), S), E,
                    B);
    }
    if (const MemoryObject *O = Mem.objectOf(P)) {
      z3::expr At = offsetOf(P, *O, E, B);
      bool OS = isSigned(O->Base);
      z3::expr X = z3::select(E.at(O->Base), At);
      // Memory holds values of the element's range.
      B.Facts.push_back(inRange(X, O->ElemBits, OS));
      return define(&I, convert(X, O->ElemBits, OS, S), E, B);
    }
  }
  if (llvm::isa<llvm::FreezeInst>(I))
    return define(&I, own(I.getOperand(0), E, B), E, B);
  if (auto *A = llvm::dyn_cast<llvm::AllocaInst>(&I)) {
    for (const MemoryObject &O : Mem.objects())
      if (O.Base == A && !O.Dynamic) {
        E.insert_or_assign(A, freshArray());
      } else if (O.Base == A) {
        // Its size in bytes, at offset -1 (never an element's offset).
        z3::expr N = operand(A->getArraySize(), false, E, B) *
                     Z.int_val(static_cast<uint64_t>(O.Bytes));
        E.insert_or_assign(A, z3::store(freshArray(), Z.int_val(-1), N));
      }
    if (Mem.objectOf(A))
      return; // never used as a value
  }
  // Untracked loads, address arithmetic, float results, aggregates.
  havoc(&I, E, B);
}
