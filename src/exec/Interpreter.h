//===- Interpreter.h - concolic execution of a decoded program --*- C++ -*-===//
//
// Runs the entry function on the inputs of a State's model, computing
// concrete and symbolic values side by side and recording every symbolic
// decision in the state's path (seed 001, section 2.2). Bugs, exits and
// limits end the execution; the caller (an explore/ driver) decides what to
// run next.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_INTERPRETER_H
#define FORAGE_EXEC_INTERPRETER_H

#include "exec/DecodedProgram.h"
#include "exec/ExecObserver.h"
#include "exec/ExternalCaller.h"
#include "exec/Memory.h"
#include "exec/MemoryImage.h"
#include "exec/OpaqueCalls.h"
#include "exec/State.h"
#include "expr/ExprContext.h"

#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace forage {

struct InterpreterOptions {
  uint64_t MaxInstructions = 50'000'000; ///< Per execution.
  /// MaxInstructions is a floor that scales with the program instead of a
  /// fixed bound (forage run without --max-instructions): an execution is
  /// cut as a likely infinite loop once it has run InstructionScale times
  /// the instructions of the longest execution this interpreter saw end by
  /// itself, and never below MaxInstructions; until one has ended, at
  /// FirstRunScale times MaxInstructions. A program's start-up alone can
  /// take hundreds of millions of instructions (jq: 280 M), past which a
  /// fixed 50 M cut every execution, while an infinite loop in a small
  /// program is still cut at 50 M once one of its runs has ended.
  bool ScaleInstructionLimit = false;
  static constexpr uint64_t InstructionScale = 8;
  static constexpr uint64_t FirstRunScale = 8;
  uint32_t MaxInputs = 100'000;     ///< Symbolic input values per run.
  uint32_t MaxSymbolicArray = 4096; ///< Largest object read at a symbolic
                                    ///< offset through an array term.
  uint32_t MaxCallDepth = 5000;
  uint32_t MaxDepth = 100'000; ///< Symbolic decisions per execution.
  /// New expression nodes one execution may create before it is cut off
  /// (bounds the memory a long symbolic loop takes).
  uint64_t MaxNewExprs = 4'000'000;
  uint64_t MaxAllocation = 1ull << 30; ///< Bigger malloc returns NULL.
  /// The heap's address-space reservation (0: Memory's default). Several
  /// interpreters of one --arch 32 session share the 1 GB that Linux
  /// gives MAP_32BIT mappings.
  uint64_t HeapBytes = 0;
  /// Resident bytes of the whole process above which an execution stops
  /// (checked every 65536 instructions); 0 = none.
  uint64_t MaxMemoryBytes = 0;
  bool ProgramOutput = false; ///< Let printf & co. write.
  /// Collect what printf & co. write into State::Output instead (each
  /// path its own text; differential testing compares it with a native
  /// run's).
  bool CaptureOutput = false;
  /// Fold every branch edge of the program's own functions that a path
  /// takes into State::Branches (differential testing checks that a native
  /// run of its test takes the same sequence).
  bool TraceBranches = false;
  bool AbortIsBug = false; ///< Report abort() as a bug.
  bool Arch32 = false;
  /// Declarations whose calls become Call terms, besides libm's.
  std::set<std::string> Opaque;
  /// The jCUTE-style baseline: non-linear terms (products and quotients of
  /// two symbolic values, square roots, opaque calls) are replaced by their
  /// concrete values, counted as lossy uses.
  bool ConcretizeNonlinear = false;
  /// Forking symbolic execution (seed 004): resume() pauses before every
  /// decision on a symbolic value (State::Fork) instead of following the
  /// model, and in-bounds conditions of symbolic addresses are assumed
  /// rather than checked (the driver forks on the other objects).
  bool Fork = false;
  /// Inputs carry no symbolic term (a fast concrete run, as MCMC sampling
  /// simulates): no path constraint is built.
  bool Concrete = false;
  /// main's argv; argc is its size.
  std::vector<std::string> Argv = {"program"};
};

/// Counters reported in stats.json.
struct ExecStats {
  uint64_t Executions = 0;
  uint64_t Instructions = 0;
  uint64_t Concretizations = 0;
  uint64_t LossyUses = 0;
  uint64_t ExternalCalls = 0;
  /// Native calls whose result or output buffers carried data from outside
  /// forage's model (stdin, the clock, rand): paths may depend on values no
  /// input controls, so no run that saw one claims exhaustion.
  uint64_t ExternalData = 0;
  /// Symbolic sizes moved to a small value (concretizeSize).
  uint64_t SizesShrunk = 0;
  /// The functions those calls went to, with how often each did.
  std::map<std::string, uint64_t> ExternalSources;
  /// Every native call by the function's name, with how often it ran.
  std::map<std::string, uint64_t> ExternalCallsByName;
  double Seconds = 0; ///< Wall time inside run().
};

class Interpreter {
public:
  Interpreter(const llvm::Module &M, const ProgramModel &PM, ExprContext &Ctx,
              const InterpreterOptions &Opts);
  ~Interpreter();

  /// Value for input Var (of Width bits) when the model has none.
  std::function<u128(uint32_t Var, unsigned Width)> DefaultInput;

  /// Set by a driver: a model of S's whole path constraint and Extra, or
  /// nothing if the solver finds none. Used to choose small values for
  /// symbolic sizes that must become concrete (concretizeSize).
  std::function<std::optional<Assignment>(const State &S, ExprRef Extra)>
      SolveOnPath;

  /// Executions still running at this point of steady_clock (nanoseconds
  /// since its epoch; 0 = never) end with Termination::Limit.
  void setDeadline(uint64_t SteadyNanos) { Deadline = SteadyNanos; }
  /// True iff the last execution was cut by the deadline.
  bool hitDeadline() const { return DeadlineHit; }
  /// Instructions an execution may run before it is cut as a likely
  /// infinite loop (InterpreterOptions::ScaleInstructionLimit).
  uint64_t instructionLimit() const;
  /// True iff the last execution was cut by MaxMemoryBytes.
  bool hitMemoryLimit() const { return MemoryHit; }
  /// The program's dynamic memory goes back to the system (after an
  /// execution the memory budget stopped); the next run starts afresh.
  void releaseMemory() { Mem.releaseDynamic(); }

  /// Executes the entry function from a fresh memory, reading inputs from
  /// S.Model; on return S holds the path, inputs, coverage and termination.
  void run(State &S);

  // Forking runs (InterpreterOptions::Fork): start() sets up a fresh
  // execution, resume() runs it until it ends or pauses at a fork point.
  // Only one state's memory is in place at a time: suspend() captures it
  // into an image, reinstate() puts one back (the bytes of its symbolic
  // positions derived from the state's model: images are shared by states
  // whose models differ), and reevaluate() derives the concrete values of a
  // state (registers, inputs and, WithMemory, the memory in place) from its
  // model, as a child's must be after a fork (docs/architecture.md,
  // decision 2).
  void start(State &S);
  void resume(State &S);
  void suspend(const State &S, MemoryImage &Img);
  void reinstate(State &S, const MemoryImage &Img);
  void reevaluate(State &S, bool WithMemory = true, bool WithInputs = true);
  /// Sets the values of S's symbolic inputs from its model (a forking
  /// driver does it only when it writes a test: the records are shared
  /// with the state's relatives until then).
  void setInputValues(State &S);
  /// Capturing and restoring figures (stats.json, tests).
  const ImageStats &imageStats() const { return Mem.imageStats(); }
  const ProgramModel &model() const { return PM; }
  const llvm::Module &module() const { return M; }
  const InterpreterOptions &options() const { return Opts; }
  /// The live object holding address A in the memory in place: its base
  /// and size. False if there is none.
  bool objectAt(uint64_t A, uint64_t &Base, uint64_t &Size) {
    MemObject *O = Mem.find(A);
    if (!O || !O->Alive || O->Kind == ObjectKind::Function)
      return false;
    Base = O->Address;
    Size = O->Size;
    return true;
  }
  /// When set, called before every instruction runs (with the frame it
  /// runs in on top of S.Stack); returning true ends the execution there
  /// (Termination::Exit). The concrete phase of symcretic execution reads
  /// values and detects its target with it; unset, it costs one test a step.
  std::function<bool(State &, const Inst &)> BeforeStep;
  /// When set, every branch edge taken (by any execution) is counted here,
  /// indexed by branch id (the searchers' instruction counts).
  std::vector<uint64_t> *BranchCounts = nullptr;
  /// When set, sees compares, branches, calls, returns and divisions.
  ExecObserver *Observer = nullptr;
  const DecodedProgram &program() const { return *Program; }
  ExprContext &context() { return Ctx; }
  const ExecStats &stats() const { return Stats; }

private:
  // Interpreter.cpp: the loop, calls and returns.
  void step(State &S);
  void enterEntry(State &S);
  bool pushFrame(State &S, const DecodedFunction *F, const Inst &Call,
                 const CallInfo &CI, uint32_t CallerBase);
  void returnFrom(State &S, const Inst &I);
  void followEdge(State &S, Frame &F, uint32_t EdgeIndex);
  void branch(State &S, const Inst &I);
  void doSwitch(State &S, const Inst &I);
  void indirectBranch(State &S, const Inst &I); // InterpreterIndirectBr.cpp
  void terminateBug(State &S, BugKind K, const Inst &I, std::string Message);
  void terminateUnsupported(State &S, const Inst &I, std::string What);
  ExprRef sym(const Value &V, unsigned W) {
    return V.S ? V.S : Ctx.constant(W, V.C);
  }
  /// Sets a register from a symbolic result, dropping constant terms.
  static void setSym(Value &Dst, u128 C, ExprRef S) {
    Dst.C = C;
    Dst.S = S && !S->isConstant() ? S : nullptr;
  }
  /// Pins a symbolic value to its concrete one with a path entry.
  u128 concretize(State &S, const Value &V, unsigned W);
  /// concretize() for a size in units of Unit bytes (an allocation, a
  /// memset or memcpy length): a symbolic size the model makes large is
  /// first made small, if the path allows, by moving S to a model where it
  /// is at most SmallSizeBytes (KLEE users' issues 1227 and 1721: a huge
  /// concrete size costs the whole run's time and memory).
  u128 concretizeSize(State &S, const Value &V, unsigned W, uint64_t Unit = 1);
  static constexpr uint64_t SmallSizeBytes = 4096;
  /// Appends a decision to the path; past --max-depth the execution ends.
  void addEntry(State &S, const PathEntry &E) {
    S.Path.push_back(E);
    if (S.PathBase + S.Path.size() >= Opts.MaxDepth &&
        S.End.K == Termination::Running) {
      S.End.K = Termination::Limit;
      S.End.Message = "more than --max-depth=" + std::to_string(Opts.MaxDepth) +
                      " symbolic decisions on one path";
    }
  }

  /// In a forking run, true iff the current instruction must pause at a
  /// fork point of kind K on V (it then has not run: PC points at it).
  bool pauseAt(State &S, ForkPoint::Kind K, ExprRef V) {
    if (!Opts.Fork)
      return false;
    if (S.Decided) {
      S.Decided = false;
      return false;
    }
    --S.Stack.back().PC;
    S.Fork = ForkPoint();
    S.Fork.K = K;
    S.Fork.Value = V;
    return true;
  }

  void trace(State &S, uint32_t Id, bool Symbolic) {
    if (S.Trace.size() < State::MaxTrace)
      S.Trace.push_back({Id, static_cast<uint32_t>(S.Stack.size()),
                         Symbolic ? static_cast<uint32_t>(S.Path.size() - 1)
                                  : TraceEntry::NotSymbolic});
  }

  // InterpreterMemory.cpp: checked loads and stores.
  /// Resolved: a forking driver already resolved the symbolic address to
  /// the object it points to now (and forked for the others).
  MemObject *resolve(State &S, const Inst &I, const Value &Ptr, uint64_t Size,
                     bool Write, ExprRef *SymOffset, bool Resolved = false);
  void load(State &S, const Inst &I);
  void store(State &S, const Inst &I);
  void allocateStack(State &S, const Inst &I);
  void atomic(State &S, const Inst &I);
  Value readBytes(MemObject *O, uint64_t Off, ExprRef SymOffset, const Leaf &L);
  void writeBytes(MemObject *O, uint64_t Off, const Value &V, const Leaf &L);
  /// The stack objects of a frame that ends (S.Allocas from Mark on) die;
  /// with recycling they give their addresses back.
  void endAllocas(State &S, size_t Mark);
  /// A handler that moves N bytes (memcpy, memset, realloc) counts N / 8
  /// instructions towards --max-instructions, what a word-at-a-time loop
  /// would execute: a loop over bulk copies ends at the limit as the same
  /// loop written in C does (units grew a buffer by realloc forever: 11
  /// million instructions counted in 120 s).
  static void chargeBytes(State &S, uint64_t N) { S.Instructions += N / 8; }
  /// Copies N bytes with their shadows (memmove semantics).
  void copyBytes(MemObject *Dst, uint64_t DOff, MemObject *Src, uint64_t SOff,
                 uint64_t N);
  /// Reads a NUL-terminated string at concrete address A (for messages).
  std::string readString(uint64_t A, size_t Max = 256);

  // InterpreterJump.cpp: setjmp and longjmp between interpreted frames.
  void setJump(State &S, const Inst &I, const CallInfo &CI);
  void longJump(State &S, const Inst &I, const CallInfo &CI);

  // InterpreterCalls.cpp: call dispatch, engine primitives, libc models.
  void call(State &S, const Inst &I);
  void callHandler(State &S, const Inst &I, const CallInfo &CI, Handler H,
                   const llvm::Function *Target);
  void makeInput(State &S, const Inst &I, MemObject *O, uint64_t Off,
                 unsigned Bytes, InputKind K, std::string Type,
                 std::string Name);
  uint64_t heapAllocate(State &S, uint64_t Size);
  void freeObject(State &S, const Inst &I, uint64_t Addr);
  /// A heap block just died (free, realloc): its pages go back to the
  /// system (Memory::releasePages) unless this interpreter forks.
  void releaseDead(MemObject &O);
  void memoryIntrinsic(State &S, const Inst &I, const CallInfo &CI, Handler H);
  /// Records that a native call of Name let outside data in (ExecStats).
  void noteExternalData(llvm::StringRef Name);
  /// printf & co. under CaptureOutput: their text goes to S.Output.
  void captureOutput(State &S, const Inst &I, const CallInfo &CI,
                     const llvm::Function *F);
  void callExternal(State &S, const Inst &I, const CallInfo &CI,
                    const llvm::Function *F);

  // InterpreterIntrinsics.cpp: bit-manipulation and arithmetic intrinsics,
  // each written once as an Expr formula and folded for concrete operands.
  void bitIntrinsic(State &S, const Inst &I, const CallInfo &CI, Handler H);
  void varArgs(State &S, const Inst &I, const CallInfo &CI, Handler H);

  // InterpreterFloat.cpp: floating point, symbolic for float and double.
  void floatOp(State &S, const Inst &I);
  void floatIntrinsic(State &S, const Inst &I, const CallInfo &CI);
  void opaqueCall(State &S, const Inst &I, const CallInfo &CI,
                  const llvm::Function *F);
  /// A symbolic FP term from an operation on at least one symbolic operand,
  /// or null (and a lossy use) where the jCUTE-style baseline concretises.
  ExprRef keepNonlinear(State &S, ExprRef E);

  const llvm::Module &M;
  const ProgramModel &PM;
  ExprContext &Ctx;
  InterpreterOptions Opts;
  Memory Mem;
  std::unique_ptr<DecodedProgram> Program;
  ExternalCaller Externals;
  OpaqueCalls Opaques{Ctx};
  ExecStats Stats;
  std::vector<Value> Scratch; ///< Parallel-copy buffer for phi moves.
  MemObject *ArgvObject = nullptr;
  unsigned PtrBits = 64;
  uint64_t Deadline = 0;
  /// Instructions of the longest execution that ended by itself (an exit,
  /// a bug, a failed assumption): the program's own scale.
  uint64_t LongestEnded = 0;
  bool DeadlineHit = false;
  bool MemoryHit = false;
  std::FILE *CaptureFile = nullptr; ///< Scratch stdout of CaptureOutput.
};

} // namespace forage

#endif
