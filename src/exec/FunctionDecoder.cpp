//===- FunctionDecoder.cpp - one llvm::Function to a DecodedFunction ------===//
//
// Layout of a frame's register file:
//   [0, NumParams...)        parameters, one slot per scalar leaf
//   [..., ConstBase)         instruction results
//   [ConstBase, NumSlots)    constants, copied in at frame entry
// A phi's value is written by the Moves of the edge that enters its block:
//   br label %b   with  %b: %x = phi [%v, %a] ...
// becomes  Br edge{target = b, moves = {x <- v}}.
//
//===----------------------------------------------------------------------===//
#include "exec/FunctionDecoder.h"
#include "program/ProgramModel.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace forage;

uint32_t FunctionDecoder::slotCount(llvm::Type *T) const {
  if (T->isVoidTy())
    return 0;
  if (!T->isAggregateType() && !T->isVectorTy())
    return 1;
  std::vector<Leaf> L;
  P.leavesOf(T, 0, L);
  return static_cast<uint32_t>(L.size());
}

uint32_t FunctionDecoder::slotOffset(llvm::Type *T,
                                     llvm::ArrayRef<unsigned> Indices) const {
  uint32_t Off = 0;
  for (unsigned Idx : Indices) {
    for (unsigned K = 0; K < Idx; ++K)
      Off += slotCount(llvm::GetElementPtrInst::getTypeAtIndex(T, K));
    T = llvm::GetElementPtrInst::getTypeAtIndex(T, Idx);
  }
  return Off;
}

uint32_t FunctionDecoder::slotOf(const llvm::Value *V) {
  auto It = Slots.find(V);
  if (It != Slots.end())
    return It->second;
  auto *C = llvm::dyn_cast<llvm::Constant>(V);
  if (!C) // e.g. metadata or a value defined later: decode order handles it
    return 0;
  // Constants are numbered after all registers; remember and fix up later.
  uint32_t Index = static_cast<uint32_t>(Out.Constants.size());
  std::vector<u128> Leaves;
  P.constantLeaves(C, Leaves);
  for (u128 L : Leaves)
    Out.Constants.push_back({L, nullptr});
  uint32_t Slot = 0x80000000u | Index; // relocated in run()
  Slots[V] = Slot;
  return Slot;
}

uint32_t FunctionDecoder::edge(const llvm::BasicBlock *From,
                               const llvm::BasicBlock *To) {
  uint32_t Index = static_cast<uint32_t>(Out.Edges.size());
  Edge E{0, static_cast<uint32_t>(Out.Moves.size()), 0};
  for (const llvm::PHINode &Phi : To->phis()) {
    uint32_t N = slotCount(Phi.getType());
    uint32_t Dst = slotOf(&Phi),
             Src = slotOf(Phi.getIncomingValueForBlock(From));
    for (uint32_t K = 0; K < N; ++K)
      Out.Moves.push_back({Dst + K, Src + K});
  }
  E.MovesEnd = static_cast<uint32_t>(Out.Moves.size());
  Out.Edges.push_back(E);
  Pending.push_back({Index, To});
  return Index;
}

Inst &FunctionDecoder::emit(Op O, const llvm::Instruction &I) {
  Inst X;
  X.Opcode = O;
  X.Source = &I;
  if (!I.getType()->isVoidTy()) {
    X.Dst = slotOf(&I);
    if (I.getType()->isSized() && !I.getType()->isAggregateType())
      X.Width =
          static_cast<uint16_t>(P.dataLayout().getTypeSizeInBits(I.getType()));
  }
  Out.Code.push_back(X);
  return Out.Code.back();
}

void FunctionDecoder::unsupported(const llvm::Instruction &I) {
  emit(Op::Unsupported, I);
}

void FunctionDecoder::run() {
  Out.Fn = &F;
  Out.IsVarArg = F.isVarArg();
  Out.NumRetSlots = slotCount(F.getReturnType());
  for (const llvm::Argument &A : F.args()) {
    uint32_t N = slotCount(A.getType());
    Slots[&A] = NextSlot;
    Out.ParamSlots.push_back(NextSlot);
    Out.ParamSlotCounts.push_back(static_cast<uint16_t>(N));
    NextSlot += N;
    if (llvm::Type *T = A.getParamByValType()) {
      Out.ByValParams.resize(F.arg_size(), {0, 0});
      Out.ByValParams[A.getArgNo()] = {
          P.dataLayout().getTypeAllocSize(T).getFixedSize(),
          static_cast<uint32_t>(A.getParamAlign().valueOrOne().value())};
    }
  }
  Out.NumParams = static_cast<uint32_t>(F.arg_size());
  for (const llvm::BasicBlock &BB : F)
    for (const llvm::Instruction &I : BB)
      if (!I.getType()->isVoidTy()) {
        Slots[&I] = NextSlot;
        NextSlot += slotCount(I.getType());
      }
  for (const llvm::BasicBlock &BB : F) {
    BlockStart[&BB] = static_cast<uint32_t>(Out.Code.size());
    for (const llvm::Instruction &I : BB)
      if (!llvm::isa<llvm::PHINode>(I))
        decode(I);
  }
  for (const PendingEdge &PE : Pending)
    Out.Edges[PE.Edge].Target = BlockStart[PE.Target];
  Out.BlockStart = BlockStart;
  for (const llvm::BasicBlock &BB : F)
    for (const llvm::Instruction &I : BB)
      if (!I.getType()->isVoidTy())
        Out.SlotOf[&I] = Slots[&I];
  for (const llvm::Argument &A : F.args())
    Out.SlotOf[&A] = Slots[&A];
  // Relocate constant slots after the registers.
  Out.ConstBase = NextSlot;
  Out.NumSlots = NextSlot + static_cast<uint32_t>(Out.Constants.size());
  auto Fix = [&](uint32_t &S) {
    if (S & 0x80000000u)
      S = Out.ConstBase + (S & 0x7fffffffu);
  };
  for (Inst &X : Out.Code) {
    Fix(X.A);
    Fix(X.B);
    Fix(X.C);
    if (X.Opcode == Op::Switch)
      Fix(P.Switches[X.Extra].Cond);
    else if (X.Opcode == Op::Gep) {
      Fix(P.Geps[X.Extra].Base);
      for (auto &Ix : P.Geps[X.Extra].Indices)
        Fix(Ix.Slot);
    } else if (X.Opcode == Op::Call) {
      CallInfo &CI = P.Calls[X.Extra];
      Fix(CI.CalleeSlot);
      for (uint32_t &A : CI.Args)
        Fix(A);
    }
  }
  for (Move &M : Out.Moves)
    Fix(M.Src);
}

ExprKind forage::integerBinaryKind(unsigned Opcode) {
  switch (Opcode) {
  case llvm::Instruction::Add:
    return ExprKind::Add;
  case llvm::Instruction::Sub:
    return ExprKind::Sub;
  case llvm::Instruction::Mul:
    return ExprKind::Mul;
  case llvm::Instruction::UDiv:
    return ExprKind::UDiv;
  case llvm::Instruction::SDiv:
    return ExprKind::SDiv;
  case llvm::Instruction::URem:
    return ExprKind::URem;
  case llvm::Instruction::SRem:
    return ExprKind::SRem;
  case llvm::Instruction::Shl:
    return ExprKind::Shl;
  case llvm::Instruction::LShr:
    return ExprKind::LShr;
  case llvm::Instruction::AShr:
    return ExprKind::AShr;
  case llvm::Instruction::And:
    return ExprKind::And;
  case llvm::Instruction::Or:
    return ExprKind::Or;
  default:
    return ExprKind::Xor;
  }
}

static FpType fpType(llvm::Type *T) {
  if (T->isFloatTy())
    return FpType::Float;
  if (T->isDoubleTy())
    return FpType::Double;
  return FpType::X87;
}

void FunctionDecoder::decode(const llvm::Instruction &I) {
  unsigned Opc = I.getOpcode();
  if (I.getType()->isVectorTy() ||
      (I.getNumOperands() > 0 && I.getOperand(0)->getType()->isVectorTy()))
    return unsupported(I);
  if (I.isBinaryOp()) {
    if (I.getType()->isFloatingPointTy()) {
      Inst &X = emit(Op::FBinary, I);
      X.A = slotOf(I.getOperand(0));
      X.B = slotOf(I.getOperand(1));
      X.Aux = static_cast<uint32_t>(fpType(I.getType()));
      switch (Opc) {
      case llvm::Instruction::FAdd:
        X.Flags = static_cast<uint8_t>(FpOp::Add);
        break;
      case llvm::Instruction::FSub:
        X.Flags = static_cast<uint8_t>(FpOp::Sub);
        break;
      case llvm::Instruction::FMul:
        X.Flags = static_cast<uint8_t>(FpOp::Mul);
        break;
      case llvm::Instruction::FDiv:
        X.Flags = static_cast<uint8_t>(FpOp::Div);
        break;
      default:
        X.Flags = static_cast<uint8_t>(FpOp::Rem);
        break;
      }
      return;
    }
    Inst &X = emit(Op::Binary, I);
    X.Flags = static_cast<uint8_t>(integerBinaryKind(Opc));
    X.A = slotOf(I.getOperand(0));
    X.B = slotOf(I.getOperand(1));
    return;
  }
  switch (Opc) {
  case llvm::Instruction::FNeg: {
    Inst &X = emit(Op::FNeg, I);
    X.A = slotOf(I.getOperand(0));
    X.Aux = static_cast<uint32_t>(fpType(I.getType()));
    return;
  }
  case llvm::Instruction::ICmp: {
    Inst &X = emit(Op::Cmp, I);
    X.A = slotOf(I.getOperand(0));
    X.B = slotOf(I.getOperand(1));
    using CI = llvm::CmpInst;
    ExprKind K = ExprKind::Eq;
    unsigned Mode = 0; // bit 0: swap, bit 1: negate
    switch (llvm::cast<llvm::ICmpInst>(I).getPredicate()) {
    case CI::ICMP_EQ:
      K = ExprKind::Eq;
      break;
    case CI::ICMP_NE:
      K = ExprKind::Eq;
      Mode = 2;
      break;
    case CI::ICMP_ULT:
      K = ExprKind::Ult;
      break;
    case CI::ICMP_ULE:
      K = ExprKind::Ule;
      break;
    case CI::ICMP_UGT:
      K = ExprKind::Ult;
      Mode = 1;
      break;
    case CI::ICMP_UGE:
      K = ExprKind::Ule;
      Mode = 1;
      break;
    case CI::ICMP_SLT:
      K = ExprKind::Slt;
      break;
    case CI::ICMP_SLE:
      K = ExprKind::Sle;
      break;
    case CI::ICMP_SGT:
      K = ExprKind::Slt;
      Mode = 1;
      break;
    default:
      K = ExprKind::Sle;
      Mode = 1;
      break;
    }
    X.Flags = static_cast<uint8_t>(K);
    X.Aux = Mode;
    X.C = static_cast<uint32_t>(
        P.dataLayout().getTypeSizeInBits(I.getOperand(0)->getType()));
    return;
  }
  case llvm::Instruction::FCmp: {
    Inst &X = emit(Op::FCmp, I);
    X.A = slotOf(I.getOperand(0));
    X.B = slotOf(I.getOperand(1));
    X.Flags =
        static_cast<uint8_t>(llvm::cast<llvm::FCmpInst>(I).getPredicate());
    X.Aux = static_cast<uint32_t>(fpType(I.getOperand(0)->getType()));
    return;
  }
  case llvm::Instruction::ZExt:
  case llvm::Instruction::SExt:
  case llvm::Instruction::Trunc:
  case llvm::Instruction::PtrToInt:
  case llvm::Instruction::IntToPtr: {
    unsigned From = static_cast<unsigned>(
        P.dataLayout().getTypeSizeInBits(I.getOperand(0)->getType()));
    unsigned To =
        static_cast<unsigned>(P.dataLayout().getTypeSizeInBits(I.getType()));
    Op O = Opc == llvm::Instruction::SExt ? Op::SExt
           : To > From                    ? Op::ZExt
           : To < From                    ? Op::Trunc
                                          : Op::Copy;
    Inst &X = emit(O, I);
    X.A = slotOf(I.getOperand(0));
    X.Aux = O == Op::Copy ? 1 : From;
    return;
  }
  case llvm::Instruction::BitCast:
  case llvm::Instruction::AddrSpaceCast:
  case llvm::Instruction::Freeze: {
    Inst &X = emit(Op::Copy, I);
    X.A = slotOf(I.getOperand(0));
    X.Aux = slotCount(I.getType());
    return;
  }
  case llvm::Instruction::FPToSI:
  case llvm::Instruction::FPToUI:
  case llvm::Instruction::SIToFP:
  case llvm::Instruction::UIToFP:
  case llvm::Instruction::FPExt:
  case llvm::Instruction::FPTrunc: {
    Inst &X = emit(Op::FCast, I);
    X.A = slotOf(I.getOperand(0));
    llvm::Type *Src = I.getOperand(0)->getType();
    FpCast K = Opc == llvm::Instruction::FPToSI   ? FpCast::ToSI
               : Opc == llvm::Instruction::FPToUI ? FpCast::ToUI
               : Opc == llvm::Instruction::SIToFP ? FpCast::FromSI
               : Opc == llvm::Instruction::UIToFP ? FpCast::FromUI
               : Opc == llvm::Instruction::FPExt  ? FpCast::Ext
                                                  : FpCast::Trunc;
    X.Flags = static_cast<uint8_t>(K);
    // Aux: the floating-point type involved on either side; C: int width.
    bool FromFp = Src->isFloatingPointTy();
    X.Aux = static_cast<uint32_t>(fpType(FromFp ? Src : I.getType()));
    X.C = static_cast<uint32_t>(
        P.dataLayout().getTypeSizeInBits(FromFp ? I.getType() : Src));
    if (K == FpCast::Ext || K == FpCast::Trunc)
      X.C = static_cast<uint32_t>(fpType(I.getType()));
    return;
  }
  case llvm::Instruction::Select: {
    Inst &X = emit(Op::Select, I);
    X.A = slotOf(I.getOperand(0));
    X.B = slotOf(I.getOperand(1));
    X.C = slotOf(I.getOperand(2));
    X.Aux = slotCount(I.getType());
    return;
  }
  case llvm::Instruction::ExtractValue: {
    auto &EV = llvm::cast<llvm::ExtractValueInst>(I);
    Inst &X = emit(Op::Copy, I);
    X.A = slotOf(EV.getAggregateOperand());
    X.Aux = slotCount(I.getType());
    // Copy reads from slot A + C.
    X.C = slotOffset(EV.getAggregateOperand()->getType(), EV.getIndices());
    return;
  }
  case llvm::Instruction::InsertValue: {
    auto &IV = llvm::cast<llvm::InsertValueInst>(I);
    uint32_t Off =
        slotOffset(IV.getAggregateOperand()->getType(), IV.getIndices());
    Inst &Whole = emit(Op::Copy, I);
    Whole.A = slotOf(IV.getAggregateOperand());
    Whole.Aux = slotCount(I.getType());
    Inst &Part = emit(Op::Copy, I);
    Part.Dst += Off;
    Part.A = slotOf(IV.getInsertedValueOperand());
    Part.Aux = slotCount(IV.getInsertedValueOperand()->getType());
    return;
  }
  case llvm::Instruction::Br: {
    auto &Br = llvm::cast<llvm::BranchInst>(I);
    if (Br.isUnconditional()) {
      Inst &X = emit(Op::Br, I);
      X.A = edge(I.getParent(), Br.getSuccessor(0));
      return;
    }
    uint32_t Cond = slotOf(Br.getCondition());
    uint32_t T = edge(I.getParent(), Br.getSuccessor(0));
    uint32_t Fl = edge(I.getParent(), Br.getSuccessor(1));
    Inst &X = emit(Op::CondBr, I);
    X.A = Cond;
    X.B = T;
    X.C = Fl;
    X.Extra = PM.firstBranch(&I);
    return;
  }
  case llvm::Instruction::Switch: {
    auto &Sw = llvm::cast<llvm::SwitchInst>(I);
    SwitchTable Table;
    Table.Cond = slotOf(Sw.getCondition());
    Table.Width = static_cast<uint16_t>(
        Sw.getCondition()->getType()->getIntegerBitWidth());
    Table.FirstBranch = PM.firstBranch(&I);
    Table.DefaultEdge = edge(I.getParent(), Sw.getDefaultDest());
    for (auto &Case : Sw.cases())
      Table.Cases.push_back({P.constantScalar(Case.getCaseValue()),
                             edge(I.getParent(), Case.getCaseSuccessor())});
    Inst &X = emit(Op::Switch, I);
    X.Extra = static_cast<uint32_t>(P.Switches.size());
    P.Switches.push_back(std::move(Table));
    return;
  }
  case llvm::Instruction::IndirectBr: {
    auto &IB = llvm::cast<llvm::IndirectBrInst>(I);
    IndirectTable Table;
    for (const llvm::BasicBlock *D : IB.successors())
      Table.Targets.push_back({P.addressOf(D), edge(I.getParent(), D)});
    Inst &X = emit(Op::IndirectBr, I);
    X.A = slotOf(IB.getAddress());
    X.Extra = static_cast<uint32_t>(P.IndirectBranches.size());
    P.IndirectBranches.push_back(std::move(Table));
    return;
  }
  case llvm::Instruction::Ret: {
    Inst &X = emit(Op::Ret, I);
    if (I.getNumOperands() > 0) {
      X.A = slotOf(I.getOperand(0));
      X.Aux = slotCount(I.getOperand(0)->getType());
    }
    return;
  }
  case llvm::Instruction::Unreachable:
    emit(Op::Unreachable, I);
    return;
  case llvm::Instruction::Alloca: {
    auto &AI = llvm::cast<llvm::AllocaInst>(I);
    Inst &X = emit(Op::Alloca, I);
    X.Extra = static_cast<uint32_t>(
        P.dataLayout().getTypeAllocSize(AI.getAllocatedType()));
    X.A = slotOf(AI.getArraySize());
    X.B = AI.getArraySize()->getType()->getIntegerBitWidth();
    X.Aux = static_cast<uint32_t>(AI.getAlign().value());
    return;
  }
  case llvm::Instruction::Load:
    return decodeMemoryAccess(I, I.getType());
  case llvm::Instruction::Store:
    return decodeMemoryAccess(I, I.getOperand(0)->getType());
  case llvm::Instruction::GetElementPtr:
    return decodeGep(I);
  case llvm::Instruction::Call:
    return decodeCall(llvm::cast<llvm::CallBase>(I));
  case llvm::Instruction::Fence:
    return; // one thread: nothing to order
  case llvm::Instruction::AtomicRMW: {
    auto &RMW = llvm::cast<llvm::AtomicRMWInst>(I);
    if (RMW.isFloatingPointOperation())
      return unsupported(I);
    Inst &X = emit(Op::AtomicRMW, I);
    X.A = slotOf(RMW.getPointerOperand());
    X.B = slotOf(RMW.getValOperand());
    X.Flags = static_cast<uint8_t>(RMW.getOperation());
    X.Extra = static_cast<uint32_t>(P.Leaves.size());
    P.leavesOf(RMW.getType(), 0, P.Leaves);
    X.C = static_cast<uint32_t>(P.dataLayout().getTypeStoreSize(RMW.getType()));
    return;
  }
  case llvm::Instruction::AtomicCmpXchg: {
    auto &CX = llvm::cast<llvm::AtomicCmpXchgInst>(I);
    llvm::Type *T = CX.getNewValOperand()->getType();
    Inst &X = emit(Op::CmpXchg, I);
    X.A = slotOf(CX.getPointerOperand());
    X.B = slotOf(CX.getCompareOperand());
    X.C = slotOf(CX.getNewValOperand());
    X.Extra = static_cast<uint32_t>(P.Leaves.size());
    P.leavesOf(T, 0, P.Leaves);
    X.Aux = static_cast<uint32_t>(P.dataLayout().getTypeStoreSize(T));
    return;
  }
  default:
    return unsupported(I);
  }
}

void FunctionDecoder::decodeMemoryAccess(const llvm::Instruction &I,
                                         llvm::Type *T) {
  bool IsLoad = llvm::isa<llvm::LoadInst>(I);
  Inst &X = emit(IsLoad ? Op::Load : Op::Store, I);
  if (IsLoad) {
    X.A = slotOf(I.getOperand(0));
    X.Flags = T->isPointerTy();
  } else {
    X.A = slotOf(I.getOperand(0));
    X.B = slotOf(I.getOperand(1));
  }
  X.Extra = static_cast<uint32_t>(P.Leaves.size());
  P.leavesOf(T, 0, P.Leaves);
  X.Aux = static_cast<uint32_t>(P.Leaves.size()) - X.Extra;
  X.C = static_cast<uint32_t>(P.dataLayout().getTypeStoreSize(T));
}

void FunctionDecoder::decodeGep(const llvm::Instruction &I) {
  auto &G = llvm::cast<llvm::GetElementPtrInst>(I);
  const llvm::DataLayout &DL = P.dataLayout();
  GepInfo Info;
  Info.Base = slotOf(G.getPointerOperand());
  Info.ConstOffset = 0;
  for (auto It = llvm::gep_type_begin(G), E = llvm::gep_type_end(G); It != E;
       ++It) {
    const llvm::Value *Idx = It.getOperand();
    if (llvm::StructType *ST = It.getStructTypeOrNull()) {
      unsigned Field = static_cast<unsigned>(
          llvm::cast<llvm::ConstantInt>(Idx)->getZExtValue());
      Info.ConstOffset +=
          static_cast<int64_t>(DL.getStructLayout(ST)->getElementOffset(Field));
      continue;
    }
    int64_t Scale =
        static_cast<int64_t>(DL.getTypeAllocSize(It.getIndexedType()));
    if (auto *CI = llvm::dyn_cast<llvm::ConstantInt>(Idx)) {
      Info.ConstOffset += CI->getSExtValue() * Scale;
      continue;
    }
    Info.Indices.push_back(
        {slotOf(Idx),
         static_cast<uint16_t>(Idx->getType()->getIntegerBitWidth()), Scale});
  }
  Inst &X = emit(Op::Gep, I);
  X.Extra = static_cast<uint32_t>(P.Geps.size());
  P.Geps.push_back(std::move(Info));
}

void FunctionDecoder::decodeCall(const llvm::CallBase &CB) {
  if (CB.isInlineAsm())
    return unsupported(CB);
  CallInfo Info;
  const llvm::Value *Callee = CB.getCalledOperand()->stripPointerCasts();
  if (auto *Fn = llvm::dyn_cast<llvm::Function>(Callee)) {
    Info.Target = Fn;
    Info.Kind = P.handlerFor(*Fn, Info);
    if (Info.Kind == Handler::Function)
      Info.Callee = P.function(Fn);
    if (Info.Kind == Handler::External && Fn->isIntrinsic())
      return unsupported(CB);
  } else {
    Info.Kind = Handler::Indirect;
    Info.CalleeSlot = slotOf(Callee);
  }
  for (const llvm::Use &A : CB.args()) {
    Info.Args.push_back(slotOf(A.get()));
    Info.ArgSlots.push_back(static_cast<uint16_t>(slotCount(A->getType())));
  }
  Info.NumRet = slotCount(CB.getType());
  Inst &X = emit(Op::Call, CB);
  X.Extra = static_cast<uint32_t>(P.Calls.size());
  P.Calls.push_back(std::move(Info));
}
