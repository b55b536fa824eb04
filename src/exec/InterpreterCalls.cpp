//===- InterpreterCalls.cpp - calls, engine primitives and libc models ----===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"
#include "suite/TestCase.h"
#include "support/Log.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

#include <cstdio>
#include <cstring>
#include <unistd.h>

using namespace forage;

/// The register Value of argument K of the call being executed.
#define ARG(K) (S.Regs[Base + CI.Args[K]])

void Interpreter::call(State &S, const Inst &I) {
  const CallInfo &CI = Program->Calls[I.Extra];
  if (CI.Kind == Handler::Function)
    return (void)pushFrame(S, CI.Callee, I, CI, S.Stack.back().Base);
  if (CI.Kind != Handler::Indirect)
    return callHandler(S, I, CI, CI.Kind, CI.Target);
  // Through a function pointer.
  uint32_t Base = S.Stack.back().Base;
  const Value &Target = S.Regs[Base + CI.CalleeSlot];
  uint64_t A = static_cast<uint64_t>(concretize(S, Target, PtrBits));
  const llvm::Function *Fn = Program->functionAt(A);
  if (!Fn)
    return terminateBug(
        S, A == 0 ? BugKind::NullDereference : BugKind::OutOfBounds, I,
        "call through an invalid function pointer");
  const auto &Site = *llvm::cast<llvm::CallBase>(I.Source);
  if (!indirectCallMayRun(Site, *Fn))
    return terminateUnsupported(
        S, I,
        "call of '" + Fn->getName().str() +
            "' through a function pointer of an incompatible type (" +
            (Site.arg_size() < Fn->arg_size()
                 ? std::to_string(Site.arg_size()) + " of its " +
                       std::to_string(Fn->arg_size()) + " parameters passed"
                 : std::string("the result of a void function used")) +
            ")");
  if (S.RecordTrace && S.IndirectCalls.size() < 64) {
    std::pair<const llvm::Instruction *, const llvm::Function *> Edge{I.Source,
                                                                      Fn};
    if (std::find(S.IndirectCalls.begin(), S.IndirectCalls.end(), Edge) ==
        S.IndirectCalls.end())
      S.IndirectCalls.push_back(Edge);
  }
  CallInfo Tmp;
  Handler H = Program->handlerFor(*Fn, Tmp);
  if (H == Handler::Function)
    return (void)pushFrame(S, Program->function(Fn), I, CI, Base);
  Tmp.Args = CI.Args;
  Tmp.ArgSlots = CI.ArgSlots;
  Tmp.NumRet = CI.NumRet;
  callHandler(S, I, Tmp, H, Fn);
}

void Interpreter::makeInput(State &S, const Inst &I, MemObject *O, uint64_t Off,
                            unsigned Bytes, InputKind K, std::string Type,
                            std::string Name) {
  uint32_t Var = static_cast<uint32_t>(S.Inputs.size());
  unsigned W = 8 * Bytes;
  bool Symbolic = !Opts.Concrete && Var < Opts.MaxInputs;
  u128 V = Var < S.Model.size() ? S.Model.get(Var) : DefaultInput(Var, W);
  V = bits::trunc(V, W);
  if (K == InputKind::Bool)
    V &= 1;
  Leaf L{0, static_cast<uint16_t>(W), static_cast<uint16_t>(Bytes)};
  Value Val{V, Symbolic ? Ctx.var(Var, W) : nullptr};
  writeBytes(O, Off, Val, L);
  if (Symbolic && K == InputKind::Bool)
    addEntry(S, {PathEntry::Assume, Ctx.ule(Val.S, Ctx.constant(W, 1))});
  S.Inputs.push_back({Var, static_cast<uint16_t>(W), K, std::move(Type),
                      std::move(Name), V, Symbolic});
  if (!Symbolic && !Opts.Concrete)
    log::warnOnce("max-input",
                  "more than --max-input=" + std::to_string(Opts.MaxInputs) +
                      " input values; the rest are concrete");
}

uint64_t Interpreter::heapAllocate(State &S, uint64_t Size) {
  if (Size > Opts.MaxAllocation)
    return 0;
  MemObject *O = Mem.allocate(Size, 16, ObjectKind::Heap);
  return O ? O->Address : 0;
}

void Interpreter::releaseDead(MemObject &O) {
  // A forking run keeps other states' memory in images restored over the
  // same addresses; there a dead block's pages are left as they are.
  if (!Opts.Fork)
    Mem.retire(O);
}

void Interpreter::freeObject(State &S, const Inst &I, uint64_t A) {
  if (A == 0)
    return;
  MemObject *O = Mem.find(A);
  if (!O || O->Address != A || O->Kind != ObjectKind::Heap) {
    std::string Why = !O ? "a pointer outside every object"
                      : O->Kind != ObjectKind::Heap
                          ? "a pointer to memory not from malloc"
                          : "a pointer into the middle of a heap block";
    return terminateBug(S, BugKind::InvalidFree, I, "free() of " + Why);
  }
  if (!O->Alive)
    return terminateBug(S, BugKind::DoubleFree, I,
                        "free() of a heap block that was already freed");
  O->Alive = false;
  O->dropShadow();
  Mem.noteWrite(O);
  releaseDead(*O);
}

void Interpreter::memoryIntrinsic(State &S, const Inst &I, const CallInfo &CI,
                                  Handler H) {
  uint32_t Base = S.Stack.back().Base;
  Value Dst = ARG(0), Src = ARG(1), Len = ARG(2);
  unsigned LenW = Len.S ? Len.S->width() : PtrBits;
  uint64_t N = static_cast<uint64_t>(concretizeSize(S, Len, LenW));
  // Making the length small may have moved S to another model: the
  // pointers' concrete values are read again.
  Dst = ARG(0);
  Src = ARG(1);
  if (CI.NumRet)
    S.Regs[Base + I.Dst] = Value{Dst.C, Dst.S};
  if (N == 0)
    return;
  chargeBytes(S, N);
  MemObject *D = resolve(S, I, Dst, N, true, nullptr);
  if (!D)
    return;
  uint64_t DOff =
      static_cast<uint64_t>(bits::trunc(Dst.C, PtrBits)) - D->Address;
  if (H == Handler::Memset) {
    Leaf L{0, 8, 1};
    Value Byte{bits::trunc(Src.C, 8), Src.S ? Ctx.trunc(Src.S, 8) : nullptr};
    if (!D->Unwritten.empty())
      std::fill_n(D->Unwritten.begin() + DOff, N, 0);
    if (!Byte.S) {
      Mem.noteWrite(D, DOff, N);
      std::memset(D->bytes() + DOff, static_cast<int>(Byte.C), N);
      if (D->hasShadow())
        std::fill(D->Shadow.begin() + DOff, D->Shadow.begin() + DOff + N,
                  nullptr);
      return;
    }
    for (uint64_t K = 0; K < N; ++K)
      writeBytes(D, DOff + K, Byte, L);
    return;
  }
  MemObject *So = resolve(S, I, Src, N, false, nullptr);
  if (!So)
    return;
  uint64_t SOff =
      static_cast<uint64_t>(bits::trunc(Src.C, PtrBits)) - So->Address;
  copyBytes(D, DOff, So, SOff, N);
}

void Interpreter::callHandler(State &S, const Inst &I, const CallInfo &CI,
                              Handler H, const llvm::Function *Target) {
  uint32_t Base = S.Stack.back().Base;
  auto Ret = [&](u128 V) {
    if (CI.NumRet)
      S.Regs[Base + I.Dst] = Value{V, nullptr};
  };
  auto Ptr = [&](unsigned K) {
    return static_cast<uint64_t>(
        bits::trunc(concretize(S, ARG(K), PtrBits), PtrBits));
  };
  switch (H) {
  case Handler::Function:
  case Handler::Indirect:
    return; // handled by call()
  case Handler::Input:
  case Handler::MakeSymbolic: {
    uint64_t A = Ptr(0);
    uint64_t Size = static_cast<uint64_t>(concretize(S, ARG(1), PtrBits));
    MemObject *O = resolve(S, I, Value{A, nullptr}, std::max<uint64_t>(Size, 1),
                           true, nullptr);
    if (!O)
      return;
    uint64_t Off = A - O->Address;
    if (H == Handler::MakeSymbolic) {
      std::string Name = readString(Ptr(2));
      for (uint64_t K = 0; K < Size; ++K)
        makeInput(S, I, O, Off + K, 1, InputKind::Byte, "unsigned char", Name);
      return;
    }
    static const InputKind Kinds[] = {InputKind::Signed, InputKind::Unsigned,
                                      InputKind::Bool, InputKind::Float,
                                      InputKind::Pointer};
    unsigned Kind = static_cast<unsigned>(ARG(2).C) % 5;
    if (Size == 0 || Size > 16)
      return terminateUnsupported(
          S, I, "input of " + std::to_string(Size) + " bytes (at most 16)");
    // The runtime's __forage_uninit_iN mark a read of a never-assigned
    // variable (docs/uninitialized.md) by the type's prefix.
    std::string Type = readString(Ptr(3)), Name;
    if (llvm::StringRef(Type).startswith(UninitializedTypePrefix)) {
      Type.erase(0, std::strlen(UninitializedTypePrefix));
      Name = UninitializedInputName;
    }
    makeInput(S, I, O, Off, static_cast<unsigned>(Size), Kinds[Kind], Type,
              Name);
    return;
  }
  case Handler::Assume: {
    const Value &C = ARG(0);
    unsigned W = C.S ? C.S->width() : 32;
    // A forking driver solves for an input that satisfies it first.
    if (C.S && bits::trunc(C.C, W) == 0 &&
        pauseAt(S, ForkPoint::Assume, Ctx.ne(C.S, Ctx.constant(W, 0))))
      return;
    if (bits::trunc(C.C, W) == 0) {
      // The input violates the assumption; record it so that the search
      // can ask for an input that satisfies it.
      if (C.S) {
        ExprRef Holds = Ctx.ne(C.S, Ctx.constant(W, 0));
        PathEntry E{PathEntry::Check, Ctx.negate(Holds)};
        E.Alternative = Holds;
        addEntry(S, E);
      }
      S.End.K = Termination::Infeasible;
      S.End.Location = locationOf(I.Source);
      return;
    }
    if (C.S)
      addEntry(S, {PathEntry::Assume, Ctx.ne(C.S, Ctx.constant(W, 0))});
    return;
  }
  case Handler::ReachError:
    return terminateBug(
        S, BugKind::ReachError, I,
        "reach_error() called: the error location is reachable");
  case Handler::AssertFail: {
    std::string Msg = "assertion failed";
    if (!CI.Args.empty()) {
      std::string Text = readString(Ptr(0));
      if (!Text.empty())
        Msg += ": " + Text;
    }
    return terminateBug(S, BugKind::AssertionFailure, I, Msg);
  }
  case Handler::Abort:
    // SV-COMP and Test-Comp programs end uninteresting paths with abort()
    // (the idiom `if (!cond) abort();` is an assumption); only with
    // --abort-is-bug is it reported, as KLEE does.
    if (!Opts.AbortIsBug) {
      S.End.K = Termination::Exit;
      S.End.ExitCode = 134;
      S.End.Location = locationOf(I.Source);
      return;
    }
    return terminateBug(S, BugKind::Abort, I, "abort() called");
  case Handler::Trap:
    return terminateBug(S, BugKind::Abort, I, "trap instruction reached");
  case Handler::Exit:
    S.End.K = Termination::Exit;
    S.End.ExitCode = CI.Args.empty() ? 0 : static_cast<int>(ARG(0).C & 0xff);
    return;
  case Handler::Malloc:
    return Ret(heapAllocate(
        S, static_cast<uint64_t>(concretizeSize(S, ARG(0), PtrBits))));
  case Handler::Calloc: {
    u128 N =
        concretizeSize(S, ARG(0), PtrBits) * concretizeSize(S, ARG(1), PtrBits);
    return Ret(
        N > Opts.MaxAllocation ? 0 : heapAllocate(S, static_cast<uint64_t>(N)));
  }
  case Handler::Realloc: {
    uint64_t Old = Ptr(0);
    uint64_t N = static_cast<uint64_t>(concretizeSize(S, ARG(1), PtrBits));
    if (Old == 0)
      return Ret(heapAllocate(S, N));
    MemObject *O = Mem.find(Old);
    if (!O || O->Address != Old || O->Kind != ObjectKind::Heap || !O->Alive)
      return freeObject(S, I, Old); // reports the misuse
    uint64_t New = heapAllocate(S, N);
    if (New) {
      MemObject *NO = Mem.find(New);
      chargeBytes(S, std::min(N, O->Size));
      copyBytes(NO, 0, O, 0, std::min(N, O->Size));
      O->Alive = false;
      O->dropShadow();
      Mem.noteWrite(O);
      releaseDead(*O);
    }
    return Ret(New);
  }
  case Handler::Free:
    return freeObject(S, I, Ptr(0));
  case Handler::Indeterminate: {
    // A forking run's memory images do not keep these marks: it does not
    // track them.
    MemObject *O = Opts.Fork ? nullptr : Mem.find(Ptr(0));
    if (O && O->Kind == ObjectKind::Stack) {
      uint64_t Off = Ptr(0) - O->Address;
      uint64_t N =
          std::min<uint64_t>(static_cast<uint64_t>(ARG(1).C), O->Size - Off);
      if (O->Unwritten.empty())
        O->Unwritten.assign(O->Size, 0);
      std::fill_n(O->Unwritten.begin() + Off, N, 1);
    }
    return;
  }
  case Handler::Memcpy:
  case Handler::Memmove:
  case Handler::Memset:
    return memoryIntrinsic(S, I, CI, H);
  case Handler::Output:
    if (Opts.CaptureOutput)
      return captureOutput(S, I, CI, Target);
    if (Opts.ProgramOutput)
      return callExternal(S, I, CI, Target);
    if (Target->getName() == "putchar" || Target->getName() == "fputc" ||
        Target->getName() == "putc")
      return Ret(bits::trunc(ARG(0).C, 8));
    return Ret(1);
  case Handler::WriteOutput:
    // The POSIX model's write(2) on stdout and stderr: the real write
    // under the same rules as printf's.
    if (Opts.CaptureOutput && ARG(0).C == 1)
      return captureOutput(S, I, CI, Target);
    if (Opts.ProgramOutput)
      return callExternal(S, I, CI, Target);
    return Ret(ARG(2).C);
  case Handler::Ignore:
    return;
  case Handler::Refuse:
    if (Target->getName() == "__forage_signal_default")
      return terminateUnsupported(
          S, I,
          "the program raised signal " + std::to_string(int(ARG(0).C)) +
              " with its default action, which ends the process by the "
              "signal: forage does not follow that end");
    return terminateUnsupported(
        S, I,
        "call of '" + Target->getName().str() +
            "', which forage cannot run natively (it would act on "
            "forage's own process)");
  case Handler::SetJmp:
    return setJump(S, I, CI);
  case Handler::LongJmp:
    return longJump(S, I, CI);
  case Handler::StackSave:
    return Ret(0);
  case Handler::ObjectSize:
    return Ret(ARG(1).C & 1 ? 0 : bits::mask(PtrBits));
  case Handler::IsConstant:
    // __builtin_constant_p left to the optimiser (gnulib's xmalloc at -O2):
    // "not known to be constant" is always a correct answer, and the one
    // the program's own code path for it handles.
    return Ret(0);
  case Handler::Expect:
    if (CI.NumRet)
      S.Regs[Base + I.Dst] = ARG(0);
    return;
  case Handler::VaStart:
  case Handler::VaEnd:
  case Handler::VaCopy:
    return varArgs(S, I, CI, H);
  case Handler::FpUnary:
    return floatIntrinsic(S, I, CI);
  case Handler::Opaque:
    return opaqueCall(S, I, CI, Target);
  case Handler::External:
    return callExternal(S, I, CI, Target);
  default:
    return bitIntrinsic(S, I, CI, H);
  }
}

namespace {
/// libc functions whose results and output depend only on their arguments
/// and the memory passed to them: a native call of one brings nothing in
/// from outside the program (its symbolic arguments are counted apart).
bool isDeterministicLibc(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "sprintf", "snprintf", "vsprintf", "vsnprintf", "sscanf", "vsscanf",
      "strtol", "strtoul", "strtoll", "strtoull", "strtod", "strtof", "strtold",
      "atoi", "atol", "atoll", "atof", "strerror", "strdup", "strndup",
      "strcoll", "strxfrm", "memchr", "memrchr", "strspn", "strcspn", "strpbrk",
      "strstr", "strtok", "strtok_r",
      // Output: the result is what was written.
      "printf", "fprintf", "puts", "putchar", "fputs", "fputc", "putc",
      "fflush", "fwrite", "perror", "vprintf", "vfprintf",
      // The POSIX model's output to stdout and stderr.
      "write"};
  return Names.contains(Name);
}

/// The bytes of the program's writable objects a native call is handed
/// pointers to, to see afterwards whether it wrote into them.
struct OutputSnapshot {
  struct Entry {
    MemObject *O;
    std::vector<uint8_t> Before;
  };
  std::vector<Entry> Entries;
  bool TooLarge = false;

  static constexpr uint64_t MaxBytes = uint64_t(1) << 20;

  void take(Memory &Mem, llvm::ArrayRef<u128> Args) {
    uint64_t Total = 0;
    for (u128 A : Args) {
      MemObject *O = Mem.find(static_cast<uint64_t>(A));
      if (!O || O->ReadOnly || !O->Alive || O->Kind == ObjectKind::Function ||
          O->Kind == ObjectKind::External ||
          llvm::any_of(Entries, [O](const Entry &E) { return E.O == O; }))
        continue;
      Total += O->Size;
      if (Total > MaxBytes) {
        TooLarge = true; // Counted as written: never an optimistic claim.
        return;
      }
      Entries.push_back(
          {O, std::vector<uint8_t>(O->bytes(), O->bytes() + O->Size)});
    }
  }
  bool changed() const {
    return TooLarge || llvm::any_of(Entries, [](const Entry &E) {
             return std::memcmp(E.O->bytes(), E.Before.data(), E.O->Size) != 0;
           });
  }
};
} // namespace

void Interpreter::noteExternalData(llvm::StringRef Name) {
  ++Stats.ExternalData;
  ++Stats.ExternalSources[Name.str()];
  log::warnOnce("extdata:" + Name.str(),
                "'" + Name.str() +
                    "' is called natively and its result or output comes "
                    "from outside forage's model: paths that depend on it are "
                    "not explored, and the run claims no exhaustion");
}

void Interpreter::captureOutput(State &S, const Inst &I, const CallInfo &CI,
                                const llvm::Function *F) {
  // The native call writes into a scratch file in place of stdout.
  std::fflush(stdout);
  if (!CaptureFile)
    CaptureFile = std::tmpfile();
  int Saved = CaptureFile ? ::dup(STDOUT_FILENO) : -1;
  if (Saved < 0)
    return callExternal(S, I, CI, F);
  std::rewind(CaptureFile);
  if (::ftruncate(::fileno(CaptureFile), 0) != 0 ||
      ::dup2(::fileno(CaptureFile), STDOUT_FILENO) < 0) {
    ::close(Saved);
    return callExternal(S, I, CI, F);
  }
  callExternal(S, I, CI, F);
  std::fflush(stdout);
  ::dup2(Saved, STDOUT_FILENO);
  ::close(Saved);
  long N = ::lseek(::fileno(CaptureFile), 0, SEEK_END);
  if (N > 0) {
    std::string Text(static_cast<size_t>(N), '\0');
    if (::pread(::fileno(CaptureFile), Text.data(), Text.size(), 0) == N)
      S.Output += Text;
  }
}

/// A pointer to C's FILE as the program's headers declare it (glibc's
/// struct _IO_FILE) or as the bitcode libc does (uClibc's).
static bool isStdioFile(llvm::Type *T) {
  auto *P = llvm::dyn_cast<llvm::PointerType>(T);
  if (!P || P->isOpaque())
    return false;
  auto *St =
      llvm::dyn_cast<llvm::StructType>(P->getNonOpaquePointerElementType());
  if (!St || !St->hasName())
    return false;
  llvm::StringRef N = St->getName();
  return N.startswith("struct._IO_FILE") ||
         N.startswith("struct.__STDIO_FILE_STRUCT");
}

void Interpreter::callExternal(State &S, const Inst &I, const CallInfo &CI,
                               const llvm::Function *F) {
  uint32_t Base = S.Stack.back().Base;
  llvm::StringRef Name = ExternalCaller::nativeName(*F);
  std::vector<u128> Args;
  for (size_t K = 0; K < CI.Args.size(); ++K) {
    // As CREST does, the native call gets the concrete value and no
    // constraint pins the input: the input stays free for later branches.
    const Value &V = ARG(K);
    if (V.S) {
      ++S.LossyUses;
      log::warnOnce("symarg:" + Name.str(),
                    "symbolic argument to external function '" + Name.str() +
                        "' used by its concrete value");
    }
    u128 C = V.C;
    MemObject *O = Mem.find(static_cast<uint64_t>(C));
    if (O && O->Kind != ObjectKind::External && K < F->arg_size() &&
        isStdioFile(F->getFunctionType()->getParamType(K))) {
      // A stream of the bitcode libc (uClibc's FILE, laid out unlike the
      // host's): native code would read its pointers as glibc's and crash
      // or write anywhere (GMP's mpz_out_str(stdout, ...) in coreutils
      // expr: 7 false external-crash claims). The execution is cut here,
      // as at a limit; no bug is claimed.
      S.End.K = Termination::Limit;
      S.End.Message = "external function '" + Name.str() +
                      "' is handed a FILE of forage's libc, which native "
                      "code cannot use";
      S.End.Location = locationOf(I.Source);
      return;
    }
    if (O && O->Kind == ObjectKind::Function)
      return terminateUnsupported(
          S, I,
          "call of external function '" + Name.str() +
              "' with a pointer to function '" + O->Name +
              "': native code cannot call back into the program");
    // A pointer to symbolic bytes: native code reads their concrete values,
    // so what it computes from them is not tracked (sprintf's "%s").
    if (O && O->Kind != ObjectKind::External &&
        llvm::any_of(O->Shadow,
                     [](const ExprRef &E) { return E != nullptr; })) {
      ++S.LossyUses;
      log::warnOnce("symmem:" + Name.str(),
                    "external function '" + Name.str() +
                        "' gets symbolic memory, used by its concrete bytes");
    }
    Args.push_back(C);
  }
  log::warnOnce("ext:" + Name.str(), "calling external function '" +
                                         Name.str() +
                                         "' natively with concrete arguments");
  u128 Result = 0;
  std::string Error;
  ++Stats.ExternalCalls;
  ++Stats.ExternalCallsByName[Name.str()];
  const auto &CB = *llvm::cast<llvm::CallBase>(I.Source);
  bool Deterministic = isDeterministicLibc(Name);
  OutputSnapshot Snapshot;
  if (!Deterministic)
    Snapshot.take(Mem, Args);
  // Native code may write anywhere it can reach from its arguments.
  Mem.noteUnknownWrites();
  switch (Externals.call(CB, *F, Args, Result, Error)) {
  case ExternalCaller::Ok:
    break;
  case ExternalCaller::Unsupported:
    return terminateUnsupported(S, I, Error);
  case ExternalCaller::Crashed:
    return terminateBug(S, BugKind::ExternalCrash, I, Error);
  }
  if (!Deterministic && ((CI.NumRet && !CB.use_empty()) || Snapshot.changed()))
    noteExternalData(Name);
  // The callee may have written through its pointer arguments: whatever it
  // wrote is concrete now.
  for (u128 A : Args)
    if (MemObject *O = Mem.find(static_cast<uint64_t>(A)))
      if (O->Kind != ObjectKind::Function && O->Kind != ObjectKind::External)
        O->Shadow.clear();
  if (CI.NumRet)
    S.Regs[Base + I.Dst] = Value{Result, nullptr};
}
