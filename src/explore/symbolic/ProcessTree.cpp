//===- ProcessTree.cpp - KLEE's process tree of forks, for random-path ----===//
//
// Seed 004 / KLEE's PTree: splitting, pruning and the random-path walk. The
// tree is as deep as the longest chain of forks (easily 100k), so nothing
// here recurses: removal climbs parent pointers and the destructor tears
// the tree down with an explicit stack.
//
//===----------------------------------------------------------------------===//
#include "explore/symbolic/ProcessTree.h"

#include <cassert>
#include <vector>

using namespace forage;

ProcessTree::ProcessTree(SymState &Initial)
    : Root(std::make_unique<PTreeNode>()) {
  Root->State = &Initial;
  Initial.Node = Root.get();
}

ProcessTree::~ProcessTree() {
  // Destroying Root directly would recurse once per level through the
  // unique_ptr chain; detach every node's children before it dies instead.
  std::vector<std::unique_ptr<PTreeNode>> Pending;
  if (Root)
    Pending.push_back(std::move(Root));
  while (!Pending.empty()) {
    std::unique_ptr<PTreeNode> N = std::move(Pending.back());
    Pending.pop_back();
    if (N->Left)
      Pending.push_back(std::move(N->Left));
    if (N->Right)
      Pending.push_back(std::move(N->Right));
  }
}

void ProcessTree::split(SymState &Parent, SymState &Child) {
  PTreeNode *N = Parent.Node;
  assert(N && N->State == &Parent && !N->Left && !N->Right &&
         "splitting a state that is not in a leaf of this tree");
  N->State = nullptr;
  N->Left = std::make_unique<PTreeNode>();
  N->Left->Parent = N;
  N->Left->State = &Parent;
  Parent.Node = N->Left.get();
  N->Right = std::make_unique<PTreeNode>();
  N->Right->Parent = N;
  N->Right->State = &Child;
  Child.Node = N->Right.get();
}

void ProcessTree::remove(SymState &S) {
  PTreeNode *N = S.Node;
  assert(N && N->State == &S && !N->Left && !N->Right &&
         "removing a state that is not in a leaf of this tree");
  S.Node = nullptr;
  // N has no children here, so releasing it never recurses; climb while
  // the parent is left childless.
  while (PTreeNode *P = N->Parent) {
    std::unique_ptr<PTreeNode> &Slot = P->Left.get() == N ? P->Left : P->Right;
    assert(Slot.get() == N && "node missing from its parent");
    Slot.reset();
    if (P->Left || P->Right)
      return;
    N = P;
  }
  assert(Root.get() == N && "parentless node other than the root");
  Root.reset();
}

SymState &ProcessTree::randomPath(std::mt19937_64 &Rng) const {
  assert(Root && "random path in an empty tree");
  const PTreeNode *N = Root.get();
  while (!N->State) {
    // Pruning leaves every inner node at least one child.
    assert((N->Left || N->Right) && "inner node without children");
    if (N->Left && N->Right)
      N = (Rng() & 1) ? N->Right.get() : N->Left.get();
    else
      N = N->Left ? N->Left.get() : N->Right.get();
  }
  return *N->State;
}
