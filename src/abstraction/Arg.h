//===- Arg.h - the abstract reachability graph ------------------*- C++ -*-===//
//
// Seed 003, section 4 (Algorithm 2's data): nodes (location, abstract
// state) with their tree parent, the edge they were created through, and
// the node that covers them. A location is a position inside a call string
// (spec 7.3); the abstract state is one literal set per frame.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_ABSTRACTION_ARG_H
#define FORAGE_ABSTRACTION_ARG_H

#include "abstraction/Precision.h"
#include "cfa/Cfa.h"

#include <map>
#include <vector>

namespace forage {

/// Interned call strings: context 0 is main's; each other context is a
/// call site inside its parent context.
class CallStrings {
public:
  CallStrings() { Entries.push_back({0, nullptr, 0}); }
  uint32_t push(uint32_t Parent, const llvm::CallBase *Site);
  uint32_t parent(uint32_t Ctx) const { return Entries[Ctx].Parent; }
  const llvm::CallBase *site(uint32_t Ctx) const { return Entries[Ctx].Site; }
  /// Calls on the stack (0 in main); the interpreter's depth is one more.
  uint32_t depth(uint32_t Ctx) const { return Entries[Ctx].Depth; }

private:
  struct Entry {
    uint32_t Parent;
    const llvm::CallBase *Site;
    uint32_t Depth;
  };
  std::vector<Entry> Entries;
  std::map<std::pair<uint32_t, const llvm::CallBase *>, uint32_t> Index;
};

struct ArgNode {
  static constexpr uint32_t None = ~0u;
  uint32_t Ctx;
  Position Pos;
  std::vector<LitSet> Frames; ///< Frames[0] is main's; back() is the top.
  uint32_t Parent = None;
  CfaEdge Via{EdgeKind::Exit};
  uint32_t CoveredBy = None;
  bool Expanded = false;
  bool Decides = false; ///< Its segment ends in a br or switch with ids.
  std::vector<uint32_t> Children;
};

/// Whether node N may be covered by node M (spec 4.3, fix 1): same
/// location, and every literal of M holds in N, frame by frame.
bool mayCover(const ArgNode &M, const ArgNode &N);

struct Arg {
  std::vector<ArgNode> Nodes;
  CallStrings Contexts;
  /// True iff every node was expanded or covered (no cap was hit).
  bool Complete = false;
};

} // namespace forage

#endif
