//===- Interpreter.cpp - the loop, branches and switches ------------------===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"
#include "support/Clock.h"
#include "support/Log.h"
#include "support/Resources.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"

#include <cstring>

using namespace forage;

Interpreter::Interpreter(const llvm::Module &M, const ProgramModel &PM,
                         ExprContext &Ctx, const InterpreterOptions &Opts)
    : M(M), PM(PM), Ctx(Ctx), Opts(Opts), Mem(Opts.Arch32, Opts.HeapBytes),
      Program(std::make_unique<DecodedProgram>(M, PM, Mem, Opts.Opaque)),
      Externals() {
  Mem.setRecycling(!Opts.Fork);
  PtrBits = Program->pointerBits();
  for (const std::string &G : Program->missingGlobals())
    log::warning("external global '" + G +
                 "' is not in the host process; it reads as zero");
  // argv[0..argc-1], NULL, then envp[0] = NULL, then the strings.
  unsigned PtrBytes = PtrBits / 8;
  size_t Pointers = Opts.Argv.size() + 2, Chars = 0;
  for (const std::string &A : Opts.Argv)
    Chars += A.size() + 1;
  ArgvObject =
      Mem.allocateStatic(Pointers * PtrBytes + Chars, 16, ObjectKind::Global);
  ArgvObject->Name = "argv";
  uint64_t Str = ArgvObject->Address + Pointers * PtrBytes;
  for (size_t K = 0; K < Opts.Argv.size(); ++K) {
    std::memcpy(ArgvObject->bytes() + K * PtrBytes, &Str, PtrBytes);
    std::memcpy(ArgvObject->bytes() + (Str - ArgvObject->Address),
                Opts.Argv[K].c_str(), Opts.Argv[K].size() + 1);
    Str += Opts.Argv[K].size() + 1;
  }
  DefaultInput = [](uint32_t, unsigned) { return u128(0); };
}

Interpreter::~Interpreter() {
  if (CaptureFile)
    std::fclose(CaptureFile);
}

void Interpreter::terminateBug(State &S, BugKind K, const Inst &I,
                               std::string Message) {
  S.End.K = Termination::Error;
  S.End.Bug = K;
  S.End.Message = std::move(Message);
  S.End.Location = locationOf(I.Source);
}

void Interpreter::terminateUnsupported(State &S, const Inst &I,
                                       std::string What) {
  S.End.K = Termination::Unsupported;
  S.End.Message = std::move(What);
  S.End.Location = locationOf(I.Source);
}

u128 Interpreter::concretize(State &S, const Value &V, unsigned W) {
  if (!V.S)
    return V.C;
  ExprRef Eq = Ctx.eq(V.S, Ctx.constant(W, V.C));
  PathEntry E{PathEntry::Concretize, Eq};
  E.Alternative = Ctx.negate(Eq);
  addEntry(S, E);
  ++S.Concretizations;
  return V.C;
}

u128 Interpreter::concretizeSize(State &S, const Value &V, unsigned W,
                                 uint64_t Unit) {
  u128 Small =
      std::max<uint64_t>(1, SmallSizeBytes / std::max<uint64_t>(Unit, 1));
  if (!V.S || !SolveOnPath || bits::trunc(V.C, W) <= Small)
    return concretize(S, V, W);
  // Geometric bounds: the first the path admits wins (a size the program
  // checks against a large minimum still gets the smallest such bound).
  for (u128 Bound = Small; Bound < bits::trunc(V.C, W); Bound <<= 8) {
    std::optional<Assignment> M =
        SolveOnPath(S, Ctx.ule(V.S, Ctx.constant(W, Bound)));
    if (!M)
      continue;
    S.Model = std::move(*M);
    reevaluate(S);
    ++Stats.SizesShrunk;
    return concretize(S, Value{Evaluator(S.Model).evaluate(V.S), V.S}, W);
  }
  return concretize(S, V, W);
}

void Interpreter::enterEntry(State &S) {
  const llvm::Function *Main = M.getFunction("main");
  const DecodedFunction *F = Program->function(Main);
  S.Regs.resize(std::max<size_t>(S.Regs.size(), F->NumSlots));
  Frame Fr{F, 0, 0, 0, 0, nullptr, nullptr};
  for (uint32_t K = 0; K < F->Constants.size(); ++K)
    S.Regs[F->ConstBase + K] = F->Constants[K];
  unsigned PtrBytes = PtrBits / 8;
  for (uint32_t P = 0; P < F->NumParams && P < 3; ++P) {
    Value V;
    if (P == 0)
      V.C = Opts.Argv.size(); // argc
    else if (P == 1)
      V.C = ArgvObject->Address;
    else
      V.C = ArgvObject->Address + (Opts.Argv.size() + 1) * PtrBytes;
    S.Regs[F->ParamSlots[P]] = V;
  }
  S.Stack.push_back(Fr);
}

void Interpreter::start(State &S) {
  S.Regs.clear();
  S.Stack.clear();
  S.Allocas.clear();
  S.Jumps.clear();
  S.Path.clear();
  S.PathBase = 0;
  S.Inputs.clear();
  S.Hit.assign(PM.numBranches(), 0);
  S.Trace.clear();
  S.IndirectCalls.clear();
  S.End = Termination();
  S.Fork = ForkPoint();
  S.Decided = false;
  S.ReadIndeterminate = false;
  S.Instructions = 0;
  S.Concretizations = 0;
  S.LossyUses = 0;
  S.Output.clear();
  S.Branches = BranchDigest();
  Mem.resetDynamic();
  Program->resetGlobals();
  Externals.releaseResources();
  enterEntry(S);
  ++Stats.Executions;
}

void Interpreter::run(State &S) {
  start(S);
  resume(S);
}

namespace {
/// Why an execution was cut at Limit instructions.
std::string limitMessage(bool Scaled, uint64_t LongestEnded, uint64_t Limit) {
  std::string N = std::to_string(Limit);
  if (!Scaled)
    return "execution exceeded --max-instructions=" + N +
           " (an infinite loop?)";
  std::string Why = LongestEnded
                        ? std::to_string(InterpreterOptions::InstructionScale) +
                              " times the longest execution that ended"
                        : "before any execution ended";
  return "execution exceeded " + N + " instructions, " + Why +
         " (an infinite loop? --max-instructions sets a fixed bound)";
}
} // namespace

uint64_t Interpreter::instructionLimit() const {
  uint64_t Floor = Opts.MaxInstructions;
  if (!Opts.ScaleInstructionLimit)
    return Floor;
  auto Times = [](uint64_t N, uint64_t K) {
    return N > UINT64_MAX / K ? UINT64_MAX : N * K;
  };
  if (!LongestEnded)
    return Times(Floor, InterpreterOptions::FirstRunScale);
  return std::max(Floor,
                  Times(LongestEnded, InterpreterOptions::InstructionScale));
}

void Interpreter::resume(State &S) {
  uint64_t Start = steadyNanos();
  DeadlineHit = false;
  MemoryHit = false;
  S.Fork.K = ForkPoint::None;
  uint64_t Limit = instructionLimit();
  uint64_t InstsAtStart = S.Instructions;
  uint64_t ConcAtStart = S.Concretizations, LossyAtStart = S.LossyUses;
  size_t ExprsAtStart = Ctx.size();
  // The clock, memory and expressions are polled every 64 Ki instructions
  // counted, which includes what bulk handlers charge (chargeBytes).
  uint64_t NextPoll = S.Instructions + 0x10000;
  while (S.End.K == Termination::Running) {
    if (++S.Instructions >= NextPoll) {
      NextPoll = S.Instructions + 0x10000;
      if (Deadline && steadyNanos() >= Deadline) {
        DeadlineHit = true;
        S.End.K = Termination::Limit;
        S.End.Message = "execution stopped by the time budget";
        break;
      }
      if (Opts.MaxMemoryBytes && residentBytes() > Opts.MaxMemoryBytes) {
        MemoryHit = true;
        S.End.K = Termination::Limit;
        S.End.Message = "execution stopped by the memory budget (--max-memory)";
        break;
      }
      if (Ctx.size() - ExprsAtStart > Opts.MaxNewExprs) {
        S.End.K = Termination::Limit;
        S.End.Message = "the execution built more than " +
                        std::to_string(Opts.MaxNewExprs) +
                        " symbolic expressions";
        break;
      }
    }
    if (S.Instructions > Limit) {
      S.End.K = Termination::Limit;
      S.End.Message =
          limitMessage(Opts.ScaleInstructionLimit, LongestEnded, Limit);
      const Frame &F = S.Stack.back();
      S.End.Location = locationOf(F.Fn->Code[F.PC].Source);
      break;
    }
    if (BeforeStep) {
      const Frame &F = S.Stack.back();
      if (BeforeStep(S, F.Fn->Code[F.PC])) {
        S.End.K = Termination::Exit;
        S.End.Message = "stopped by an observer";
        break;
      }
    }
    step(S);
    // One test per step for forking runs: a pause, or a decision for the
    // paused instruction, which that instruction has now used up.
    if (S.Fork.K != ForkPoint::None || S.Decided) {
      S.Decided = false;
      if (S.Fork.K != ForkPoint::None) {
        --S.Instructions; // The paused instruction runs when resumed.
        break;
      }
    }
  }
  if (S.End.K == Termination::Exit || S.End.K == Termination::Error ||
      S.End.K == Termination::Infeasible)
    LongestEnded = std::max(LongestEnded, S.Instructions);
  Stats.Instructions += S.Instructions - InstsAtStart;
  Stats.Concretizations += S.Concretizations - ConcAtStart;
  Stats.LossyUses += S.LossyUses - LossyAtStart;
  Stats.Seconds += static_cast<double>(steadyNanos() - Start) * 1e-9;
}

void Interpreter::followEdge(State &S, Frame &F, uint32_t EdgeIndex) {
  const Edge &E = F.Fn->Edges[EdgeIndex];
  Value *R = S.Regs.data() + F.Base;
  uint32_t N = E.MovesEnd - E.MovesBegin;
  if (N == 1) {
    const Move &Mv = F.Fn->Moves[E.MovesBegin];
    R[Mv.Dst] = R[Mv.Src];
  } else if (N > 1) {
    // Phis read their inputs in parallel.
    if (Scratch.size() < N)
      Scratch.resize(N);
    for (uint32_t K = 0; K < N; ++K)
      Scratch[K] = R[F.Fn->Moves[E.MovesBegin + K].Src];
    for (uint32_t K = 0; K < N; ++K)
      R[F.Fn->Moves[E.MovesBegin + K].Dst] = Scratch[K];
  }
  F.PC = E.Target;
}

void Interpreter::branch(State &S, const Inst &I) {
  Frame &F = S.Stack.back();
  const Value &Cond = S.Regs[F.Base + I.A];
  bool Taken = Cond.C & 1;
  if (I.Extra != ProgramModel::NoBranch) {
    if (Cond.S && pauseAt(S, ForkPoint::Branch, Cond.S)) {
      S.Fork.BranchId = I.Extra;
      return;
    }
    uint32_t Id = I.Extra + (Taken ? 0 : 1);
    S.Hit[Id] = 1;
    if (Opts.TraceBranches && PM.branch(Id).IsUser)
      S.Branches.add(Id);
    if (Observer)
      Observer->onBranch(S, F.Base + I.A, Id, I.Extra + (Taken ? 1 : 0));
    if (BranchCounts)
      ++(*BranchCounts)[Id];
    if (Cond.S) {
      PathEntry E{PathEntry::Branch, Taken ? Cond.S : Ctx.negate(Cond.S)};
      E.Alternative = Taken ? Ctx.negate(Cond.S) : Cond.S;
      E.BranchId = Id;
      E.AltBranchId = I.Extra + (Taken ? 1 : 0);
      addEntry(S, E);
    }
    if (S.RecordTrace)
      trace(S, Id, Cond.S != nullptr);
  }
  followEdge(S, F, Taken ? I.B : I.C);
}

void Interpreter::doSwitch(State &S, const Inst &I) {
  Frame &F = S.Stack.back();
  const SwitchTable &T = Program->Switches[I.Extra];
  const Value &V = S.Regs[F.Base + T.Cond];
  u128 C = bits::trunc(V.C, T.Width);
  uint32_t Successor = 0, EdgeIndex = T.DefaultEdge;
  for (uint32_t K = 0; K < T.Cases.size(); ++K)
    if (T.Cases[K].first == C) {
      Successor = K + 1;
      EdgeIndex = T.Cases[K].second;
      break;
    }
  if (T.FirstBranch != ProgramModel::NoBranch) {
    if (V.S && pauseAt(S, ForkPoint::Switch, V.S)) {
      S.Fork.Table = I.Extra;
      return;
    }
    S.Hit[T.FirstBranch + Successor] = 1;
    if (Opts.TraceBranches && PM.branch(T.FirstBranch).IsUser)
      S.Branches.add(T.FirstBranch + Successor);
    if (Observer)
      Observer->onBranch(S, ~0u, T.FirstBranch + Successor,
                         ProgramModel::NoBranch);
    if (BranchCounts)
      ++(*BranchCounts)[T.FirstBranch + Successor];
    if (V.S) {
      ExprRef Cond;
      if (Successor > 0) {
        Cond = Ctx.eq(V.S, Ctx.constant(T.Width, C));
      } else {
        Cond = Ctx.boolean(true);
        for (auto &Case : T.Cases)
          Cond = Ctx.andE(Cond, Ctx.ne(V.S, Ctx.constant(T.Width, Case.first)));
      }
      PathEntry E{PathEntry::Switch, Cond};
      E.BranchId = T.FirstBranch + Successor;
      E.SwitchIndex = I.Extra;
      E.SwitchValue = V.S;
      addEntry(S, E);
    }
    if (S.RecordTrace)
      trace(S, T.FirstBranch + Successor, V.S != nullptr);
  }
  followEdge(S, F, EdgeIndex);
}

void Interpreter::step(State &S) {
  Frame &F = S.Stack.back();
  const Inst &I = F.Fn->Code[F.PC++];
  Value *R = S.Regs.data() + F.Base;
  switch (I.Opcode) {
  case Op::Binary: {
    const Value &A = R[I.A], &B = R[I.B];
    ExprKind K = static_cast<ExprKind>(I.Flags);
    unsigned W = I.Width;
    if (K == ExprKind::UDiv || K == ExprKind::SDiv || K == ExprKind::URem ||
        K == ExprKind::SRem) {
      if (B.S) {
        ExprRef Zero = Ctx.eq(B.S, Ctx.constant(W, 0));
        if (!Zero->isConstant() && pauseAt(S, ForkPoint::Check, Zero))
          return;
        if (bits::trunc(B.C, W) != 0) {
          PathEntry E{PathEntry::Check, Ctx.negate(Zero)};
          E.Alternative = Zero;
          addEntry(S, E);
        }
      }
      if (Observer)
        Observer->onDivide(I.Source, bits::trunc(B.C, W), W);
      if (bits::trunc(B.C, W) == 0)
        return terminateBug(S, BugKind::DivisionByZero, I,
                            "division or remainder by zero");
    } else if (K == ExprKind::Shl || K == ExprKind::LShr ||
               K == ExprKind::AShr) {
      // As KLEE's overshift check: the amount must be below the width.
      u128 Amount = bits::trunc(B.C, W);
      ExprRef Over = B.S ? Ctx.ule(Ctx.constant(W, W), B.S) : nullptr;
      if (Over && !Over->isConstant() && pauseAt(S, ForkPoint::Check, Over))
        return;
      if (B.S && Amount < W) {
        PathEntry E{PathEntry::Check, Ctx.negate(Over)};
        E.Alternative = Over;
        addEntry(S, E);
      }
      if (Amount >= W)
        return terminateBug(S, BugKind::Overshift, I,
                            "shift by " + std::to_string(uint64_t(Amount)) +
                                ", not less than the width " +
                                std::to_string(W));
    }
    u128 C = bits::apply(K, W, A.C, B.C);
    if (Opts.ConcretizeNonlinear && B.S &&
        (A.S ? K == ExprKind::Mul
             : K >= ExprKind::UDiv && K <= ExprKind::SRem)) {
      // jCUTE: x*y becomes c*y for x's concrete value c; a symbolic divisor
      // its value.
      ++S.LossyUses;
      ExprRef E = K == ExprKind::Mul
                      ? Ctx.binary(K, Ctx.constant(W, A.C), B.S)
                      : Ctx.binary(K, sym(A, W), Ctx.constant(W, B.C));
      setSym(R[I.Dst], C, E);
      return;
    }
    setSym(R[I.Dst], C,
           A.S || B.S ? Ctx.binary(K, sym(A, W), sym(B, W)) : nullptr);
    return;
  }
  case Op::Cmp: {
    const Value *A = &R[I.A], *B = &R[I.B];
    if (I.Aux & 1)
      std::swap(A, B);
    ExprKind K = static_cast<ExprKind>(I.Flags);
    unsigned W = I.C;
    u128 C = bits::apply(K, W, A->C, B->C);
    ExprRef E = nullptr;
    if (A->S || B->S)
      E = Ctx.binary(K, sym(*A, W), sym(*B, W));
    if (I.Aux & 2) {
      C ^= 1;
      if (E)
        E = Ctx.negate(E);
    }
    if (Observer)
      Observer->onCompare(F.Base + I.Dst, K, W, A->C, B->C, I.Aux & 2);
    setSym(R[I.Dst], C, E);
    return;
  }
  case Op::ZExt: {
    const Value &A = R[I.A];
    setSym(R[I.Dst], bits::trunc(A.C, I.Aux),
           A.S ? Ctx.zext(A.S, I.Width) : nullptr);
    return;
  }
  case Op::SExt: {
    const Value &A = R[I.A];
    setSym(R[I.Dst], bits::sext(A.C, I.Aux, I.Width),
           A.S ? Ctx.sext(A.S, I.Width) : nullptr);
    return;
  }
  case Op::Trunc: {
    const Value &A = R[I.A];
    setSym(R[I.Dst], bits::trunc(A.C, I.Width),
           A.S ? Ctx.trunc(A.S, I.Width) : nullptr);
    return;
  }
  case Op::Copy:
    if (I.Aux == 1)
      R[I.Dst] = R[I.A + I.C];
    else
      std::memmove(static_cast<void *>(R + I.Dst),
                   static_cast<const void *>(R + I.A + I.C),
                   I.Aux * sizeof(Value));
    return;
  case Op::Select: {
    const Value &Cond = R[I.A];
    bool Taken = Cond.C & 1;
    if (Cond.S && I.Aux == 1) {
      const Value &T = R[I.B], &Fv = R[I.C];
      u128 C = Taken ? T.C : Fv.C;
      setSym(R[I.Dst], C, Ctx.ite(Cond.S, sym(T, I.Width), sym(Fv, I.Width)));
      return;
    }
    if (Cond.S)
      concretize(S, Cond, 1);
    uint32_t Src = Taken ? I.B : I.C;
    for (uint32_t K = 0; K < I.Aux; ++K)
      R[I.Dst + K] = R[Src + K];
    return;
  }
  case Op::FBinary:
  case Op::FNeg:
  case Op::FCmp:
  case Op::FCast:
    return floatOp(S, I);
  case Op::Br:
    return followEdge(S, F, I.A);
  case Op::CondBr:
    return branch(S, I);
  case Op::Switch:
    return doSwitch(S, I);
  case Op::IndirectBr:
    return indirectBranch(S, I);
  case Op::Ret:
    return returnFrom(S, I);
  case Op::Unreachable:
    return terminateBug(S, BugKind::Unreachable, I,
                        "reached an 'unreachable' instruction");
  case Op::Alloca:
    return allocateStack(S, I);
  case Op::Load:
    return load(S, I);
  case Op::Store:
    return store(S, I);
  case Op::Gep: {
    const GepInfo &G = Program->Geps[I.Extra];
    const Value &Base = R[G.Base];
    u128 C = Base.C + static_cast<u128>(static_cast<i128>(G.ConstOffset));
    bool Symbolic = Base.S != nullptr;
    for (const GepInfo::Index &Ix : G.Indices) {
      const Value &V = R[Ix.Slot];
      C += static_cast<u128>(bits::toSigned(V.C, Ix.Width) *
                             static_cast<i128>(Ix.Scale));
      Symbolic |= V.S != nullptr;
    }
    C = bits::trunc(C, PtrBits);
    ExprRef E = nullptr;
    if (Symbolic) {
      E = Ctx.add(sym(Base, PtrBits),
                  Ctx.constant(PtrBits, static_cast<u128>(
                                            static_cast<i128>(G.ConstOffset))));
      for (const GepInfo::Index &Ix : G.Indices) {
        const Value &V = R[Ix.Slot];
        ExprRef Idx = sym(V, Ix.Width);
        Idx = Ix.Width < PtrBits   ? Ctx.sext(Idx, PtrBits)
              : Ix.Width > PtrBits ? Ctx.trunc(Idx, PtrBits)
                                   : Idx;
        E = Ctx.add(
            E, Ctx.mul(Ctx.constant(PtrBits, static_cast<u128>(
                                                 static_cast<i128>(Ix.Scale))),
                       Idx));
      }
    }
    setSym(R[I.Dst], C, E);
    return;
  }
  case Op::Call:
    return call(S, I);
  case Op::AtomicRMW:
  case Op::CmpXchg:
    return atomic(S, I);
  case Op::Unsupported: {
    std::string What = std::string("unsupported instruction '") +
                       I.Source->getOpcodeName() + "'";
    if (auto *CB = llvm::dyn_cast<llvm::CallBase>(I.Source)) {
      if (CB->isInlineAsm())
        What = "unsupported inline assembly";
      else if (const llvm::Function *Fn = CB->getCalledFunction())
        What = "unsupported intrinsic '" + Fn->getName().str() + "'";
    } else if (I.Source->getType()->isVectorTy()) {
      What += " on vectors";
    }
    return terminateUnsupported(S, I, What);
  }
  }
}
