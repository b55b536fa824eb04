//===- State.h - one execution's state: frames, memory, path, inputs -*- C++
//-*-===//
//
// Decision 2 of docs/architecture.md: a state is concolic. It owns a register
// file, a call stack, the path constraint (one PathEntry per symbolic decision)
// and the input sequence it consumed; concrete values come from its input
// model.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_STATE_H
#define FORAGE_EXEC_STATE_H

#include "exec/CowList.h"
#include "exec/Decoded.h"
#include "exec/Value.h"
#include "expr/Evaluator.h"
#include "program/BranchDigest.h"
#include "program/ProgramModel.h"

#include <cstdint>
#include <string>
#include <vector>

namespace forage {

class MemObject;

/// How an input value is typed in test files (runtime/Primitives.h).
enum class InputKind : uint8_t { Signed, Unsigned, Bool, Float, Pointer, Byte };

struct InputRecord {
  uint32_t Var;   ///< Var id (= position in the input sequence).
  uint16_t Width; ///< Bits.
  InputKind Kind;
  std::string Type; ///< C type written into test files.
  std::string Name; ///< Variable name, if the program gave one.
  u128 Value;       ///< Concrete value used.
  bool Symbolic;    ///< False past --max-input.
};

/// One decision of the path; Cond held on this execution.
struct PathEntry {
  enum Kind : uint8_t {
    Branch,     ///< Conditional br; Alternative = !Cond.
    Switch,     ///< Switch; alternatives are the other cases.
    Check,      ///< A check (bounds, division, a failed assumption) whose
                ///< Alternative is the other outcome.
    Concretize, ///< Value pinned to its concrete value; Alternative = !Cond.
    Assume,     ///< Must hold; no alternative. With a BranchId: a branch
                ///< the search must not negate (seed 003's monitor).
  };
  Kind K;
  ExprRef Cond;
  ExprRef Alternative = nullptr; ///< For Branch, Check and Concretize.
  uint32_t BranchId = ProgramModel::NoBranch;    ///< Edge taken.
  uint32_t AltBranchId = ProgramModel::NoBranch; ///< Edge of Alternative.
  uint32_t SwitchIndex = 0; ///< DecodedProgram::Switches index.
  ExprRef SwitchValue = nullptr;
};

enum class BugKind : uint8_t {
  ReachError,
  AssertionFailure,
  Abort,
  NullDereference,
  OutOfBounds,
  UseAfterFree,
  DoubleFree,
  InvalidFree,
  DivisionByZero,
  Overshift, ///< A shift by at least the operand's width (undefined in C).
  Unreachable,
  ExternalCrash, ///< A natively called function crashed on its arguments.
};

const char *bugName(BugKind K);

/// How an execution ended.
struct Termination {
  enum Kind : uint8_t {
    Running,
    Exit,        ///< Returned from the entry point or called exit().
    Error,       ///< Bug found; see Bug, Location, Message.
    Infeasible,  ///< An assumption failed.
    Limit,       ///< --max-instructions or call depth exceeded.
    Unsupported, ///< Instruction, intrinsic or external not supported.
  };
  Kind K = Running;
  int ExitCode = 0;
  BugKind Bug = BugKind::ReachError;
  std::string Message;
  SourceLocation Location;
};

/// "exit", "error", "limit", ...: tests.jsonl's "end".
const char *terminationName(Termination::Kind K);

struct Frame {
  const DecodedFunction *Fn;
  uint32_t Base;       ///< First register of the frame.
  uint32_t PC;         ///< Index of the next instruction.
  uint32_t RetDst;     ///< Absolute register receiving the result.
  uint32_t AllocaMark; ///< Stack objects of this frame start here.
  MemObject *VarArgs = nullptr;
  const Inst *CallSite = nullptr;
};

/// Where a setjmp returns again when longjmp names its buffer
/// (InterpreterJump.cpp): the caller's frame, by depth, function and
/// register base, and the call's continuation.
struct JumpTarget {
  uint64_t Buffer; ///< Address of the jmp_buf.
  uint32_t Depth;  ///< Frames on the stack at the setjmp.
  const DecodedFunction *Fn;
  uint32_t Base;   ///< The frame's first register.
  uint32_t PC;     ///< The instruction after the setjmp call.
  uint32_t RetDst; ///< Absolute register of setjmp's result.
  bool HasRet;
};

/// One branch edge taken, in execution order (State::Trace).
struct TraceEntry {
  static constexpr uint32_t NotSymbolic = ~0u;
  uint32_t BranchId;
  uint32_t Depth;     ///< Call depth (frames on the stack) at the branch.
  uint32_t PathIndex; ///< Its State::Path entry, or NotSymbolic.
};

/// Where a forking execution (InterpreterOptions::Fork) paused: the next
/// instruction decides on a symbolic value, and the driver decides which
/// ways are feasible before it runs (seed 004, Algorithm 1).
struct ForkPoint {
  enum Kind : uint8_t {
    None,
    Branch,  ///< Conditional br on Value (i1); BranchId is the true edge.
    Switch,  ///< Switch on Value; Table indexes DecodedProgram::Switches.
    Resolve, ///< Load or store through the symbolic address Value.
    Assume,  ///< An assumption on Value that the model violates.
    Check,   ///< A check whose failure (Value: a division by zero, an
             ///< overshift) the model avoids.
  };
  Kind K = None;
  ExprRef Value = nullptr;
  uint32_t BranchId = ~0u;
  uint32_t Table = 0;
  uint64_t AccessSize = 0; ///< Resolve: bytes accessed.
  bool Write = false;      ///< Resolve: a store.
};

struct State {
  std::vector<Value> Regs;
  std::vector<Frame> Stack;
  std::vector<MemObject *> Allocas; ///< Live stack objects, innermost last.
  /// setjmp buffers whose frame may still be live (one per buffer).
  std::vector<JumpTarget> Jumps;
  std::vector<PathEntry> Path;
  /// Shared with the states forked from this one until either adds one.
  CowList<InputRecord> Inputs;
  /// Values of input variables to use, by Var id (the test being run).
  Assignment Model;
  /// Hit[branch id] != 0 iff this execution took that edge.
  std::vector<uint8_t> Hit;
  /// Set by the driver: record Trace and IndirectCalls (the CFG-directed
  /// search matches executions against static paths with them).
  bool RecordTrace = false;
  /// Every branch edge taken, symbolic or not (at most MaxTrace entries).
  std::vector<TraceEntry> Trace;
  static constexpr size_t MaxTrace = 1u << 21;
  /// Distinct (call instruction, callee) pairs of calls through function
  /// pointers, for the call graph (at most 64).
  std::vector<std::pair<const llvm::Instruction *, const llvm::Function *>>
      IndirectCalls;
  Termination End;
  uint64_t Instructions = 0;
  uint64_t Concretizations = 0; ///< Values pinned by a path entry.
  /// Symbolic values used by their concrete value without a constraint
  /// (floating point, arguments of native calls): the search may miss
  /// paths that depend on them.
  uint64_t LossyUses = 0;
  /// What the program wrote to stdout, with InterpreterOptions::CaptureOutput.
  std::string Output;
  /// The program's own branch edges taken, with
  /// InterpreterOptions::TraceBranches.
  BranchDigest Branches;
  /// Forking runs: where the execution paused (K == None while running),
  /// and whether the paused instruction may now proceed.
  ForkPoint Fork;
  bool Decided = false;
  /// The run loaded a pointer from bytes of a local no store had reached
  /// (forage reads null; natively it is whatever the stack held). If the
  /// run then ends in a null dereference, its test is not a Test-Comp test
  /// (docs/uninitialized.md).
  bool ReadIndeterminate = false;
  /// Path entries moved out of Path by a forking driver (the depth of the
  /// path is PathBase + Path.size()).
  uint32_t PathBase = 0;
};

} // namespace forage

#endif
