//===- InterpreterFork.cpp - suspending, resuming and re-deriving states --===//
//
// Seed 004's forking execution on the concolic states of docs/architecture.md
// (decision 2): a
// state that stops running is captured into a copy-on-write image; a child
// created at a fork gets the solver's model, and its concrete values are
// re-derived from that model (registers, memory bytes and input values
// with a symbolic expression) before it runs.
//
//===----------------------------------------------------------------------===//
#include "exec/Interpreter.h"
#include "expr/Bits.h"

#include <algorithm>
#include <cstdio>
#include <unistd.h>

using namespace forage;

void Interpreter::suspend(const State &S, MemoryImage &Img) {
  MemoryImage Out;
  Mem.capture(&Img, Out);
  Out.Allocas.clear();
  for (const MemObject *O : S.Allocas)
    Out.Allocas.push_back(O->Address);
  for (const Frame &F : S.Stack)
    Out.VarArgs.push_back(F.VarArgs ? F.VarArgs->Address : 0);
  Img = std::move(Out);
}

void Interpreter::reinstate(State &S, const MemoryImage &Img) {
  Mem.restore(Img);
  Evaluator E(S.Model);
  Img.forEachSymbolicByte([&](uint64_t A, ExprRef X) {
    *reinterpret_cast<uint8_t *>(A) = static_cast<uint8_t>(E.evaluate(X));
  });
  for (size_t K = 0; K < S.Allocas.size() && K < Img.Allocas.size(); ++K)
    S.Allocas[K] = Mem.findExact(Img.Allocas[K]);
  for (size_t K = 0; K < S.Stack.size() && K < Img.VarArgs.size(); ++K)
    S.Stack[K].VarArgs =
        Img.VarArgs[K] ? Mem.findExact(Img.VarArgs[K]) : nullptr;
}

/// Recomputes the concrete bytes of O that have a symbolic shadow.
static void reevaluateObject(MemObject &O, Evaluator &E) {
  if (!O.hasShadow())
    return;
  uint8_t *B = O.bytes();
  for (uint64_t K = 0; K < O.Size; ++K)
    if (ExprRef X = O.Shadow[K])
      B[K] = static_cast<uint8_t>(E.evaluate(X));
}

void Interpreter::reevaluate(State &S, bool WithMemory, bool WithInputs) {
  Evaluator E(S.Model);
  size_t Live = 0;
  if (!S.Stack.empty())
    Live = S.Stack.back().Base + S.Stack.back().Fn->NumSlots;
  for (size_t K = 0; K < Live && K < S.Regs.size(); ++K)
    if (ExprRef X = S.Regs[K].S)
      S.Regs[K].C = E.evaluate(X);
  if (WithMemory) {
    for (const auto &O : Mem.staticObjects())
      if (O->Kind != ObjectKind::Function && !O->ReadOnly)
        reevaluateObject(*O, E);
    Mem.forEachDynamic([&](MemObject &O) {
      if (O.Alive)
        reevaluateObject(O, E);
    });
  }
  if (WithInputs)
    setInputValues(S);
}

void Interpreter::setInputValues(State &S) {
  auto Stale = [&](const InputRecord &R) {
    return R.Symbolic && R.Value != bits::trunc(S.Model.get(R.Var), R.Width);
  };
  if (std::none_of(S.Inputs.begin(), S.Inputs.end(), Stale))
    return; // shared records stay shared
  for (InputRecord &R : S.Inputs.mutate())
    if (R.Symbolic)
      R.Value = bits::trunc(S.Model.get(R.Var), R.Width);
}
