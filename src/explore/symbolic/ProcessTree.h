//===- ProcessTree.h - the binary tree of forks -----------------*- C++ -*-===//
//
// KLEE's process tree: every fork splits a leaf into two, the parent state
// going left and the child right; leaves hold live states. random-path
// walks it from the root with a fair coin at every inner node, so a state
// is chosen with probability 2^-(its fork depth), favouring states high in
// the tree. Subtrees without live states are removed as states terminate.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPLORE_SYMBOLIC_PROCESSTREE_H
#define FORAGE_EXPLORE_SYMBOLIC_PROCESSTREE_H

#include "explore/symbolic/SymState.h"

#include <memory>
#include <random>

namespace forage {

struct PTreeNode {
  PTreeNode *Parent = nullptr;
  std::unique_ptr<PTreeNode> Left, Right;
  SymState *State = nullptr; ///< Set on leaves only.
};

class ProcessTree {
public:
  explicit ProcessTree(SymState &Initial);
  /// Tears the tree down without recursion (it may be 100k levels deep).
  ~ProcessTree();
  ProcessTree(const ProcessTree &) = delete;
  ProcessTree &operator=(const ProcessTree &) = delete;
  /// Parent's leaf becomes an inner node with Parent left and Child right.
  void split(SymState &Parent, SymState &Child);
  /// Removes S's leaf and every ancestor left without live states.
  void remove(SymState &S);
  /// The random-path choice: a fair coin at every inner node.
  SymState &randomPath(std::mt19937_64 &Rng) const;
  bool empty() const { return !Root; }

private:
  std::unique_ptr<PTreeNode> Root;
};

} // namespace forage

#endif
