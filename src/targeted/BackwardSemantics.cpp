//===- BackwardSemantics.cpp - instruction terms and program facts
//---------===//
//
// Dinges' thesis, Algorithm 4.2 (spec sections 4.5, 4.7, 4.9) on LLVM IR.
//
//===----------------------------------------------------------------------===//
#include "targeted/BackwardSemantics.h"
#include "exec/FunctionDecoder.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace forage;

ProgramFacts::ProgramFacts(const llvm::Module &M, const ProgramModel &PM,
                           const DecodedProgram &Program, ExprContext &Ctx)
    : M(M), PM(PM), Program(Program), Ctx(Ctx), Opaques(Ctx) {
  for (const llvm::GlobalVariable &G : M.globals()) {
    if (!G.hasInitializer() || widthOf(G.getValueType()) == 0 ||
        G.isThreadLocal())
      continue;
    bool Ok = true;
    for (const llvm::User *U : G.users()) {
      if (const auto *L = llvm::dyn_cast<llvm::LoadInst>(U))
        Ok = L->getPointerOperand() == &G && !L->isVolatile() &&
             L->getType() == G.getValueType();
      else if (const auto *S = llvm::dyn_cast<llvm::StoreInst>(U))
        Ok = S->getPointerOperand() == &G && !S->isVolatile() &&
             S->getValueOperand()->getType() == G.getValueType();
      else
        Ok = false;
      if (!Ok)
        break;
    }
    if (Ok) {
      TrackedSet.insert(&G);
      Tracked.push_back(&G);
    }
  }
  // A program function whose address is taken may be called back from
  // code the search does not see.
  for (const llvm::Function &F : M)
    if (!F.isDeclaration() && PM.isUserFunction(F))
      for (const llvm::Use &U : F.uses()) {
        const auto *CB = llvm::dyn_cast<llvm::CallBase>(U.getUser());
        if (!CB || !CB->isCallee(&U))
          Callbacks = true;
      }
  for (const llvm::Function &F : M)
    if (!F.isDeclaration() && PM.isUserFunction(F))
      computeEffects(F);
}

const llvm::Function *ProgramFacts::callee(const llvm::CallBase &CB) const {
  return llvm::dyn_cast<llvm::Function>(
      CB.getCalledOperand()->stripPointerCasts());
}

CallClass ProgramFacts::classify(const llvm::CallBase &CB) const {
  const llvm::Function *F = callee(CB);
  if (!F)
    return CallClass::External;
  llvm::StringRef N = F->getName();
  if (N.startswith("__VERIFIER_nondet_") && widthOf(F->getReturnType()))
    return CallClass::Input;
  if (N == "__VERIFIER_assume" || N == "klee_assume" || N == "forage_assume" ||
      N == "__forage_assume")
    return CallClass::Assume;
  CallInfo Info;
  Handler H = Program.handlerFor(*F, Info);
  switch (H) {
  case Handler::Ignore:
    return CallClass::Ignore;
  case Handler::ReachError:
  case Handler::AssertFail:
  case Handler::Abort:
  case Handler::Exit:
  case Handler::Trap:
  case Handler::LongJmp:
    return CallClass::NoReturn;
  case Handler::Opaque:
    return CallClass::Opaque;
  default:
    break;
  }
  if (F->doesNotReturn())
    return CallClass::NoReturn;
  if (!F->isDeclaration() && PM.isUserFunction(*F))
    return CallClass::Body;
  return CallClass::External;
}

const OpaqueFunction *ProgramFacts::opaque(const llvm::Function &F) {
  std::string Error;
  return Opaques.get(F, Error);
}

unsigned ProgramFacts::widthOf(llvm::Type *T) const {
  if (T->isIntegerTy())
    return T->getIntegerBitWidth() <= 128 ? T->getIntegerBitWidth() : 0;
  if (T->isFloatTy())
    return 32;
  if (T->isDoubleTy())
    return 64;
  if (T->isPointerTy())
    return Program.pointerBits();
  return 0;
}

unsigned ProgramFacts::inputWidthOf(llvm::Type *T) const {
  unsigned W = widthOf(T);
  return W < 8 ? 8 : W;
}

bool ProgramFacts::isTracked(const llvm::Value *G) const {
  return TrackedSet.count(G) != 0;
}

void ProgramFacts::computeEffects(const llvm::Function &Root) {
  // Fixpoint over the functions reachable from Root through direct calls.
  std::vector<const llvm::Function *> Order;
  std::vector<const llvm::Function *> Work{&Root};
  llvm::DenseSet<const llvm::Function *> Seen{&Root};
  while (!Work.empty()) {
    const llvm::Function *F = Work.back();
    Work.pop_back();
    Order.push_back(F);
    Effects &E = FnEffects[F];
    for (const llvm::BasicBlock &BB : *F)
      for (const llvm::Instruction &I : BB) {
        if (const auto *S = llvm::dyn_cast<llvm::StoreInst>(&I)) {
          if (const auto *G =
                  llvm::dyn_cast<llvm::GlobalVariable>(S->getPointerOperand()))
            if (isTracked(G))
              E.Mod.insert(G);
          continue;
        }
        const auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
        if (!CB)
          continue;
        switch (classify(*CB)) {
        case CallClass::Input:
          E.Input = true;
          break;
        case CallClass::Body: {
          const llvm::Function *G = callee(*CB);
          if (Seen.insert(G).second)
            Work.push_back(G);
          break;
        }
        case CallClass::External: {
          const llvm::Function *G = callee(*CB);
          llvm::StringRef N = G ? G->getName() : "";
          if (!G || N.contains("make_symbolic") || N.contains("forage_") ||
              N.startswith("klee_") || N.startswith("__Crest") ||
              N.startswith("__VERIFIER_"))
            E.Input = true;
          if (!G || Callbacks)
            E.Unknown = true;
          break;
        }
        default:
          break;
        }
      }
  }
  // Propagate callee effects until nothing changes.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const llvm::Function *F : Order) {
      Effects &E = FnEffects[F];
      for (const llvm::BasicBlock &BB : *F)
        for (const llvm::Instruction &I : BB) {
          const auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
          if (!CB || classify(*CB) != CallClass::Body)
            continue;
          const Effects &C = FnEffects[callee(*CB)];
          for (const llvm::GlobalVariable *G : C.Mod)
            Changed |= E.Mod.insert(G).second;
          if ((C.Unknown && !E.Unknown) || (C.Input && !E.Input)) {
            E.Unknown |= C.Unknown;
            E.Input |= C.Input;
            Changed = true;
          }
        }
    }
  }
  for (const llvm::Function *F : Order)
    FnEffects[F].Done = true;
}

const llvm::DenseSet<const llvm::GlobalVariable *> &
ProgramFacts::modSet(const llvm::Function &F) {
  if (!FnEffects[&F].Done)
    computeEffects(F);
  return FnEffects[&F].Mod;
}

bool ProgramFacts::writesUnknown(const llvm::Function &F) {
  if (!FnEffects[&F].Done)
    computeEffects(F);
  return FnEffects[&F].Unknown;
}

bool ProgramFacts::mayInput(const llvm::Function &F) {
  if (!FnEffects[&F].Done)
    computeEffects(F);
  return FnEffects[&F].Input;
}

llvm::LoopInfo &ProgramFacts::loops(const llvm::Function &F) {
  auto &D = Loops[&F];
  if (!D) {
    D = std::make_unique<LoopData>();
    auto &MF = const_cast<llvm::Function &>(F);
    D->DT.recalculate(MF);
    D->LI.analyze(D->DT);
  }
  return D->LI;
}

ExprRef ProgramFacts::constantTerm(const llvm::Constant &C) {
  if (llvm::isa<llvm::UndefValue>(C))
    return nullptr;
  unsigned W = widthOf(C.getType());
  if (!W)
    return nullptr;
  return Ctx.constant(W, Program.constantScalar(&C));
}

ExprRef ProgramFacts::initialValue(const llvm::GlobalVariable &G) {
  unsigned W = widthOf(G.getValueType());
  ExprRef C = constantTerm(*G.getInitializer());
  return C ? C : Ctx.constant(W, 0);
}

static ExprRef fcmpTerm(ExprContext &Ctx, llvm::CmpInst::Predicate P, ExprRef A,
                        ExprRef B) {
  using llvm::CmpInst;
  auto Lt = [&](ExprRef X, ExprRef Y) {
    return Ctx.fcmp(ExprKind::FOlt, X, Y);
  };
  auto Le = [&](ExprRef X, ExprRef Y) {
    return Ctx.fcmp(ExprKind::FOle, X, Y);
  };
  ExprRef Uno = Ctx.fcmp(ExprKind::FUno, A, B);
  switch (P) {
  case CmpInst::FCMP_FALSE:
    return Ctx.boolean(false);
  case CmpInst::FCMP_TRUE:
    return Ctx.boolean(true);
  case CmpInst::FCMP_OEQ:
    return Ctx.fcmp(ExprKind::FOeq, A, B);
  case CmpInst::FCMP_OGT:
    return Lt(B, A);
  case CmpInst::FCMP_OGE:
    return Le(B, A);
  case CmpInst::FCMP_OLT:
    return Lt(A, B);
  case CmpInst::FCMP_OLE:
    return Le(A, B);
  case CmpInst::FCMP_ONE:
    return Ctx.orE(Lt(A, B), Lt(B, A));
  case CmpInst::FCMP_ORD:
    return Ctx.notE(Uno);
  case CmpInst::FCMP_UNO:
    return Uno;
  case CmpInst::FCMP_UEQ:
    return Ctx.orE(Uno, Ctx.fcmp(ExprKind::FOeq, A, B));
  case CmpInst::FCMP_UGT:
    return Ctx.notE(Le(A, B));
  case CmpInst::FCMP_UGE:
    return Ctx.notE(Lt(A, B));
  case CmpInst::FCMP_ULT:
    return Ctx.notE(Le(B, A));
  case CmpInst::FCMP_ULE:
    return Ctx.notE(Lt(B, A));
  case CmpInst::FCMP_UNE:
    return Ctx.notE(Ctx.fcmp(ExprKind::FOeq, A, B));
  default:
    return nullptr;
  }
}

static ExprRef icmpTerm(ExprContext &Ctx, llvm::CmpInst::Predicate P, ExprRef A,
                        ExprRef B) {
  using llvm::CmpInst;
  switch (P) {
  case CmpInst::ICMP_EQ:
    return Ctx.eq(A, B);
  case CmpInst::ICMP_NE:
    return Ctx.ne(A, B);
  case CmpInst::ICMP_UGT:
    return Ctx.ult(B, A);
  case CmpInst::ICMP_UGE:
    return Ctx.ule(B, A);
  case CmpInst::ICMP_ULT:
    return Ctx.ult(A, B);
  case CmpInst::ICMP_ULE:
    return Ctx.ule(A, B);
  case CmpInst::ICMP_SGT:
    return Ctx.slt(B, A);
  case CmpInst::ICMP_SGE:
    return Ctx.sle(B, A);
  case CmpInst::ICMP_SLT:
    return Ctx.slt(A, B);
  case CmpInst::ICMP_SLE:
    return Ctx.sle(A, B);
  default:
    return nullptr;
  }
}

static ExprKind floatKind(unsigned Opcode) {
  switch (Opcode) {
  case llvm::Instruction::FAdd:
    return ExprKind::FAdd;
  case llvm::Instruction::FSub:
    return ExprKind::FSub;
  case llvm::Instruction::FMul:
    return ExprKind::FMul;
  case llvm::Instruction::FDiv:
    return ExprKind::FDiv;
  case llvm::Instruction::FRem:
    return ExprKind::FRem;
  default:
    return ExprKind::Constant;
  }
}

ExprRef
ProgramFacts::term(const llvm::Instruction &I,
                   llvm::function_ref<ExprRef(const llvm::Value *)> Operand) {
  unsigned W = widthOf(I.getType());
  if (!W)
    return nullptr;
  for (const llvm::Value *Op : I.operands())
    if (Op->getType()->isVectorTy() || Op->getType()->isX86_FP80Ty())
      return nullptr;
  if (const auto *B = llvm::dyn_cast<llvm::BinaryOperator>(&I)) {
    ExprKind K = B->getType()->isIntegerTy() ? integerBinaryKind(B->getOpcode())
                                             : floatKind(B->getOpcode());
    if (K == ExprKind::Constant)
      return nullptr;
    ExprRef A = Operand(B->getOperand(0)), C = Operand(B->getOperand(1));
    if (!A || !C)
      return nullptr;
    return isFloatKind(K) ? Ctx.fbinary(K, A, C) : Ctx.binary(K, A, C);
  }
  if (const auto *C = llvm::dyn_cast<llvm::CmpInst>(&I)) {
    ExprRef A = Operand(C->getOperand(0)), B = Operand(C->getOperand(1));
    if (!A || !B)
      return nullptr;
    return llvm::isa<llvm::FCmpInst>(C)
               ? fcmpTerm(Ctx, C->getPredicate(), A, B)
               : icmpTerm(Ctx, C->getPredicate(), A, B);
  }
  if (const auto *S = llvm::dyn_cast<llvm::SelectInst>(&I)) {
    ExprRef C = Operand(S->getCondition());
    ExprRef T = Operand(S->getTrueValue()), F = Operand(S->getFalseValue());
    if (!C || !T || !F)
      return nullptr;
    return Ctx.ite(C, T, F);
  }
  if (I.getOpcode() == llvm::Instruction::FNeg) {
    ExprRef A = Operand(I.getOperand(0));
    return A ? Ctx.fneg(A) : nullptr;
  }
  if (llvm::isa<llvm::FreezeInst>(I))
    return Operand(I.getOperand(0));
  const auto *Cast = llvm::dyn_cast<llvm::CastInst>(&I);
  if (!Cast)
    return nullptr;
  unsigned SrcW = widthOf(Cast->getSrcTy());
  if (!SrcW)
    return nullptr;
  ExprRef A = Operand(Cast->getOperand(0));
  if (!A)
    return nullptr;
  switch (Cast->getOpcode()) {
  case llvm::Instruction::ZExt:
  case llvm::Instruction::PtrToInt:
  case llvm::Instruction::IntToPtr:
    return W >= SrcW ? Ctx.zext(A, W) : Ctx.trunc(A, W);
  case llvm::Instruction::SExt:
    return Ctx.sext(A, W);
  case llvm::Instruction::Trunc:
    return Ctx.trunc(A, W);
  case llvm::Instruction::BitCast:
    return W == SrcW ? A : nullptr;
  case llvm::Instruction::FPToSI:
    return Ctx.ftoi(true, A, W);
  case llvm::Instruction::FPToUI:
    return Ctx.ftoi(false, A, W);
  case llvm::Instruction::SIToFP:
    return Ctx.itof(true, A, W);
  case llvm::Instruction::UIToFP:
    return Ctx.itof(false, A, W);
  case llvm::Instruction::FPExt:
  case llvm::Instruction::FPTrunc:
    return Ctx.fconv(A, W);
  default:
    return nullptr;
  }
}
