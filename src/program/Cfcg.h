//===- Cfcg.h - the combined control-flow and static call graph -*- C++ -*-===//
//
// Seed 001, section 4.1: the union of every function's control-flow graph
// with an edge from each call site to the callee's entry (no return edges).
// Vertices are basic blocks and branch edges (ProgramModel ids); an edge
// into a branch vertex weighs 1, every other edge 0, so the weight of a
// static path is the number of branches along it (section 4.2).
//
// distancesToTargets() is the UncoveredDistance of section 4.3: one
// shortest-path run over the reversed graph from every target at once.
//
// With ReturnEdges (not in the paper), each return of a callee also has an
// edge to what follows the call (later calls in the block, then the block's
// successors): static paths may then leave a function, so a branch in a
// helper (a range check, say) is no longer cut off from the uncovered code
// after its call. Returns are context-insensitive (to every call site).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PROGRAM_CFCG_H
#define FORAGE_PROGRAM_CFCG_H

#include "program/ProgramModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/InstrTypes.h"

#include <cstdint>
#include <vector>

namespace forage {

class Cfcg {
public:
  static constexpr uint32_t Unreachable = ~0u;

  Cfcg(const llvm::Module &M, const ProgramModel &PM, bool ReturnEdges = false);

  /// Adds the edge of a call through a function pointer seen at run time
  /// (the graph has only direct calls otherwise); false if known already.
  bool addCall(const llvm::Instruction *Call, const llvm::Function *Callee);

  /// For every branch id b: the least weight of a static path from b to a
  /// branch t with IsTarget(t), not counting b itself (0 if b is a target;
  /// Unreachable if there is none).
  void distancesToTargets(llvm::function_ref<bool(uint32_t)> IsTarget,
                          std::vector<uint32_t> &Dist) const;

  size_t numVertices() const { return Preds.size(); }

private:
  uint32_t blockVertex(const llvm::BasicBlock *BB) const {
    return BlockIndex.lookup(BB);
  }
  void addEdge(uint32_t From, uint32_t To) { Preds[To].push_back(From); }
  /// Adds the edges of a call of Callee at Call (and its return edges).
  bool addCallEdges(const llvm::CallBase &Call, const llvm::Function &Callee);

  const ProgramModel &PM;
  bool ReturnEdges;
  size_t NumBranches;
  /// Vertices 0..NumBranches-1 are branch edges, then one per block.
  llvm::DenseMap<const llvm::BasicBlock *, uint32_t> BlockIndex;
  /// Reversed adjacency: the predecessors of each vertex.
  std::vector<std::vector<uint32_t>> Preds;
};

} // namespace forage

#endif
