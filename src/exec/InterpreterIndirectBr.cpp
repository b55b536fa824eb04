//===- InterpreterIndirectBr.cpp - computed goto (indirectbr) -------------===//
//
// GCC's labels as values (`void *p = &&label; goto *p;`, the dispatch of
// threaded interpreters such as Lua's lvm.c) compile to `blockaddress`
// constants and an `indirectbr` terminator. Every block whose address is
// taken has a one-byte object of its own (DecodedProgram::addressOf), so a
// label's address is a pointer like any other: it is stored, loaded and
// compared as data. The jump concretizes the address (a symbolic one, read
// from a table at an input-dependent index, keeps its alternative on the
// path, as a call through a symbolic function pointer does) and follows the
// edge to the destination with that address. An address that is none of the
// instruction's destinations is undefined in C: the path ends as
// unsupported, naming the address.
//
//===----------------------------------------------------------------------===//
#include "exec/Interpreter.h"

#include <sstream>

using namespace forage;

void Interpreter::indirectBranch(State &S, const Inst &I) {
  Frame &F = S.Stack.back();
  const Value &Target = S.Regs[F.Base + I.A];
  uint64_t A = static_cast<uint64_t>(concretize(S, Target, PtrBits));
  for (const auto &[Address, EdgeIndex] :
       Program->IndirectBranches[I.Extra].Targets)
    if (Address == A && Address != 0)
      return followEdge(S, F, EdgeIndex);
  std::ostringstream What;
  What << "computed goto (indirectbr) to 0x" << std::hex << A
       << ", which is not one of its destinations";
  if (const MemObject *O = Mem.find(A))
    What << " (it points into '" << O->Name << "')";
  terminateUnsupported(S, I, What.str());
}
