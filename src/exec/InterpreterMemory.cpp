//===- InterpreterMemory.cpp - checked loads, stores and allocas ----------===//
//
// Every access is bounds-checked against the object its concrete address
// falls in (docs/architecture.md, decision 7). A symbolic address into a known
// object adds a Check entry whose alternative is an out-of-bounds or null
// address (so the search can look for the bug), then either reads through an
// array term over the object's bytes (loads from objects up to
// --max-symbolic-array bytes) or pins the address to its concrete value.
//
//===----------------------------------------------------------------------===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"
#include "expr/Range.h"

#include "llvm/IR/Instructions.h"

#include <cstring>

using namespace forage;

MemObject *Interpreter::resolve(State &S, const Inst &I, const Value &Ptr,
                                uint64_t Size, bool Write, ExprRef *SymOffset,
                                bool Resolved) {
  uint64_t A = static_cast<uint64_t>(bits::trunc(Ptr.C, PtrBits));
  MemObject *O = Mem.find(A);
  if (!O && !Write && (O = Mem.viewNative(A, Size)))
    // Outside forage's objects but readable: memory a native call handed
    // the program (its data is concrete and from outside the model).
    noteExternalData("native memory");
  bool InBounds = O && O->Alive && O->Kind != ObjectKind::Function &&
                  A - O->Address + Size <= O->Size;
  if (O && O->NativeView && (Write || !InBounds)) {
    // Not a bug of the program: forage cannot tell how far native memory
    // reaches, nor let the program change it.
    terminateUnsupported(S, I,
                         std::string(Write ? "write to" : "read past") +
                             " memory a native call handed the program");
    return nullptr;
  }
  if (Ptr.S && InBounds && O->Kind != ObjectKind::External) {
    ExprRef Off = Ctx.sub(Ptr.S, Ctx.constant(PtrBits, O->Address));
    ExprRef Ok = Ctx.ule(Off, Ctx.constant(PtrBits, O->Size - Size));
    // A check that cannot fail (a masked table index) stays off the path:
    // it would tie later queries to every byte the index was made of.
    if (!Ok->isConstant() && unsignedMax(Off) <= O->Size - Size)
      Ok = Ctx.boolean(true);
    if (!Ok->isConstant() && Resolved) {
      // Forking runs resolved the address before (the driver forked for
      // the other objects it may point to): here it is in O.
      addEntry(S, {PathEntry::Assume, Ok});
    } else if (!Ok->isConstant()) {
      // The alternative lands just outside the object (in a red zone, so
      // the next run sees the bug) or on NULL.
      uint64_t Half = Arena::RedZone / 2;
      ExprRef Near = Ctx.ule(Ctx.add(Off, Ctx.constant(PtrBits, Half)),
                             Ctx.constant(PtrBits, O->Size - Size + 2 * Half));
      PathEntry E{PathEntry::Check, Ok};
      E.Alternative = Ctx.orE(Ctx.andE(Ctx.negate(Ok), Near),
                              Ctx.eq(Ptr.S, Ctx.constant(PtrBits, 0)));
      addEntry(S, E);
    }
    if (!Write && SymOffset && O->Size <= Opts.MaxSymbolicArray &&
        !Off->isConstant())
      *SymOffset = Off;
    else if (Resolved)
      // The driver resolved the address to this one (and forked for the
      // others it may take): a decision, not a lost value.
      addEntry(
          S, {PathEntry::Assume, Ctx.eq(Ptr.S, Ctx.constant(PtrBits, Ptr.C))});
    else
      concretize(S, Ptr, PtrBits);
  }
  if (InBounds) {
    if (Write && O->ReadOnly) {
      terminateBug(S, BugKind::OutOfBounds, I,
                   "write to read-only object '" + O->Name + "'");
      return nullptr;
    }
    return O;
  }
  char Buf[64];
  snprintf(Buf, sizeof Buf, "0x%llx", static_cast<unsigned long long>(A));
  std::string What = std::string(Write ? "write" : "read") + " of " +
                     std::to_string(Size) + " bytes at " + Buf;
  if (!O && A < 4096)
    terminateBug(S, BugKind::NullDereference, I,
                 std::string(Write ? "write" : "read") +
                     " through a null pointer");
  else if (!O)
    terminateBug(S, BugKind::OutOfBounds, I,
                 What + ", which is outside every object");
  else if (!O->Alive)
    terminateBug(S, BugKind::UseAfterFree, I,
                 What + " in a " +
                     (O->Kind == ObjectKind::Heap ? "freed heap block"
                                                  : "dead stack object"));
  else if (O->Kind == ObjectKind::Function)
    terminateBug(S, BugKind::OutOfBounds, I,
                 What + ", which is the code of function '" + O->Name + "'");
  else
    terminateBug(S, BugKind::OutOfBounds, I,
                 What + " at offset " + std::to_string(A - O->Address) +
                     " of an object of " + std::to_string(O->Size) + " bytes");
  return nullptr;
}

Value Interpreter::readBytes(MemObject *O, uint64_t Off, ExprRef SymOffset,
                             const Leaf &L) {
  Value V;
  std::memcpy(&V.C, O->bytes() + Off, std::min<unsigned>(L.Bytes, 16));
  V.C = bits::trunc(V.C, L.Width);
  if (SymOffset) {
    std::vector<ExprRef> Bytes(O->Size);
    for (uint64_t K = 0; K < O->Size; ++K) {
      ExprRef B = O->shadowAt(K);
      Bytes[K] = B ? B : Ctx.constant(8, O->bytes()[K]);
    }
    ExprRef Arr = Ctx.array(Bytes);
    ExprRef E = nullptr;
    for (int K = L.Bytes - 1; K >= 0; --K) {
      ExprRef Index = Ctx.add(SymOffset, Ctx.constant(PtrBits, L.Offset + K));
      ExprRef B = Ctx.select(Arr, Index);
      E = E ? Ctx.concat(E, B) : B;
    }
    V.S = Ctx.trunc(E, L.Width);
    if (V.S->isConstant())
      V.S = nullptr;
    return V;
  }
  if (!O->hasShadow())
    return V;
  bool Any = false;
  for (unsigned K = 0; K < L.Bytes && !Any; ++K)
    Any = O->Shadow[Off + K] != nullptr;
  if (!Any)
    return V;
  ExprRef E = nullptr;
  for (int K = L.Bytes - 1; K >= 0; --K) {
    ExprRef B = O->Shadow[Off + K];
    if (!B)
      B = Ctx.constant(8, O->bytes()[Off + K]);
    E = E ? Ctx.concat(E, B) : B;
  }
  V.S = Ctx.trunc(E, L.Width);
  if (V.S->isConstant())
    V.S = nullptr;
  return V;
}

void Interpreter::writeBytes(MemObject *O, uint64_t Off, const Value &V,
                             const Leaf &L) {
  u128 C = V.C;
  Mem.noteWrite(O, Off, L.Bytes);
  if (!O->Unwritten.empty())
    std::fill_n(O->Unwritten.begin() + Off, L.Bytes, 0);
  std::memcpy(O->bytes() + Off, &C, std::min<unsigned>(L.Bytes, 16));
  if (!V.S) {
    if (O->hasShadow())
      for (unsigned K = 0; K < L.Bytes; ++K)
        O->Shadow[Off + K] = nullptr;
    return;
  }
  ExprRef E = V.S;
  if (E->width() < 8u * L.Bytes)
    E = Ctx.zext(E, 8u * L.Bytes);
  for (unsigned K = 0; K < L.Bytes; ++K) {
    ExprRef B = Ctx.extract(E, 8 * K, 8);
    O->setShadow(Off + K, B->isConstant() ? nullptr : B);
  }
}

void Interpreter::copyBytes(MemObject *Dst, uint64_t DOff, MemObject *Src,
                            uint64_t SOff, uint64_t N) {
  Mem.noteWrite(Dst, DOff, N);
  std::memmove(Dst->bytes() + DOff, Src->bytes() + SOff, N);
  // An indeterminate byte copied stays indeterminate (a struct copied
  // whole); a determinate one overwrites.
  if (!Src->Unwritten.empty() || !Dst->Unwritten.empty()) {
    std::vector<uint8_t> Tmp(N, 0);
    if (!Src->Unwritten.empty())
      std::copy_n(Src->Unwritten.begin() + SOff, N, Tmp.begin());
    if (Dst->Unwritten.empty() && std::count(Tmp.begin(), Tmp.end(), 1))
      Dst->Unwritten.assign(Dst->Size, 0);
    if (!Dst->Unwritten.empty())
      std::copy(Tmp.begin(), Tmp.end(), Dst->Unwritten.begin() + DOff);
  }
  if (!Src->hasShadow()) {
    if (Dst->hasShadow())
      std::fill(Dst->Shadow.begin() + DOff, Dst->Shadow.begin() + DOff + N,
                nullptr);
    return;
  }
  // In place, without a copy of the range: a buffer grown by realloc is
  // copied whole at every step (units: 448 800 bytes, a temporary of eight
  // bytes per byte and a call per byte each time).
  const ExprRef *From = Src->Shadow.data() + SOff;
  if (!Dst->hasShadow()) {
    if (std::none_of(From, From + N, [](ExprRef E) { return E; }))
      return;
    Dst->Shadow.assign(Dst->Size, nullptr); // Dst is not Src: Src has one
  }
  std::memmove(Dst->Shadow.data() + DOff, From, N * sizeof(ExprRef));
}

std::string Interpreter::readString(uint64_t A, size_t Max) {
  std::string Out;
  MemObject *O = Mem.find(A);
  if (!O || O->Kind == ObjectKind::Function)
    return Out;
  for (uint64_t P = A; P < O->Address + O->Size && Out.size() < Max; ++P) {
    char C = static_cast<char>(*reinterpret_cast<uint8_t *>(P));
    if (!C)
      break;
    Out.push_back(C);
  }
  return Out;
}

void Interpreter::load(State &S, const Inst &I) {
  Frame &F = S.Stack.back();
  Value Ptr = S.Regs[F.Base + I.A];
  if (Ptr.S && pauseAt(S, ForkPoint::Resolve, Ptr.S)) {
    S.Fork.AccessSize = I.C;
    S.Fork.Write = false;
    return;
  }
  ExprRef SymOffset = nullptr;
  MemObject *O = resolve(S, I, Ptr, I.C, false, &SymOffset, Opts.Fork);
  if (!O)
    return;
  uint64_t Off =
      static_cast<uint64_t>(bits::trunc(Ptr.C, PtrBits)) - O->Address;
  // A pointer no store reached: forage reads null, natively it is whatever
  // the stack held (TestRecorder keeps a run that then crashes on null out
  // of the Test-Comp suite; docs/uninitialized.md).
  if (I.Flags && !O->Unwritten.empty() && !SymOffset &&
      std::count(O->Unwritten.begin() + Off,
                 O->Unwritten.begin() + std::min(O->Size, Off + I.C), 1))
    S.ReadIndeterminate = true;
  Value *R = S.Regs.data() + S.Stack.back().Base;
  for (uint32_t K = 0; K < I.Aux; ++K) {
    const Leaf &L = Program->Leaves[I.Extra + K];
    R[I.Dst + K] = readBytes(O, Off + L.Offset, SymOffset, L);
  }
}

void Interpreter::store(State &S, const Inst &I) {
  Frame &F = S.Stack.back();
  Value Ptr = S.Regs[F.Base + I.B];
  if (Ptr.S && pauseAt(S, ForkPoint::Resolve, Ptr.S)) {
    S.Fork.AccessSize = I.C;
    S.Fork.Write = true;
    return;
  }
  MemObject *O = resolve(S, I, Ptr, I.C, true, nullptr, Opts.Fork);
  if (!O)
    return;
  uint64_t Off =
      static_cast<uint64_t>(bits::trunc(Ptr.C, PtrBits)) - O->Address;
  const Value *R = S.Regs.data() + S.Stack.back().Base;
  for (uint32_t K = 0; K < I.Aux; ++K) {
    const Leaf &L = Program->Leaves[I.Extra + K];
    writeBytes(O, Off + L.Offset, R[I.A + K], L);
  }
}

void Interpreter::allocateStack(State &S, const Inst &I) {
  Frame &F = S.Stack.back();
  const Value &Count = S.Regs[F.Base + I.A];
  u128 N = bits::trunc(concretizeSize(S, Count, I.B, I.Extra), I.B);
  u128 Size = N * I.Extra;
  if (Size > Opts.MaxAllocation) {
    S.End.K = Termination::Limit;
    S.End.Message = "stack allocation of " +
                    std::to_string(static_cast<uint64_t>(Size)) +
                    " bytes is too large";
    S.End.Location = locationOf(I.Source);
    return;
  }
  MemObject *O =
      Mem.allocate(static_cast<uint64_t>(Size), I.Aux, ObjectKind::Stack);
  if (!O) {
    S.End.K = Termination::Limit;
    S.End.Message = "out of memory for the program's stack";
    S.End.Location = locationOf(I.Source);
    return;
  }
  S.Allocas.push_back(O);
  S.Regs[S.Stack.back().Base + I.Dst] = Value{O->Address, nullptr};
}

/// atomicrmw and cmpxchg, for a program with one thread: a load, an
/// operation and a store, returning the old value.
void Interpreter::atomic(State &S, const Inst &I) {
  uint32_t Base = S.Stack.back().Base;
  Value Ptr = S.Regs[Base + I.A];
  const Leaf &L = Program->Leaves[I.Extra];
  uint64_t Size = I.Opcode == Op::AtomicRMW ? I.C : I.Aux;
  MemObject *O = resolve(S, I, Ptr, Size, true, nullptr);
  if (!O)
    return;
  uint64_t Off =
      static_cast<uint64_t>(bits::trunc(Ptr.C, PtrBits)) - O->Address;
  Value Old = readBytes(O, Off, nullptr, L);
  unsigned W = L.Width;
  Value *R = S.Regs.data() + Base;
  if (I.Opcode == Op::CmpXchg) {
    Value Cmp = R[I.B], New = R[I.C];
    bool Same = bits::trunc(Old.C, W) == bits::trunc(Cmp.C, W);
    ExprRef SameE = Old.S || Cmp.S ? Ctx.eq(sym(Old, W), sym(Cmp, W)) : nullptr;
    Value Stored{Same ? New.C : Old.C,
                 SameE ? Ctx.ite(SameE, sym(New, W), sym(Old, W)) : nullptr};
    if (Stored.S && Stored.S->isConstant())
      Stored.S = nullptr;
    writeBytes(O, Off, Stored, L);
    R[I.Dst] = Old;
    setSym(R[I.Dst + 1], Same, SameE);
    return;
  }
  Value V = R[I.B];
  using RMW = llvm::AtomicRMWInst;
  auto Op = static_cast<RMW::BinOp>(I.Flags);
  // Each operation as a formula; constants fold to the concrete result.
  auto Apply = [&](ExprRef A, ExprRef B) -> ExprRef {
    switch (Op) {
    case RMW::Xchg:
      return B;
    case RMW::Add:
      return Ctx.add(A, B);
    case RMW::Sub:
      return Ctx.sub(A, B);
    case RMW::And:
      return Ctx.andE(A, B);
    case RMW::Nand:
      return Ctx.notE(Ctx.andE(A, B));
    case RMW::Or:
      return Ctx.orE(A, B);
    case RMW::Xor:
      return Ctx.binary(ExprKind::Xor, A, B);
    case RMW::Max:
      return Ctx.ite(Ctx.slt(A, B), B, A);
    case RMW::Min:
      return Ctx.ite(Ctx.slt(A, B), A, B);
    case RMW::UMax:
      return Ctx.ite(Ctx.ult(A, B), B, A);
    default: // UMin
      return Ctx.ite(Ctx.ult(A, B), A, B);
    }
  };
  Value New;
  New.C = Apply(Ctx.constant(W, Old.C), Ctx.constant(W, V.C))->value();
  if (Old.S || V.S)
    New.S = Apply(sym(Old, W), sym(V, W));
  if (New.S && New.S->isConstant())
    New.S = nullptr;
  writeBytes(O, Off, New, L);
  R[I.Dst] = Old;
}
