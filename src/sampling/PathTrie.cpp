//===- PathTrie.cpp - the explored paths, as a trie of decisions ----------===//
//
// Seed 000, section 8.2.
//
//===----------------------------------------------------------------------===//
#include "sampling/PathTrie.h"

#include <algorithm>

using namespace forage;

PathTrie::PathTrie(const DecodedProgram &Program, unsigned LoopCap)
    : Program(Program), LoopCap(LoopCap) {
  Nodes.emplace_back(); // the root
}

static bool isDecision(const PathEntry &E) {
  return (E.K == PathEntry::Branch || E.K == PathEntry::Switch ||
          E.K == PathEntry::Check) &&
         (E.K != PathEntry::Branch || E.BranchId != ProgramModel::NoBranch);
}

bool PathTrie::insert(const std::vector<PathEntry> &Path, const InputVec &In) {
  uint32_t Cur = 0;
  bool Created = false;
  llvm::DenseMap<uint32_t, unsigned> Repeats;
  ++Nodes[0].Visits;
  for (uint32_t I = 0; I < Path.size(); ++I) {
    const PathEntry &E = Path[I];
    if (!isDecision(E))
      continue;
    uint32_t Key = E.K == PathEntry::Check
                       ? CheckKey | (E.Cond->id() & ~CheckKey)
                       : E.BranchId;
    if (++Repeats[Key] > LoopCap)
      continue; // loop merging
    uint32_t Next = 0;
    for (auto [K, N] : Nodes[Cur].Children)
      if (K == Key) {
        Next = N;
        break;
      }
    if (!Next) {
      if (!Created) {
        Witnesses.push_back({In, Path});
        Created = true;
      }
      TrieNode T;
      T.Key = Key;
      T.Parent = Cur;
      T.Depth = Nodes[Cur].Depth + 1;
      T.Witness = static_cast<uint32_t>(Witnesses.size() - 1);
      T.Entry = I;
      Next = static_cast<uint32_t>(Nodes.size());
      Nodes.push_back(std::move(T));
      Nodes[Cur].Children.push_back({Key, Next});
      auto addAlt = [&](uint32_t Edge) {
        auto &L = AltIndex[Edge];
        if (L.empty())
          AltOrder.push_back(Edge);
        L.push_back(Next);
      };
      if (E.K == PathEntry::Branch && E.AltBranchId != ProgramModel::NoBranch)
        addAlt(E.AltBranchId);
      else if (E.K == PathEntry::Switch) {
        const SwitchTable &S = Program.Switches[E.SwitchIndex];
        for (uint32_t K = 0; K <= S.Cases.size(); ++K)
          if (S.FirstBranch + K != E.BranchId)
            addAlt(S.FirstBranch + K);
      } else if (E.K == PathEntry::Check && E.Alternative)
        Checks.push_back(Next);
    }
    Cur = Next;
    ++Nodes[Cur].Visits;
  }
  return Created;
}

std::vector<uint32_t> PathTrie::nodesWithAlternative(uint32_t Edge) const {
  auto It = AltIndex.find(Edge);
  if (It == AltIndex.end())
    return {};
  std::vector<uint32_t> Out = It->second;
  std::stable_sort(Out.begin(), Out.end(), [&](uint32_t A, uint32_t B) {
    return Nodes[A].Depth < Nodes[B].Depth;
  });
  return Out;
}

std::vector<uint32_t> PathTrie::alternativeEdges() const { return AltOrder; }
