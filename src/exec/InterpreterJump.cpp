//===- InterpreterJump.cpp - setjmp and longjmp between interpreted frames ===//
//
// The program's frames are the interpreter's (State::Stack), so a
// non-local jump is a jump between them: setjmp remembers its caller's
// frame and the call's continuation under the jmp_buf's address, and
// longjmp pops every frame above that one (their stack objects die, as at
// a return), then continues after the setjmp call with longjmp's value (1
// for 0). The jmp_buf's bytes are not used: a buffer is known by its
// address. Jumping to a frame that has returned is undefined in C; it ends
// the path as unsupported, naming the buffer.
//
//===----------------------------------------------------------------------===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"

#include <algorithm>

using namespace forage;

namespace {
/// Whether T's frame is still the one on the stack at its depth.
bool live(const State &S, const JumpTarget &T) {
  if (T.Depth == 0 || T.Depth > S.Stack.size())
    return false;
  const Frame &F = S.Stack[T.Depth - 1];
  return F.Fn == T.Fn && F.Base == T.Base;
}
} // namespace

void Interpreter::setJump(State &S, const Inst &I, const CallInfo &CI) {
  const Frame &F = S.Stack.back();
  uint64_t Buffer = static_cast<uint64_t>(bits::trunc(
      concretize(S, S.Regs[F.Base + CI.Args[0]], PtrBits), PtrBits));
  // Buffers of returned frames go (a buffer on the stack is reused by the
  // next call, as Lua's protected calls do thousands of times).
  S.Jumps.erase(std::remove_if(S.Jumps.begin(), S.Jumps.end(),
                               [&](const JumpTarget &T) {
                                 return T.Buffer == Buffer || !live(S, T);
                               }),
                S.Jumps.end());
  S.Jumps.push_back({Buffer, static_cast<uint32_t>(S.Stack.size()), F.Fn,
                     F.Base, F.PC, F.Base + I.Dst, CI.NumRet != 0});
  if (CI.NumRet)
    S.Regs[F.Base + I.Dst] = Value{0, nullptr};
}

void Interpreter::longJump(State &S, const Inst &I, const CallInfo &CI) {
  const Frame &F = S.Stack.back();
  uint64_t Buffer = static_cast<uint64_t>(bits::trunc(
      concretize(S, S.Regs[F.Base + CI.Args[0]], PtrBits), PtrBits));
  Value Result = CI.Args.size() > 1 ? S.Regs[F.Base + CI.Args[1]] : Value{1};
  auto It =
      std::find_if(S.Jumps.begin(), S.Jumps.end(),
                   [&](const JumpTarget &T) { return T.Buffer == Buffer; });
  if (It == S.Jumps.end() || !live(S, *It))
    return terminateUnsupported(
        S, I,
        It == S.Jumps.end()
            ? "longjmp to a buffer no setjmp filled"
            : "longjmp to the frame of '" + It->Fn->Fn->getName().str() +
                  "', which has returned (undefined in C)");
  JumpTarget T = *It;
  // setjmp returns the value as an int, 1 for 0.
  unsigned W = 32;
  if (Result.S && Result.S->width() != W)
    Result.S = nullptr;
  Result.C = bits::trunc(Result.C, W);
  if (Result.S)
    Result.S = Ctx.ite(Ctx.eq(Result.S, Ctx.constant(W, 0)), Ctx.constant(W, 1),
                       Result.S);
  if (Result.C == 0)
    Result.C = 1;
  while (S.Stack.size() > T.Depth) {
    Frame Top = S.Stack.back();
    if (Observer)
      Observer->onReturn(S, Top.Fn->Fn, nullptr);
    S.Stack.pop_back();
    endAllocas(S, Top.AllocaMark);
  }
  S.Stack.back().PC = T.PC;
  if (T.HasRet)
    S.Regs[T.RetDst] = Result;
}
