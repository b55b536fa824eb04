//===- InlineAsmIdioms.cpp - x86 inline assembly lowered to IR ------------===//
#include "frontend/InlineAsmIdioms.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <optional>

using namespace forage;

namespace {

/// A register name (`%rax`, `%r9d`) as its 64-bit family and its width.
std::optional<std::pair<std::string, unsigned>>
registerName(llvm::StringRef N) {
  static const char *Legacy[] = {"ax", "bx", "cx", "dx", "si", "di", "bp"};
  for (const char *L : Legacy) {
    if (N == std::string("r") + L)
      return std::make_pair(std::string(L), 64u);
    if (N == std::string("e") + L)
      return std::make_pair(std::string(L), 32u);
  }
  if (N.startswith("r") && N.size() >= 2) {
    llvm::StringRef Num = N.drop_front();
    unsigned Width = 64;
    if (Num.endswith("d")) {
      Num = Num.drop_back();
      Width = 32;
    }
    unsigned K;
    if (!Num.getAsInteger(10, K) && K >= 8 && K <= 15)
      return std::make_pair(N.take_front(1 + Num.size()).str(), Width);
  }
  return std::nullopt;
}

/// One operand of an instruction in the assembly text.
struct Operand {
  enum Kind { Slot, Reg, Imm } K;
  std::string Loc;       ///< Slot or Reg: the location's name.
  unsigned Width = 0;    ///< Reg: its width; Slot: a modifier's (q, k), or 0.
  int OperandIndex = -1; ///< Slot: the statement's operand number.
  uint64_t Value = 0;    ///< Imm.
};

/// Evaluates one asm statement over LLVM values; fails (returns false) on
/// anything it does not know.
class AsmEvaluator {
public:
  AsmEvaluator(llvm::CallInst &Call, llvm::InlineAsm &Asm)
      : Call(Call), Asm(Asm), B(&Call), I64(B.getInt64Ty()) {}

  bool lower();

private:
  llvm::CallInst &Call;
  llvm::InlineAsm &Asm;
  llvm::IRBuilder<> B;
  llvm::Type *I64;
  /// Location of each operand number: a register family or "$N".
  std::vector<std::string> OperandLoc;
  std::vector<llvm::Type *> OperandType;
  std::map<std::string, llvm::Value *> Locs; ///< i64 values.
  llvm::Value *Carry = nullptr;              ///< i1.
  /// A `rep` prefix before `bsf`/`bsr`: tzcnt/lzcnt spelled for older
  /// assemblers (longlong.h's count_trailing_zeros on newer processors).
  bool Rep = false;

  bool bindOperands(std::vector<std::pair<std::string, llvm::Type *>> &Outs);
  bool parseOperand(llvm::StringRef Text, Operand &Op) const;
  bool execute(llvm::StringRef Line);
  unsigned widthOf(llvm::ArrayRef<Operand> Ops) const;
  llvm::Value *read(const Operand &Op, unsigned W);
  void write(const Operand &Op, llvm::Value *V);
  llvm::Value *get(const std::string &Loc);
  void set(const std::string &Loc, llvm::Value *V);
  llvm::Value *intrinsic(llvm::Intrinsic::ID ID, llvm::Value *X,
                         llvm::Value *Extra = nullptr);
};

llvm::Value *AsmEvaluator::get(const std::string &Loc) {
  auto It = Locs.find(Loc);
  // A register the statement never set holds nothing it could depend on
  // (the compiler gave it no value): 0.
  return It == Locs.end() ? llvm::ConstantInt::get(I64, 0) : It->second;
}

void AsmEvaluator::set(const std::string &Loc, llvm::Value *V) {
  Locs[Loc] = V;
}

bool AsmEvaluator::bindOperands(
    std::vector<std::pair<std::string, llvm::Type *>> &Outs) {
  llvm::InlineAsm::ConstraintInfoVector Cs = Asm.ParseConstraints();
  llvm::Type *Ret = Call.getType();
  unsigned NumOut = 0, NumIn = 0;
  for (const llvm::InlineAsm::ConstraintInfo &C : Cs) {
    if (C.Type == llvm::InlineAsm::isClobber)
      continue;
    if (C.isIndirect || C.Codes.empty())
      return false; // a memory operand
    unsigned Index = OperandLoc.size();
    std::string Code = C.Codes.front();
    std::string Loc = "$" + std::to_string(Index);
    if (Code.size() > 2 && Code.front() == '{' && Code.back() == '}') {
      auto R = registerName("r" + Code.substr(1, Code.size() - 2));
      if (!R)
        R = registerName(Code.substr(1, Code.size() - 2));
      if (!R)
        return false;
      Loc = R->first;
    }
    llvm::Type *Ty;
    if (C.Type == llvm::InlineAsm::isOutput) {
      if (Ret->isVoidTy())
        return false;
      Ty = Ret->isStructTy() ? Ret->getStructElementType(NumOut) : Ret;
      ++NumOut;
      Outs.push_back({Loc, Ty});
    } else {
      if (NumIn >= Call.arg_size())
        return false;
      llvm::Value *Arg = Call.getArgOperand(NumIn++);
      Ty = Arg->getType();
      unsigned Tied;
      if (!llvm::StringRef(Code).getAsInteger(10, Tied)) {
        if (Tied >= OperandLoc.size())
          return false;
        Loc = OperandLoc[Tied];
      }
      if (!Ty->isIntegerTy() || Ty->getIntegerBitWidth() > 64)
        return false;
      set(Loc, B.CreateZExt(Arg, I64));
    }
    if (!Ty->isIntegerTy() || Ty->getIntegerBitWidth() > 64)
      return false;
    OperandLoc.push_back(Loc);
    OperandType.push_back(Ty);
  }
  unsigned Expected = Ret->isVoidTy()     ? 0
                      : Ret->isStructTy() ? Ret->getStructNumElements()
                                          : 1;
  return NumOut == Expected && NumIn == Call.arg_size();
}

bool AsmEvaluator::parseOperand(llvm::StringRef Text, Operand &Op) const {
  Text = Text.trim();
  if (Text.consume_front("$$")) {
    Op.K = Operand::Imm;
    int64_t V;
    if (Text.getAsInteger(0, V))
      return false;
    Op.Value = static_cast<uint64_t>(V);
    return true;
  }
  if (Text.consume_front("$")) {
    llvm::StringRef Num = Text, Mod;
    if (Text.consume_front("{") && Text.consume_back("}"))
      std::tie(Num, Mod) = Text.split(':');
    unsigned N;
    if (Num.getAsInteger(10, N) || N >= OperandLoc.size())
      return false;
    Op.K = Operand::Slot;
    Op.OperandIndex = N;
    Op.Loc = OperandLoc[N];
    Op.Width = Mod == "q" ? 64 : Mod == "k" ? 32 : Mod.empty() ? 0 : ~0u;
    return Op.Width != ~0u;
  }
  if (Text.consume_front("%")) {
    auto R = registerName(Text);
    if (!R)
      return false;
    Op.K = Operand::Reg;
    Op.Loc = R->first;
    Op.Width = R->second;
    return true;
  }
  return false;
}

unsigned AsmEvaluator::widthOf(llvm::ArrayRef<Operand> Ops) const {
  unsigned W = 0;
  for (const Operand &Op : Ops)
    if (Op.K == Operand::Reg || (Op.K == Operand::Slot && Op.Width))
      W = std::max(W, Op.Width);
  if (W)
    return W;
  for (const Operand &Op : Ops)
    if (Op.K == Operand::Slot)
      W = std::max(W, OperandType[Op.OperandIndex]->getIntegerBitWidth());
  return W > 32 || W == 0 ? 64 : 32;
}

llvm::Value *AsmEvaluator::read(const Operand &Op, unsigned W) {
  llvm::Type *Ty = B.getIntNTy(W);
  if (Op.K == Operand::Imm)
    return llvm::ConstantInt::get(Ty, Op.Value);
  return B.CreateTrunc(get(Op.Loc), Ty);
}

void AsmEvaluator::write(const Operand &Op, llvm::Value *V) {
  // A 32-bit result clears the upper half of its 64-bit register.
  set(Op.Loc, B.CreateZExt(V, I64));
}

llvm::Value *AsmEvaluator::intrinsic(llvm::Intrinsic::ID ID, llvm::Value *X,
                                     llvm::Value *Extra) {
  llvm::Function *F =
      llvm::Intrinsic::getDeclaration(Call.getModule(), ID, {X->getType()});
  if (Extra)
    return B.CreateCall(F, {X, Extra});
  return B.CreateCall(F, {X});
}

bool AsmEvaluator::execute(llvm::StringRef Line) {
  Line = Line.trim();
  if (Line.empty())
    return true;
  auto [Mnemonic, Rest] = Line.split(' ');
  if (Mnemonic == "rep") {
    if (Rep)
      return false;
    Rep = true;
    return execute(Rest);
  }
  if (Rest.contains('(') || Mnemonic.endswith(":") || Mnemonic.startswith("."))
    return false;
  std::vector<Operand> Ops;
  llvm::SmallVector<llvm::StringRef, 3> Parts;
  if (!Rest.trim().empty())
    Rest.split(Parts, ',');
  for (llvm::StringRef P : Parts) {
    Ops.emplace_back();
    if (!parseOperand(P, Ops.back()))
      return false;
  }
  static const char *Bases[] = {
      "mov", "xchg", "add",   "adc",   "sub",    "sbb",   "and",  "or",
      "xor", "not",  "neg",   "inc",   "dec",    "mul",   "mulx", "div",
      "bsf", "bsr",  "tzcnt", "lzcnt", "popcnt", "bswap", "shl",  "sal",
      "shr", "sar",  "rol",   "ror",   "nop",    "cpuid"};
  std::string Op;
  unsigned W = 0;
  for (const char *Base : Bases) {
    if (Mnemonic == Base) {
      Op = Base;
      break;
    }
    if (Mnemonic.size() == std::strlen(Base) + 1 && Mnemonic.startswith(Base)) {
      char S = Mnemonic.back();
      if (S != 'q' && S != 'l')
        return false; // 8- and 16-bit forms: not modelled
      Op = Base;
      W = S == 'q' ? 64 : 32;
      break;
    }
  }
  if (Op.empty())
    return false;
  if (Rep) {
    if (Op != "bsf" && Op != "bsr")
      return false;
    Op = Op == "bsf" ? "tzcnt" : "lzcnt";
    Rep = false;
  }
  if (Op == "nop")
    return Ops.empty();
  if (Op == "cpuid") {
    if (!Ops.empty())
      return false;
    for (const char *R : {"ax", "bx", "cx", "dx"})
      set(R, llvm::ConstantInt::get(I64, 0));
    return true;
  }
  if (!W)
    W = widthOf(Ops);
  llvm::Type *Ty = B.getIntNTy(W);
  auto Zero = [&] { return llvm::ConstantInt::get(Ty, 0); };
  auto Flag = [&](bool V) { return B.getInt1(V); };
  if (!Carry)
    Carry = Flag(false);

  if (Op == "mulx") {
    // AT&T order: the factor beside rdx, then the low and high halves.
    if (Ops.size() != 3 || Ops[1].K == Operand::Imm || Ops[2].K == Operand::Imm)
      return false;
    llvm::Type *Wide = B.getIntNTy(2 * W);
    llvm::Value *P =
        B.CreateMul(B.CreateZExt(read(Ops[0], W), Wide),
                    B.CreateZExt(B.CreateTrunc(get("dx"), Ty), Wide));
    write(Ops[1], B.CreateTrunc(P, Ty));
    write(Ops[2], B.CreateTrunc(B.CreateLShr(P, W), Ty));
    return true;
  }
  if (Op == "mul" || Op == "div") {
    if (Ops.size() != 1 || Ops[0].K == Operand::Imm)
      return false;
    llvm::Type *Wide = B.getIntNTy(2 * W);
    llvm::Value *S = B.CreateZExt(read(Ops[0], W), Wide);
    llvm::Value *Ax = B.CreateZExt(B.CreateTrunc(get("ax"), Ty), Wide);
    llvm::Value *Lo, *Hi;
    if (Op == "mul") {
      llvm::Value *P = B.CreateMul(Ax, S);
      Lo = B.CreateTrunc(P, Ty);
      Hi = B.CreateTrunc(B.CreateLShr(P, W), Ty);
      Carry = B.CreateICmpNE(Hi, Zero());
    } else {
      llvm::Value *Dx = B.CreateZExt(B.CreateTrunc(get("dx"), Ty), Wide);
      llvm::Value *N = B.CreateOr(B.CreateShl(Dx, W), Ax);
      Lo = B.CreateTrunc(B.CreateUDiv(N, S), Ty);
      Hi = B.CreateTrunc(B.CreateURem(N, S), Ty);
    }
    set("ax", B.CreateZExt(Lo, I64));
    set("dx", B.CreateZExt(Hi, I64));
    return true;
  }
  if (Op == "not" || Op == "neg" || Op == "inc" || Op == "dec" ||
      Op == "bswap") {
    if (Ops.size() != 1 || Ops[0].K == Operand::Imm)
      return false;
    llvm::Value *D = read(Ops[0], W);
    llvm::Value *R;
    if (Op == "not")
      R = B.CreateNot(D);
    else if (Op == "neg") {
      R = B.CreateNeg(D);
      Carry = B.CreateICmpNE(D, Zero());
    } else if (Op == "inc")
      R = B.CreateAdd(D, llvm::ConstantInt::get(Ty, 1));
    else if (Op == "dec")
      R = B.CreateSub(D, llvm::ConstantInt::get(Ty, 1));
    else
      R = intrinsic(llvm::Intrinsic::bswap, D);
    write(Ops[0], R);
    return true;
  }
  bool Shift = Op == "shl" || Op == "sal" || Op == "shr" || Op == "sar" ||
               Op == "rol" || Op == "ror";
  if (Shift && Ops.size() == 1) // a shift by one
    Ops.insert(Ops.begin(), Operand{Operand::Imm, "", 0, -1, 1});
  if (Ops.size() != 2 || Ops[1].K == Operand::Imm)
    return false;
  llvm::Value *S = read(Ops[0], W);
  llvm::Value *D = read(Ops[1], W);
  llvm::Value *R;
  if (Op == "mov")
    R = S;
  else if (Op == "xchg") {
    write(Ops[0], D);
    R = S;
  } else if (Op == "add" || Op == "adc") {
    llvm::Value *In = Op == "adc" ? Carry : Flag(false);
    R = B.CreateAdd(B.CreateAdd(D, S), B.CreateZExt(In, Ty));
    // Carry out: the sum wrapped below D, or came back to D with a carry in.
    Carry = B.CreateOr(B.CreateICmpULT(R, D),
                       B.CreateAnd(In, B.CreateICmpEQ(R, D)));
  } else if (Op == "sub" || Op == "sbb") {
    llvm::Value *In = Op == "sbb" ? Carry : Flag(false);
    R = B.CreateSub(B.CreateSub(D, S), B.CreateZExt(In, Ty));
    Carry = B.CreateOr(B.CreateICmpULT(D, S),
                       B.CreateAnd(In, B.CreateICmpEQ(D, S)));
  } else if (Op == "and" || Op == "or" || Op == "xor") {
    R = Op == "and"  ? B.CreateAnd(D, S)
        : Op == "or" ? B.CreateOr(D, S)
                     : B.CreateXor(D, S);
    Carry = Flag(false);
  } else if (Op == "bsf" || Op == "bsr") {
    llvm::Value *Z =
        Op == "bsf"
            ? intrinsic(llvm::Intrinsic::cttz, S, Flag(false))
            : B.CreateSub(llvm::ConstantInt::get(Ty, W - 1),
                          intrinsic(llvm::Intrinsic::ctlz, S, Flag(false)));
    R = B.CreateSelect(B.CreateICmpEQ(S, Zero()), D, Z);
  } else if (Op == "tzcnt")
    R = intrinsic(llvm::Intrinsic::cttz, S, Flag(false));
  else if (Op == "lzcnt")
    R = intrinsic(llvm::Intrinsic::ctlz, S, Flag(false));
  else if (Op == "popcnt")
    R = intrinsic(llvm::Intrinsic::ctpop, S);
  else {
    // Shifts and rotations: the count is masked to the width, as x86 does.
    llvm::Value *C = B.CreateAnd(S, llvm::ConstantInt::get(Ty, W - 1));
    if (Op == "shl" || Op == "sal")
      R = B.CreateShl(D, C);
    else if (Op == "shr")
      R = B.CreateLShr(D, C);
    else if (Op == "sar")
      R = B.CreateAShr(D, C);
    else
      R = B.CreateCall(
          llvm::Intrinsic::getDeclaration(Call.getModule(),
                                          Op == "rol" ? llvm::Intrinsic::fshl
                                                      : llvm::Intrinsic::fshr,
                                          {Ty}),
          {D, D, C});
  }
  write(Ops[1], R);
  return true;
}

bool AsmEvaluator::lower() {
  std::vector<std::pair<std::string, llvm::Type *>> Outs;
  if (!bindOperands(Outs))
    return false;
  llvm::SmallVector<llvm::StringRef, 8> Lines;
  llvm::StringRef(Asm.getAsmString()).split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    llvm::SmallVector<llvm::StringRef, 4> Stmts;
    L.split(Stmts, ';');
    for (llvm::StringRef St : Stmts) {
      // Tabs separate a mnemonic from its operands as often as spaces do.
      std::string Norm = St.trim().str();
      std::replace(Norm.begin(), Norm.end(), '\t', ' ');
      if (!execute(Norm))
        return false;
    }
  }
  if (Rep)
    return false;
  llvm::Value *Result = nullptr;
  if (Outs.size() == 1)
    Result = B.CreateTrunc(get(Outs[0].first), Outs[0].second);
  else if (!Outs.empty()) {
    Result = llvm::UndefValue::get(Call.getType());
    for (unsigned K = 0; K < Outs.size(); ++K)
      Result = B.CreateInsertValue(
          Result, B.CreateTrunc(get(Outs[K].first), Outs[K].second), K);
  }
  if (Result)
    Call.replaceAllUsesWith(Result);
  return true;
}

} // namespace

unsigned forage::lowerInlineAsmIdioms(llvm::Module &M) {
  if (!llvm::StringRef(M.getTargetTriple()).startswith("x86_64") &&
      !llvm::StringRef(M.getTargetTriple()).startswith("i386") &&
      !llvm::StringRef(M.getTargetTriple()).startswith("i686"))
    return 0;
  std::vector<llvm::CallInst *> Calls;
  for (llvm::Function &F : M)
    for (llvm::BasicBlock &BB : F)
      for (llvm::Instruction &I : BB)
        if (auto *C = llvm::dyn_cast<llvm::CallInst>(&I))
          if (C->isInlineAsm())
            Calls.push_back(C);
  unsigned N = 0;
  for (llvm::CallInst *C : Calls) {
    auto *Asm = llvm::cast<llvm::InlineAsm>(C->getCalledOperand());
    if (Asm->getDialect() != llvm::InlineAsm::AD_ATT)
      continue;
    // The evaluator inserts its IR before the call; a statement it does not
    // know leaves dead instructions there, which go again.
    llvm::Instruction *First = C->getPrevNode();
    AsmEvaluator E(*C, *Asm);
    if (E.lower()) {
      C->eraseFromParent();
      ++N;
      continue;
    }
    llvm::SmallVector<llvm::Instruction *, 16> Dead;
    for (llvm::Instruction *I = First ? First->getNextNode()
                                      : &C->getParent()->front();
         I != C; I = I->getNextNode())
      Dead.push_back(I);
    for (auto It = Dead.rbegin(); It != Dead.rend(); ++It)
      (*It)->eraseFromParent();
  }
  return N;
}
