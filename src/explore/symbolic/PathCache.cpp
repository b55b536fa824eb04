//===- PathCache.cpp - a state's path constraint, flattened incrementally -===//
//
// Every fork query carries the state's whole path constraint. Paths are
// persistent lists shared between relatives (SymState.h); walking one
// from its tip for each query was a fifth of a run on a word-counting
// loop whose queries the cache answers. The driver keeps the last path it
// flattened: the next state asked about is usually the same one or a
// close relative, so only the entries past the common prefix are walked.
//
//===----------------------------------------------------------------------===//
#include "explore/symbolic/SymbolicDriver.h"

using namespace forage;

llvm::ArrayRef<ExprRef> SymbolicDriver::constraintsOf(const SymState &St,
                                                      ExprRef Extra) {
  // The last call's Extra is not part of the path.
  FlatConds.resize(FlatNodes.size());
  // Walk up from St's tip to the first node the flattened path holds.
  llvm::SmallVector<const PathNode *, 16> Newer;
  const PathNode *N = St.Path.get();
  for (; N; N = N->Parent.get()) {
    size_t L = N->Length;
    if (L <= FlatNodes.size() && FlatNodes[L - 1] == N)
      break;
    Newer.push_back(N);
  }
  size_t Keep = N ? N->Length : 0;
  FlatNodes.resize(Keep);
  FlatConds.resize(Keep);
  for (size_t K = Newer.size(); K-- > 0;) {
    FlatNodes.push_back(Newer[K]);
    FlatConds.push_back(Newer[K]->E.Cond);
  }
  FlatTip = St.Path;
  if (Extra)
    FlatConds.push_back(Extra);
  return FlatConds;
}
