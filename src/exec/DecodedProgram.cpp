//===- DecodedProgram.cpp - globals, constants and call handlers ----------===//
#include "exec/DecodedProgram.h"
#include "exec/FunctionDecoder.h"
#include "exec/OpaqueCalls.h"
#include "expr/Bits.h"
#include "program/ProgramModel.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <cstring>
#include <dlfcn.h>
#include <optional>

using namespace forage;

bool forage::indirectCallMayRun(const llvm::CallBase &Call,
                                const llvm::Function &F) {
  // Extra arguments are harmless on every ABI (uClibc's qsort passes its
  // comparison function a third one); missing ones would be read as
  // garbage.
  if (Call.arg_size() < F.arg_size())
    return false;
  return Call.getType()->isVoidTy() || !F.getReturnType()->isVoidTy();
}

DecodedProgram::DecodedProgram(const llvm::Module &M, const ProgramModel &PM,
                               Memory &Mem, std::set<std::string> Opaque)
    : Opaque(std::move(Opaque)), M(M), PM(PM), DL(&M) {
  layoutGlobals(Mem);
  for (const llvm::Function &F : M)
    if (!F.isDeclaration())
      Functions[&F] = std::make_unique<DecodedFunction>();
  for (const llvm::Function &F : M)
    if (!F.isDeclaration())
      FunctionDecoder(*this, PM, F, *Functions[&F]).run();
}

DecodedProgram::~DecodedProgram() = default;

uint64_t DecodedProgram::addressOf(const llvm::Function *F) const {
  auto It = GlobalAddress.find(F);
  return It == GlobalAddress.end() ? 0 : It->second;
}

void DecodedProgram::layoutGlobals(Memory &Mem) {
  for (const llvm::Function &F : M) {
    MemObject *O = Mem.allocateStatic(1, 16, ObjectKind::Function);
    O->Fn = &F;
    O->Name = F.getName().str();
    O->ReadOnly = true;
    GlobalAddress[&F] = O->Address;
    FunctionByAddress[O->Address] = &F;
    for (const llvm::BasicBlock &B : F)
      if (B.hasAddressTaken()) {
        MemObject *L = Mem.allocateStatic(1, 16, ObjectKind::Function);
        L->Name = F.getName().str() + ":" + B.getName().str();
        L->ReadOnly = true;
        BlockAddress[&B] = L->Address;
      }
  }
  for (const llvm::GlobalVariable &G : M.globals()) {
    uint64_t Size = DL.getTypeAllocSize(G.getValueType());
    if (G.isDeclaration()) {
      // A libc global such as stdout: use the host's own object.
      void *Host = dlsym(RTLD_DEFAULT, G.getName().str().c_str());
      if (Host) {
        MemObject *O = Mem.addExternal(reinterpret_cast<uint64_t>(Host), Size,
                                       G.getName().str());
        GlobalAddress[&G] = O->Address;
        continue;
      }
      Missing.push_back(G.getName().str());
    }
    MemObject *O = Mem.allocateStatic(
        Size, G.getAlign() ? G.getAlign()->value() : 16, ObjectKind::Global);
    O->Name = G.getName().str();
    O->ReadOnly = G.isConstant();
    GlobalAddress[&G] = O->Address;
  }
  for (const llvm::GlobalAlias &A : M.aliases())
    if (auto *Target = llvm::dyn_cast<llvm::GlobalValue>(
            A.getAliasee()->stripPointerCasts()))
      if (GlobalAddress.count(Target))
        GlobalAddress[&A] = GlobalAddress[Target];
  // Initialisers may take addresses of any global, so write them last.
  for (const llvm::GlobalVariable &G : M.globals()) {
    if (G.isDeclaration() || !G.hasInitializer())
      continue;
    MemObject *O = Mem.find(GlobalAddress[&G]);
    Image Img{O, std::vector<uint8_t>(O->Size, 0)};
    writeConstant(G.getInitializer(), Img.Bytes.data());
    Images.push_back(std::move(Img));
  }
  resetGlobals();
}

void DecodedProgram::resetGlobals() {
  for (Image &Img : Images) {
    std::memcpy(Img.Object->bytes(), Img.Bytes.data(), Img.Bytes.size());
    Img.Object->Shadow.clear();
    Img.Object->Alive = true;
  }
}

void DecodedProgram::leavesOf(llvm::Type *T, uint32_t Base,
                              std::vector<Leaf> &Out) const {
  if (auto *ST = llvm::dyn_cast<llvm::StructType>(T)) {
    const llvm::StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0; I < ST->getNumElements(); ++I)
      leavesOf(ST->getElementType(I),
               Base + static_cast<uint32_t>(SL->getElementOffset(I)), Out);
    return;
  }
  if (auto *AT = llvm::dyn_cast<llvm::ArrayType>(T)) {
    uint64_t Stride = DL.getTypeAllocSize(AT->getElementType());
    for (uint64_t I = 0; I < AT->getNumElements(); ++I)
      leavesOf(AT->getElementType(), Base + static_cast<uint32_t>(I * Stride),
               Out);
    return;
  }
  if (auto *VT = llvm::dyn_cast<llvm::FixedVectorType>(T)) {
    uint64_t Stride = DL.getTypeAllocSize(VT->getElementType());
    for (uint64_t I = 0; I < VT->getNumElements(); ++I)
      leavesOf(VT->getElementType(), Base + static_cast<uint32_t>(I * Stride),
               Out);
    return;
  }
  unsigned Bits = static_cast<unsigned>(DL.getTypeSizeInBits(T));
  Out.push_back({Base, static_cast<uint16_t>(Bits),
                 static_cast<uint16_t>(DL.getTypeStoreSize(T))});
}

u128 DecodedProgram::constantScalar(const llvm::Constant *C) const {
  if (auto *CI = llvm::dyn_cast<llvm::ConstantInt>(C)) {
    const llvm::APInt &V = CI->getValue();
    u128 R = V.extractBitsAsZExtValue(std::min(64u, V.getBitWidth()), 0);
    if (V.getBitWidth() > 64)
      R |= u128(V.extractBitsAsZExtValue(std::min(64u, V.getBitWidth() - 64),
                                         64))
           << 64;
    return R;
  }
  if (auto *FP = llvm::dyn_cast<llvm::ConstantFP>(C)) {
    llvm::APInt V = FP->getValueAPF().bitcastToAPInt();
    u128 R = V.extractBitsAsZExtValue(std::min(64u, V.getBitWidth()), 0);
    if (V.getBitWidth() > 64)
      R |= u128(V.extractBitsAsZExtValue(V.getBitWidth() - 64, 64)) << 64;
    return R;
  }
  if (auto *GV = llvm::dyn_cast<llvm::GlobalValue>(C)) {
    auto It = GlobalAddress.find(GV);
    return It == GlobalAddress.end() ? 0 : It->second;
  }
  if (auto *BA = llvm::dyn_cast<llvm::BlockAddress>(C))
    return addressOf(BA->getBasicBlock());
  if (auto *CE = llvm::dyn_cast<llvm::ConstantExpr>(C)) {
    unsigned W = static_cast<unsigned>(DL.getTypeSizeInBits(CE->getType()));
    switch (CE->getOpcode()) {
    case llvm::Instruction::GetElementPtr: {
      auto *GEP = llvm::cast<llvm::GEPOperator>(CE);
      llvm::APInt Off(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
      u128 Base = constantScalar(CE->getOperand(0));
      if (GEP->accumulateConstantOffset(DL, Off))
        return bits::trunc(Base + static_cast<u128>(Off.getSExtValue()), W);
      return Base;
    }
    case llvm::Instruction::BitCast:
    case llvm::Instruction::AddrSpaceCast:
    case llvm::Instruction::IntToPtr:
    case llvm::Instruction::PtrToInt:
    case llvm::Instruction::Trunc:
    case llvm::Instruction::ZExt:
      return bits::trunc(constantScalar(CE->getOperand(0)), W);
    case llvm::Instruction::SExt: {
      unsigned From = static_cast<unsigned>(
          DL.getTypeSizeInBits(CE->getOperand(0)->getType()));
      return bits::sext(constantScalar(CE->getOperand(0)), From, W);
    }
    case llvm::Instruction::ICmp: {
      unsigned OW = static_cast<unsigned>(
          DL.getTypeSizeInBits(CE->getOperand(0)->getType()));
      u128 A = constantScalar(CE->getOperand(0));
      u128 B = constantScalar(CE->getOperand(1));
      switch (CE->getPredicate()) {
      case llvm::CmpInst::ICMP_EQ:
        return A == B;
      case llvm::CmpInst::ICMP_NE:
        return A != B;
      case llvm::CmpInst::ICMP_ULT:
        return A < B;
      case llvm::CmpInst::ICMP_UGT:
        return A > B;
      case llvm::CmpInst::ICMP_ULE:
        return A <= B;
      case llvm::CmpInst::ICMP_UGE:
        return A >= B;
      case llvm::CmpInst::ICMP_SLT:
        return bits::toSigned(A, OW) < bits::toSigned(B, OW);
      case llvm::CmpInst::ICMP_SGT:
        return bits::toSigned(A, OW) > bits::toSigned(B, OW);
      case llvm::CmpInst::ICMP_SLE:
        return bits::toSigned(A, OW) <= bits::toSigned(B, OW);
      default:
        return bits::toSigned(A, OW) >= bits::toSigned(B, OW);
      }
    }
    default:
      if (llvm::Instruction::isBinaryOp(CE->getOpcode())) {
        ExprKind K = llvm::StringSwitch<ExprKind>(CE->getOpcodeName())
                         .Case("add", ExprKind::Add)
                         .Case("sub", ExprKind::Sub)
                         .Case("mul", ExprKind::Mul)
                         .Case("and", ExprKind::And)
                         .Case("or", ExprKind::Or)
                         .Case("xor", ExprKind::Xor)
                         .Case("shl", ExprKind::Shl)
                         .Case("lshr", ExprKind::LShr)
                         .Case("ashr", ExprKind::AShr)
                         .Case("udiv", ExprKind::UDiv)
                         .Case("sdiv", ExprKind::SDiv)
                         .Case("urem", ExprKind::URem)
                         .Default(ExprKind::SRem);
        return bits::apply(K, W, constantScalar(CE->getOperand(0)),
                           constantScalar(CE->getOperand(1)));
      }
      return 0;
    }
  }
  return 0; // null, undef, poison, zeroinitializer
}

void DecodedProgram::constantLeaves(const llvm::Constant *C,
                                    std::vector<u128> &Out) const {
  llvm::Type *T = C->getType();
  if (!T->isAggregateType() && !T->isVectorTy()) {
    Out.push_back(constantScalar(C));
    return;
  }
  unsigned N = 0;
  if (auto *ST = llvm::dyn_cast<llvm::StructType>(T))
    N = ST->getNumElements();
  else if (auto *AT = llvm::dyn_cast<llvm::ArrayType>(T))
    N = static_cast<unsigned>(AT->getNumElements());
  else
    N = llvm::cast<llvm::FixedVectorType>(T)->getNumElements();
  for (unsigned I = 0; I < N; ++I)
    constantLeaves(C->getAggregateElement(I), Out);
}

void DecodedProgram::writeConstant(const llvm::Constant *C,
                                   uint8_t *Dst) const {
  llvm::Type *T = C->getType();
  if (llvm::isa<llvm::ConstantAggregateZero>(C) ||
      llvm::isa<llvm::UndefValue>(C))
    return; // Images start zeroed.
  if (auto *CDS = llvm::dyn_cast<llvm::ConstantDataSequential>(C)) {
    llvm::StringRef Raw = CDS->getRawDataValues();
    std::memcpy(Dst, Raw.data(), Raw.size());
    return;
  }
  if (auto *ST = llvm::dyn_cast<llvm::StructType>(T)) {
    const llvm::StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0; I < ST->getNumElements(); ++I)
      writeConstant(C->getAggregateElement(I), Dst + SL->getElementOffset(I));
    return;
  }
  if (T->isArrayTy() || T->isVectorTy()) {
    llvm::Type *E = T->isArrayTy()
                        ? T->getArrayElementType()
                        : llvm::cast<llvm::VectorType>(T)->getElementType();
    uint64_t Stride = DL.getTypeAllocSize(E);
    unsigned N = T->isArrayTy()
                     ? static_cast<unsigned>(T->getArrayNumElements())
                     : llvm::cast<llvm::FixedVectorType>(T)->getNumElements();
    for (unsigned I = 0; I < N; ++I)
      writeConstant(C->getAggregateElement(I), Dst + I * Stride);
    return;
  }
  u128 V = constantScalar(C);
  std::memcpy(Dst, &V, DL.getTypeStoreSize(T));
}

Handler DecodedProgram::handlerFor(const llvm::Function &F,
                                   CallInfo &Info) const {
  if (F.isIntrinsic()) {
    switch (F.getIntrinsicID()) {
    case llvm::Intrinsic::dbg_declare:
    case llvm::Intrinsic::dbg_value:
    case llvm::Intrinsic::dbg_label:
    case llvm::Intrinsic::lifetime_start:
    case llvm::Intrinsic::lifetime_end:
    case llvm::Intrinsic::stackrestore:
    case llvm::Intrinsic::donothing:
    case llvm::Intrinsic::assume:
    case llvm::Intrinsic::experimental_noalias_scope_decl:
    case llvm::Intrinsic::prefetch:
      return Handler::Ignore;
    case llvm::Intrinsic::stacksave:
      return Handler::StackSave;
    case llvm::Intrinsic::memcpy:
      return Handler::Memcpy;
    case llvm::Intrinsic::memmove:
      return Handler::Memmove;
    case llvm::Intrinsic::memset:
      return Handler::Memset;
    case llvm::Intrinsic::vastart:
      return Handler::VaStart;
    case llvm::Intrinsic::vaend:
      return Handler::VaEnd;
    case llvm::Intrinsic::vacopy:
      return Handler::VaCopy;
    case llvm::Intrinsic::sadd_with_overflow:
    case llvm::Intrinsic::uadd_with_overflow:
      Info.OverflowKind = static_cast<uint8_t>(ExprKind::Add);
      Info.Signed = F.getIntrinsicID() == llvm::Intrinsic::sadd_with_overflow;
      return Handler::Overflow;
    case llvm::Intrinsic::ssub_with_overflow:
    case llvm::Intrinsic::usub_with_overflow:
      Info.OverflowKind = static_cast<uint8_t>(ExprKind::Sub);
      Info.Signed = F.getIntrinsicID() == llvm::Intrinsic::ssub_with_overflow;
      return Handler::Overflow;
    case llvm::Intrinsic::smul_with_overflow:
    case llvm::Intrinsic::umul_with_overflow:
      Info.OverflowKind = static_cast<uint8_t>(ExprKind::Mul);
      Info.Signed = F.getIntrinsicID() == llvm::Intrinsic::smul_with_overflow;
      return Handler::Overflow;
    case llvm::Intrinsic::bswap:
      return Handler::Bswap;
    case llvm::Intrinsic::ctpop:
      return Handler::Ctpop;
    case llvm::Intrinsic::ctlz:
      return Handler::Ctlz;
    case llvm::Intrinsic::cttz:
      return Handler::Cttz;
    case llvm::Intrinsic::fshl:
      return Handler::Fshl;
    case llvm::Intrinsic::fshr:
      return Handler::Fshr;
    case llvm::Intrinsic::abs:
      return Handler::Abs;
    case llvm::Intrinsic::smax:
      return Handler::Smax;
    case llvm::Intrinsic::smin:
      return Handler::Smin;
    case llvm::Intrinsic::umax:
      return Handler::Umax;
    case llvm::Intrinsic::umin:
      return Handler::Umin;
    case llvm::Intrinsic::expect:
    case llvm::Intrinsic::ssa_copy:
      return Handler::Expect;
    case llvm::Intrinsic::trap:
    case llvm::Intrinsic::debugtrap:
      return Handler::Trap;
    case llvm::Intrinsic::objectsize:
      return Handler::ObjectSize;
    case llvm::Intrinsic::is_constant:
      return Handler::IsConstant;
    case llvm::Intrinsic::fabs:
      return Info.Math = FpMath::Fabs, Handler::FpUnary;
    case llvm::Intrinsic::floor:
      return Info.Math = FpMath::Floor, Handler::FpUnary;
    case llvm::Intrinsic::ceil:
      return Info.Math = FpMath::Ceil, Handler::FpUnary;
    case llvm::Intrinsic::trunc:
      return Info.Math = FpMath::Trunc, Handler::FpUnary;
    case llvm::Intrinsic::round:
      return Info.Math = FpMath::Round, Handler::FpUnary;
    case llvm::Intrinsic::rint:
    case llvm::Intrinsic::nearbyint:
      return Info.Math = FpMath::Rint, Handler::FpUnary;
    case llvm::Intrinsic::sqrt:
      return Info.Math = FpMath::Sqrt, Handler::FpUnary;
    case llvm::Intrinsic::copysign:
      return Info.Math = FpMath::Copysign, Handler::FpUnary;
    case llvm::Intrinsic::minnum:
      return Info.Math = FpMath::Min, Handler::FpUnary;
    case llvm::Intrinsic::maxnum:
      return Info.Math = FpMath::Max, Handler::FpUnary;
    case llvm::Intrinsic::fmuladd:
      return Info.Math = FpMath::MulAdd, Handler::FpUnary;
    case llvm::Intrinsic::fma:
      return Info.Math = FpMath::Fma, Handler::FpUnary;
    default:
      return Handler::External; // reported as unsupported when reached
    }
  }
  llvm::StringRef Name = F.getName();
  // The error functions are intercepted even when the program defines them.
  if (Name == "reach_error" || Name == "__VERIFIER_error")
    return Handler::ReachError;
  if (Name == "__forage_indeterminate")
    return Handler::Indeterminate;
  if (!F.isDeclaration())
    return Handler::Function;
  // libm functions with an exact FP formula (float variants end in 'f').
  llvm::StringRef Base = Name;
  if (F.getReturnType()->isFloatTy())
    Base.consume_back("f");
  if (F.getReturnType()->isFloatTy() || F.getReturnType()->isDoubleTy()) {
    auto Math = llvm::StringSwitch<std::optional<FpMath>>(Base)
                    .Case("fabs", FpMath::Fabs)
                    .Case("floor", FpMath::Floor)
                    .Case("ceil", FpMath::Ceil)
                    .Case("trunc", FpMath::Trunc)
                    .Case("round", FpMath::Round)
                    .Cases("rint", "nearbyint", FpMath::Rint)
                    .Case("sqrt", FpMath::Sqrt)
                    .Case("copysign", FpMath::Copysign)
                    .Case("fmin", FpMath::Min)
                    .Case("fmax", FpMath::Max)
                    .Case("fma", FpMath::Fma)
                    .Default(std::nullopt);
    if (Math) {
      Info.Math = *Math;
      return Handler::FpUnary;
    }
  }
  if (Opaque.count(Name.str()) || isPureMathFunction(Name))
    return Handler::Opaque;
  return llvm::StringSwitch<Handler>(Name)
      .Case("__forage_input", Handler::Input)
      .Case("__forage_make_symbolic", Handler::MakeSymbolic)
      .Case("__forage_assume", Handler::Assume)
      .Case("__assert_fail", Handler::AssertFail)
      .Case("__assert_perror_fail", Handler::AssertFail)
      .Case("__assert", Handler::AssertFail)
      .Case("abort", Handler::Abort)
      .Cases("exit", "_exit", "_Exit", Handler::Exit)
      .Case("malloc", Handler::Malloc)
      .Case("calloc", Handler::Calloc)
      .Case("realloc", Handler::Realloc)
      .Case("free", Handler::Free)
      .Case("memcpy", Handler::Memcpy)
      .Case("memmove", Handler::Memmove)
      .Case("memset", Handler::Memset)
      .Cases("printf", "fprintf", "puts", "putchar", "fputs", Handler::Output)
      .Cases("fputc", "putc", "fflush", "fwrite", "perror", Handler::Output)
      .Cases("vprintf", "vfprintf", Handler::Output)
      .Case("__forage_output", Handler::WriteOutput)
      // Non-local jumps between the interpreter's own frames.
      .Cases("setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp", Handler::SetJmp)
      .Cases("longjmp", "_longjmp", "siglongjmp", "__longjmp_chk",
             Handler::LongJmp)
      // Run natively, these would act on forage's own process.
      .Cases("fork", "vfork", "system", "popen", "execv", Handler::Refuse)
      .Cases("execve", "execvp", "execl", "execlp", "execle", Handler::Refuse)
      .Cases("pthread_create", "raise", "kill", "quick_exit", Handler::Refuse)
      // The POSIX model's raise, for a signal whose default action would
      // end the process by that signal (runtime/posix/Signal.c).
      .Case("__forage_signal_default", Handler::Refuse)
      .Default(Handler::External);
}
