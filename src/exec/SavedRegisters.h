//===- SavedRegisters.h - a suspended state's registers, packed -*- C++ -*-===//
//
// Seed 004 keeps many states alive, and decision 8 of docs/architecture.md
// gives every frame a register file whose upper part holds the function's
// constants. A suspended state keeps only its frames' own registers, 24
// bytes each (the 32-byte Value is padded for its 16-byte concrete part);
// the constants are copied back from the decoded function when it runs
// again.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_SAVEDREGISTERS_H
#define FORAGE_EXEC_SAVEDREGISTERS_H

#include "exec/State.h"

#include <cstring>
#include <vector>

namespace forage {

struct SavedRegisters {
  struct Packed {
    uint64_t Lo, Hi;
    ExprRef S;
  };
  std::vector<Packed> Regs;
  bool Holds = false; ///< The registers are here, not in the State.

  /// Moves the registers of S's frames (constants left out) here; S's
  /// register file is freed.
  void save(State &S) {
    Regs.clear();
    copyFrom(S);
    std::vector<Value>().swap(S.Regs);
    Holds = true;
  }
  /// Copies the registers of S's frames here, S keeping its own.
  void copyFrom(const State &S) {
    size_t N = 0;
    for (const Frame &F : S.Stack)
      N += F.Fn->ConstBase;
    Regs.reserve(Regs.size() + N);
    for (const Frame &F : S.Stack)
      for (uint32_t K = 0; K < F.Fn->ConstBase; ++K) {
        const Value &V = S.Regs[F.Base + K];
        Regs.push_back({static_cast<uint64_t>(V.C),
                        static_cast<uint64_t>(V.C >> 64), V.S});
      }
    Holds = true;
  }
  /// Rebuilds S's register file (S.Stack must be the saved one).
  void restore(State &S) {
    if (!Holds)
      return;
    size_t Live =
        S.Stack.empty() ? 0 : S.Stack.back().Base + S.Stack.back().Fn->NumSlots;
    S.Regs.assign(Live, Value());
    size_t At = 0;
    for (const Frame &F : S.Stack) {
      Value *R = S.Regs.data() + F.Base;
      for (uint32_t K = 0; K < F.Fn->ConstBase; ++K, ++At)
        R[K] = Value{(static_cast<u128>(Regs[At].Hi) << 64) | Regs[At].Lo,
                     Regs[At].S};
      std::memcpy(static_cast<void *>(R + F.Fn->ConstBase),
                  F.Fn->Constants.data(),
                  F.Fn->Constants.size() * sizeof(Value));
    }
    std::vector<Packed>().swap(Regs);
    Holds = false;
  }
};

} // namespace forage

#endif
