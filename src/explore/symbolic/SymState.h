//===- SymState.h - a live state of forking symbolic execution --*- C++ -*-===//
//
// Seed 004, Algorithm 1: the states S of symbolic execution. Each wraps the
// interpreter's State (registers, stack, inputs, model) and adds what
// forking needs: the memory image it shares copy-on-write with its
// relatives, the path constraint as a persistent list (a fork shares the
// prefix instead of copying it), its node in the process tree, and the
// figures KLEE's searchers weigh (depth, instructions since new coverage,
// query cost).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_SYMBOLIC_SYMSTATE_H
#define FORAGE_EXPLORE_SYMBOLIC_SYMSTATE_H

#include "exec/MemoryImage.h"
#include "exec/SavedRegisters.h"
#include "exec/State.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace forage {

/// One entry of a persistent path constraint; Parent is the entry before.
struct PathNode {
  PathEntry E;
  mutable std::shared_ptr<const PathNode> Parent;
  uint32_t Length = 0; ///< Entries from the root up to and including this.

  PathNode() = default;
  PathNode(const PathNode &) = delete;
  /// Frees the chain of parents only this node holds iteratively: a path
  /// can be 100000 entries long.
  ~PathNode() {
    std::shared_ptr<const PathNode> P = std::move(Parent);
    while (P && P.use_count() == 1)
      P = std::move(P->Parent);
  }
};

struct PTreeNode;

struct SymState {
  State S;
  MemoryImage Image;    ///< Memory while the state is suspended.
  SavedRegisters Saved; ///< Registers while the state is suspended.
  std::shared_ptr<const PathNode> Path;
  uint64_t Id = 0;           ///< Creation order, unique within a run.
  uint32_t Depth = 0;        ///< Forks between the initial state and this one.
  PTreeNode *Node = nullptr; ///< Leaf of the process tree holding this state.
  /// Instructions executed since this state last covered a new branch;
  /// 0 if it never did (KLEE's instsSinceCovNew).
  uint64_t InstsSinceCovNew = 0;
  /// Solver cost of this state's forks, in deterministic units (Forking.cpp).
  double QueryCost = 0;
  /// Branches this state covered first, not yet written in a test.
  std::vector<uint32_t> NewBranches;
  /// The last branch edge the state took (for md2u), or NoBranch.
  uint32_t LastBranch = ~0u;
  /// Set on a child: its concrete values still come from the parent's
  /// model and are derived from its own before it runs.
  bool NeedsReevaluation = false;
  /// Index in the driver's list of live states (kept current by the
  /// driver, so removal is O(1)).
  uint32_t Slot = 0;

  uint32_t pathLength() const { return Path ? Path->Length : 0; }
};

} // namespace forage

#endif
