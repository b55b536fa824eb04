//===- InterpreterFrames.cpp - calls, returns and their stack objects -----===//
//
// A call pushes a frame (its arguments, by-value copies and variadic area);
// a return pops it, and the frame's stack objects die with it (and, where
// addresses are recycled, give them back: Memory::popStack).
//
//===----------------------------------------------------------------------===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instruction.h"

#include <algorithm>
#include <cstring>

using namespace forage;

bool Interpreter::pushFrame(State &S, const DecodedFunction *Callee,
                            const Inst &Call, const CallInfo &CI,
                            uint32_t CallerBase) {
  if (S.Stack.size() >= Opts.MaxCallDepth) {
    S.End.K = Termination::Limit;
    S.End.Message = "call depth exceeded " + std::to_string(Opts.MaxCallDepth) +
                    " (unbounded recursion?)";
    S.End.Location = locationOf(Call.Source);
    return false;
  }
  const DecodedFunction *CallerFn = S.Stack.back().Fn;
  uint32_t Base = CallerBase + CallerFn->NumSlots;
  if (S.Regs.size() < Base + Callee->NumSlots)
    S.Regs.resize(std::max<size_t>(Base + Callee->NumSlots, 2 * S.Regs.size()));
  Value *Caller = S.Regs.data() + CallerBase;
  Value *R = S.Regs.data() + Base;
  std::memcpy(static_cast<void *>(R + Callee->ConstBase),
              Callee->Constants.data(),
              Callee->Constants.size() * sizeof(Value));
  uint32_t NFixed = std::min<uint32_t>(Callee->NumParams, CI.Args.size());
  for (uint32_t P = 0; P < NFixed; ++P)
    for (uint32_t K = 0; K < Callee->ParamSlotCounts[P]; ++K)
      R[Callee->ParamSlots[P] + K] = Caller[CI.Args[P] + K];
  for (uint32_t P = NFixed; P < Callee->NumParams; ++P)
    for (uint32_t K = 0; K < Callee->ParamSlotCounts[P]; ++K)
      R[Callee->ParamSlots[P] + K] = Value();
  uint32_t AllocaMark = static_cast<uint32_t>(S.Allocas.size());
  for (uint32_t P = 0; P < Callee->ByValParams.size() && P < NFixed; ++P)
    if (uint64_t Size = Callee->ByValParams[P].first) {
      // The caller's object stays as it is whatever the callee writes.
      Value &Arg = R[Callee->ParamSlots[P]];
      MemObject *Copy =
          Mem.allocate(Size, Callee->ByValParams[P].second, ObjectKind::Stack);
      MemObject *From = Mem.find(static_cast<uint64_t>(Arg.C));
      if (!Copy || !From ||
          static_cast<uint64_t>(Arg.C) - From->Address + Size > From->Size) {
        S.End.K = Termination::Unsupported;
        S.End.Message = "a struct passed by value that forage cannot copy";
        S.End.Location = locationOf(Call.Source);
        return false;
      }
      copyBytes(Copy, 0, From, static_cast<uint64_t>(Arg.C) - From->Address,
                Size);
      S.Allocas.push_back(Copy);
      Arg = Value{Copy->Address, nullptr};
    }
  MemObject *VarArgs = nullptr;
  if (Callee->IsVarArg) {
    // Extra arguments go to a memory block read by va_arg: 8-byte slots on
    // x86-64 (the overflow area), 4-byte slots on i386.
    unsigned SlotBytes = PtrBits / 8;
    uint64_t Size = 0;
    for (uint32_t P = NFixed; P < CI.Args.size(); ++P)
      Size += ((CI.ArgSlots[P] * 16 + SlotBytes - 1) / SlotBytes) * SlotBytes;
    VarArgs = Mem.allocate(std::max<uint64_t>(Size, 8), 16, ObjectKind::Stack);
    uint64_t Off = 0;
    const llvm::CallBase *CB = llvm::cast<llvm::CallBase>(Call.Source);
    const llvm::DataLayout &DL = Program->dataLayout();
    for (uint32_t P = NFixed; P < CI.Args.size(); ++P) {
      llvm::Type *T = CB->getArgOperand(P)->getType();
      std::vector<Leaf> Leaves;
      Program->leavesOf(T, 0, Leaves);
      uint64_t Bytes = DL.getTypeAllocSize(T);
      if (DL.getABITypeAlign(T).value() >= 16 && PtrBits == 64)
        Off = (Off + 15) & ~uint64_t(15);
      for (uint32_t K = 0; K < Leaves.size(); ++K)
        writeBytes(VarArgs, Off + Leaves[K].Offset, Caller[CI.Args[P] + K],
                   Leaves[K]);
      Off += (Bytes + SlotBytes - 1) / SlotBytes * SlotBytes;
    }
    VarArgs->Size = std::max<uint64_t>(Off, 1);
    S.Allocas.push_back(VarArgs);
  }
  Frame Fr{Callee, Base, 0, CallerBase + Call.Dst, AllocaMark, VarArgs, &Call};
  S.Stack.push_back(Fr);
  if (Observer) {
    Value Args[8];
    unsigned N = std::min<unsigned>(Callee->NumParams, 8);
    for (unsigned P = 0; P < N; ++P)
      Args[P] = R[Callee->ParamSlots[P]];
    Observer->onCall(S, Callee->Fn, Args, N);
  }
  return true;
}

void Interpreter::endAllocas(State &S, size_t Mark) {
  for (size_t K = Mark; K < S.Allocas.size(); ++K) {
    S.Allocas[K]->Alive = false;
    S.Allocas[K]->dropShadow();
    Mem.noteWrite(S.Allocas[K]);
  }
  // Recycling (no forked states): the frame's objects are the last ones of
  // the stack arena, and give their addresses back.
  size_t K = S.Allocas.size();
  while (K > Mark && Mem.popStack(S.Allocas[K - 1]))
    --K;
  S.Allocas.resize(Mark);
}

void Interpreter::returnFrom(State &S, const Inst &I) {
  Frame F = S.Stack.back();
  if (Observer)
    Observer->onReturn(S, F.Fn->Fn, I.Aux ? &S.Regs[F.Base + I.A] : nullptr);
  S.Stack.pop_back();
  endAllocas(S, F.AllocaMark);
  if (S.Stack.empty()) {
    S.End.K = Termination::Exit;
    S.End.ExitCode =
        I.Aux ? static_cast<int>(S.Regs[F.Base + I.A].C & 0xff) : 0;
    return;
  }
  uint32_t N = std::min(I.Aux, Program->Calls[F.CallSite->Extra].NumRet);
  for (uint32_t K = 0; K < N; ++K)
    S.Regs[F.RetDst + K] = S.Regs[F.Base + I.A + K];
}
