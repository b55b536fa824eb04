//===- PathTrie.h - the explored paths, as a trie of decisions ---*- C++
//-*-===//
//
// Seed 000, section 8.2: feasible paths of symbolically re-run traces are
// kept in a trie keyed by their symbolic decisions (branch and switch edges,
// checks). Loops are merged: a decision key repeated more than K_loop times
// along a path creates no further nodes. Each node remembers a witness (an
// input and its path constraint) and which edges its decision could have
// taken instead: those are the frontier that constraint generation extends.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_PATHTRIE_H
#define FORAGE_SAMPLING_PATHTRIE_H

#include "exec/DecodedProgram.h"
#include "exec/State.h"
#include "sampling/InputSpace.h"

#include "llvm/ADT/DenseMap.h"

#include <cstdint>
#include <vector>

namespace forage {

struct TrieWitness {
  InputVec Input;
  std::vector<PathEntry> Path;
};

struct TrieNode {
  uint32_t Key = 0;
  uint32_t Parent = 0;
  uint32_t Depth = 0;
  uint32_t Witness = 0; ///< Index into PathTrie::witness().
  uint32_t Entry = 0;   ///< Its decision in the witness's path.
  uint32_t Visits = 0;
  std::vector<std::pair<uint32_t, uint32_t>> Children; ///< key -> node
};

class PathTrie {
public:
  static constexpr uint32_t CheckKey = 0x80000000u;
  explicit PathTrie(const DecodedProgram &Program, unsigned LoopCap = 8);

  /// Inserts the symbolic decisions of Path (a run on In); true if it
  /// created a node.
  bool insert(const std::vector<PathEntry> &Path, const InputVec &In);

  /// Keeps a witness that no node refers to (a range objective's run).
  uint32_t addWitness(const std::vector<PathEntry> &Path, const InputVec &In) {
    Witnesses.push_back({In, Path});
    return static_cast<uint32_t>(Witnesses.size() - 1);
  }
  const TrieNode &node(uint32_t N) const { return Nodes[N]; }
  size_t size() const { return Nodes.size(); }
  const TrieWitness &witness(uint32_t W) const { return Witnesses[W]; }
  /// Nodes whose decision could have taken edge E instead, shallowest first.
  std::vector<uint32_t> nodesWithAlternative(uint32_t Edge) const;
  /// Edges some node could have taken instead, in a fixed order.
  std::vector<uint32_t> alternativeEdges() const;
  /// Check nodes (a failed check is the alternative), shallowest first.
  const std::vector<uint32_t> &checkNodes() const { return Checks; }

private:
  const DecodedProgram &Program;
  unsigned LoopCap;
  std::vector<TrieNode> Nodes;
  std::vector<TrieWitness> Witnesses;
  llvm::DenseMap<uint32_t, std::vector<uint32_t>> AltIndex;
  std::vector<uint32_t> AltOrder;
  std::vector<uint32_t> Checks;
};

} // namespace forage

#endif
