//===- Decoded.h - functions translated once for the interpreter -*- C++
//-*-===//
//
// Decision 8 of docs/architecture.md (KLEE's KFunction/KInstruction): every
// function is translated once into a flat array of compact instruction records
// whose operands are slot numbers in a per-frame register file. Constants live
// in slots too (copied in at frame entry), phi nodes become parallel copies on
// the CFG edges, aggregates occupy one slot per scalar leaf, and calls of
// known functions are resolved to a handler or a callee at decode time. The
// interpreter's loop then never looks at an llvm::Value.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_DECODED_H
#define FORAGE_EXEC_DECODED_H

#include "exec/Value.h"
#include "expr/Expr.h"

#include "llvm/ADT/DenseMap.h"

#include <cstdint>
#include <vector>

namespace llvm {
class BasicBlock;
class Function;
class Value;
class Instruction;
class SwitchInst;
} // namespace llvm

namespace forage {

enum class Op : uint8_t {
  Binary, ///< Flags: ExprKind. A, B -> Dst.
  Cmp,    ///< Flags: ExprKind; Aux bit 0: swap operands, bit 1: negate;
          ///< C: operand width.
  ZExt,   ///< A (Aux = source width) -> Dst (Width).
  SExt,
  Trunc,
  Copy,    ///< Aux slots from A + C to Dst.
  Select,  ///< A ? B : C, Aux slots each.
  FBinary, ///< Flags: FpOp; Aux: FpType.
  FNeg,
  FCmp,       ///< Flags: llvm::CmpInst::Predicate; Aux: FpType.
  FCast,      ///< Flags: FpCast; Aux: source FpType or width; Width: dest.
  Br,         ///< Edge A.
  CondBr,     ///< A ? edge B : edge C; Extra: first branch id.
  Switch,     ///< Extra: index of SwitchTable.
  IndirectBr, ///< A: address slot; Extra: index of IndirectTable.
  Ret,        ///< Aux slots from A (Aux = 0 for void).
  Unreachable,
  Alloca,      ///< Extra: element size; A: count slot; Aux: alignment.
  Load,        ///< A: address; Extra: first leaf; Aux: leaf count;
               ///< Flags: 1 if it loads a pointer.
  Store,       ///< A: value; B: address; Extra/Aux as Load.
  Gep,         ///< Extra: GepInfo index.
  Call,        ///< Extra: CallInfo index.
  AtomicRMW,   ///< A: address, B: operand; Flags: AtomicRMWInst::BinOp;
               ///< Extra: leaf; C: store size. Single-threaded semantics.
  CmpXchg,     ///< A: address, B: expected, C: new; Extra: leaf; Aux: size.
  Unsupported, ///< Ends the execution with an "unsupported" error.
};

enum class FpType : uint8_t { Float, Double, X87 };
enum class FpOp : uint8_t { Add, Sub, Mul, Div, Rem };
enum class FpCast : uint8_t { ToSI, ToUI, FromSI, FromUI, Ext, Trunc };
/// What a Handler::FpUnary call computes: an LLVM intrinsic, or the libm
/// function of that name when the program has no body for it.
enum class FpMath : uint8_t {
  Fabs,
  Floor,
  Ceil,
  Trunc,
  Round,
  Rint,
  Sqrt,
  Copysign,
  Min,
  Max,
  Fma,    ///< One rounding: no exact FP term, concrete.
  MulAdd, ///< llvm.fmuladd (clang's contraction of a*b+c): unfused, as gcc
          ///< computes it without FMA hardware.
};

/// One scalar part of a (possibly aggregate) memory value.
struct Leaf {
  uint32_t Offset; ///< Byte offset inside the aggregate.
  uint16_t Width;  ///< Bits of the value.
  uint16_t Bytes;  ///< Bytes it occupies in memory (store size).
};

struct Inst {
  Op Opcode;
  uint8_t Flags = 0;
  uint16_t Width = 0; ///< Result width in bits (scalars).
  uint32_t Dst = 0;
  uint32_t A = 0, B = 0, C = 0;
  uint32_t Aux = 0;
  uint32_t Extra = 0;
  const llvm::Instruction *Source = nullptr;
};

/// A CFG edge: where to continue and which phi copies to perform first.
struct Edge {
  uint32_t Target;               ///< Instruction index.
  uint32_t MovesBegin, MovesEnd; ///< Range in DecodedFunction::Moves.
};

struct Move {
  uint32_t Dst, Src;
};

struct SwitchTable {
  uint32_t Cond; ///< Slot of the condition.
  uint16_t Width;
  uint32_t FirstBranch; ///< Branch id of the default edge.
  uint32_t DefaultEdge;
  std::vector<std::pair<u128, uint32_t>> Cases; ///< value -> edge
};

/// The destinations of an `indirectbr` (computed goto, GCC's labels as
/// values): each destination block's address (DecodedProgram::addressOf) and
/// the edge to it.
struct IndirectTable {
  std::vector<std::pair<uint64_t, uint32_t>> Targets; ///< address -> edge
};

struct GepInfo {
  uint32_t Base;
  int64_t ConstOffset;
  struct Index {
    uint32_t Slot;
    uint16_t Width;
    int64_t Scale;
  };
  std::vector<Index> Indices;
};

/// What a call does; resolved when decoding.
enum class Handler : uint8_t {
  Function, ///< Interpreted callee (Callee set).
  Indirect, ///< Resolved at run time from the target address.
  External, ///< Native call through libffi.
  // Engine primitives and modelled libc.
  Input,
  MakeSymbolic,
  Assume,
  ReachError,
  AssertFail,
  Abort,
  Exit,
  Malloc,
  Calloc,
  Realloc,
  Free,
  Memcpy,
  Memmove,
  Memset,
  Output,      ///< printf & co: discarded unless --program-output.
  WriteOutput, ///< __forage_output(fd, buf, n): write(2) on stdout/stderr.
  Refuse,      ///< A native call that would disturb forage itself (fork, exec).
  SetJmp,      ///< setjmp & co: remembers the caller's frame (InterpreterJump).
  LongJmp,     ///< longjmp & co: back to the frame setjmp remembered.
  /// __forage_indeterminate(p, n): n bytes at p start indeterminate.
  Indeterminate,
  // Intrinsics.
  Ignore, ///< Debug info, lifetime markers, ...
  VaStart,
  VaEnd,
  VaCopy,
  Overflow, ///< Aux: ExprKind of the operation; Signed flag.
  Bswap,
  Ctpop,
  Ctlz,
  Cttz,
  Fshl,
  Fshr,
  Abs,
  Smax,
  Smin,
  Umax,
  Umin,
  Expect,
  StackSave,
  Trap,
  FpUnary, ///< fabs, floor, sqrt, ... (CallInfo::Math), exact when symbolic.
  Opaque,  ///< A pure libm (or --opaque) function: a Call expression.
  ObjectSize,
  IsConstant, ///< llvm.is.constant: false (always a valid answer).
};

struct DecodedFunction;

struct CallInfo {
  Handler Kind = Handler::Function;
  uint8_t OverflowKind = 0; ///< ExprKind for Handler::Overflow.
  bool Signed = false;
  FpMath Math = FpMath::Fabs; ///< For Handler::FpUnary.
  DecodedFunction *Callee = nullptr;
  const llvm::Function *Target = nullptr; ///< Direct callee, if known.
  uint32_t CalleeSlot = 0;                ///< For Handler::Indirect.
  std::vector<uint32_t> Args;             ///< First slot of each argument.
  std::vector<uint16_t> ArgSlots;         ///< Slot count of each argument.
  uint32_t NumRet = 0;                    ///< Result slots.
};

struct DecodedFunction {
  const llvm::Function *Fn = nullptr;
  uint32_t NumSlots = 0;            ///< Registers, then constants.
  uint32_t ConstBase = 0;           ///< First constant slot.
  std::vector<Value> Constants;     ///< Copied to ConstBase.. at frame entry.
  uint32_t NumParams = 0;           ///< Parameters occupy slots 0..NumParams-1
  std::vector<uint32_t> ParamSlots; ///< First slot of each parameter.
  std::vector<uint16_t> ParamSlotCounts;
  /// Per parameter, the size and alignment of the copy a `byval` pointer
  /// parameter stands for ({0, 0} for the others); empty if there is none.
  /// A C struct passed by value arrives so: the callee owns a copy.
  std::vector<std::pair<uint64_t, uint32_t>> ByValParams;
  bool IsVarArg = false;
  uint32_t NumRetSlots = 0;
  std::vector<Inst> Code;
  std::vector<Edge> Edges;
  std::vector<Move> Moves;
  /// First register slot of each argument and instruction result, and the
  /// index of each block's first instruction: how an observer outside the
  /// interpreter (targeted/'s concrete phase) reads values of a frame.
  llvm::DenseMap<const llvm::Value *, uint32_t> SlotOf;
  llvm::DenseMap<const llvm::BasicBlock *, uint32_t> BlockStart;
};

} // namespace forage

#endif
