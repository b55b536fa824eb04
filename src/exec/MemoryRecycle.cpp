//===- MemoryRecycle.cpp - addresses reused where no state is forked ------===//
//
// Without recycling every stack slot and heap block of an execution takes a
// new address and keeps its MemObject until the execution ends: a program
// that calls and allocates in a loop (jq compiling its builtins, an
// interpreter's evaluation loop) holds millions of dead objects, and 3
// million calls of a function with a local array took 990 MB. A native run
// reuses both: the stack pops, and malloc hands a freed block out again.
// Recycling does the same in runs without forked states (Memory.h says
// why not with them: a state's memory image names objects by position):
//
//  - stack objects come from their own arena, in call order, so a
//    returning frame's objects are always the last ones: popStack forgets
//    them and rewinds the arena (a dangling pointer into a popped frame
//    finds no object, or the newer one at its address, as natively);
//  - a freed heap block stays dead in a quarantine (a dangling pointer
//    still finds it and the use is reported), first in, first out, until
//    the quarantine holds more than QuarantineBytes or QuarantineObjects;
//    then it is reused, zeroed, for the next block of its rounded size.
//    The order is deterministic, so the same path sees the same addresses.
//
//===----------------------------------------------------------------------===//
#include "exec/Memory.h"

#include <cstring>

using namespace forage;

namespace {
uint64_t sizeClass(uint64_t Size) {
  return (std::max<uint64_t>(Size, 1) + 15) & ~uint64_t(15);
}
} // namespace

MemObject *Memory::allocateRecycled(uint64_t Size, uint64_t Align,
                                    ObjectKind K) {
  // A heap block out of the quarantine, of Size's class, or null (then
  // allocate() carves a new one).
  auto Bin = Free.find(sizeClass(Size));
  if (K != ObjectKind::Heap || Align > 16 || Bin == Free.end() ||
      Bin->second.empty())
    return nullptr;
  MemObject *O = Bin->second.back();
  Bin->second.pop_back();
  std::memset(O->bytes(), 0, Size);
  O->Size = Size;
  O->Alive = true;
  O->Shadow.clear();
  O->Unwritten.clear();
  noteWrite(O);
  return O;
}

bool Memory::popStack(MemObject *O) {
  if (!Recycle || StackObjects.empty() || StackObjects.back().get() != O)
    return false;
  if (LastHit == O)
    LastHit = nullptr;
  StackArena.rewind(O->Address);
  Spare.push_back(std::move(StackObjects.back()));
  StackObjects.pop_back();
  return true;
}

void Memory::retire(MemObject &O) {
  releasePages(O);
  if (!Recycle || O.Kind != ObjectKind::Heap || !DynamicArena.owns(O.Address))
    return;
  Quarantine.push_back(&O);
  QuarantinedBytes += sizeClass(O.Size);
  while (QuarantinedBytes > QuarantineBytes ||
         Quarantine.size() > QuarantineObjects) {
    MemObject *Old = Quarantine.front();
    Quarantine.pop_front();
    QuarantinedBytes -= sizeClass(Old->Size);
    Free[sizeClass(Old->Size)].push_back(Old);
  }
}

void Memory::resetRecycling() {
  for (auto &O : StackObjects)
    Spare.push_back(std::move(O));
  StackObjects.clear();
  StackArena.reset();
  Quarantine.clear();
  QuarantinedBytes = 0;
  Free.clear();
}
