//===- Arg.cpp - the abstract reachability graph --------------------------===//
#include "abstraction/Arg.h"

using namespace forage;

uint32_t CallStrings::push(uint32_t Parent, const llvm::CallBase *Site) {
  auto [It, New] =
      Index.insert({{Parent, Site}, static_cast<uint32_t>(Entries.size())});
  if (New)
    Entries.push_back({Parent, Site, Entries[Parent].Depth + 1});
  return It->second;
}

bool forage::mayCover(const ArgNode &M, const ArgNode &N) {
  if (M.Ctx != N.Ctx || M.Pos != N.Pos || M.Frames.size() != N.Frames.size())
    return false;
  for (size_t K = 0; K < M.Frames.size(); ++K)
    if (!litSubset(M.Frames[K], N.Frames[K]))
      return false;
  return true;
}
