//===- Searchers.cpp - dfs, bfs, random-state, random-path, interleaving --===//
//
// Seed 004, section 2 / KLEE's Searcher.cpp: the searchers that need no
// weights, the round-robin combination of several, and the one place that
// builds a searcher from --search names (nurs:* are in WeightedSearcher).
//
//===----------------------------------------------------------------------===//
#include "explore/symbolic/ProcessTree.h"
#include "explore/symbolic/Searcher.h"
#include "explore/symbolic/WeightedSearcher.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cassert>
#include <deque>

using namespace forage;

Searcher::~Searcher() = default;

const char *const forage::SearcherNames[10] = {
    "random-path", "nurs:covnew", "dfs",       "bfs",         "random-state",
    "nurs:md2u",   "nurs:depth",  "nurs:icnt", "nurs:cpicnt", "nurs:qc"};

bool forage::isSearcherName(const std::string &Name) {
  return llvm::is_contained(SearcherNames, Name);
}

namespace {

/// Erases S from a sequence where it is usually near the back.
template <typename Seq> void eraseFromBack(Seq &States, SymState *S) {
  if (!States.empty() && States.back() == S) {
    States.pop_back();
    return;
  }
  auto It = std::find(States.rbegin(), States.rend(), S);
  assert(It != States.rend() && "removing a state the searcher lacks");
  States.erase(std::next(It).base());
}

/// Depth-first: the newest state runs next.
class DFSSearcher final : public Searcher {
public:
  SymState &select() override { return *States.back(); }
  void update(SymState *Current, llvm::ArrayRef<SymState *> Added,
              llvm::ArrayRef<SymState *> Removed) override {
    States.insert(States.end(), Added.begin(), Added.end());
    for (SymState *S : Removed)
      eraseFromBack(States, S);
  }
  bool empty() const override { return States.empty(); }

private:
  std::vector<SymState *> States;
};

/// Breadth-first: the oldest state runs next; a state that forked goes to
/// the back behind its children's generation, as in KLEE.
class BFSSearcher final : public Searcher {
public:
  SymState &select() override { return *States.front(); }
  void update(SymState *Current, llvm::ArrayRef<SymState *> Added,
              llvm::ArrayRef<SymState *> Removed) override {
    if (!Added.empty() && Current && !llvm::is_contained(Removed, Current)) {
      if (States.front() == Current) {
        States.pop_front();
      } else {
        auto It = std::find(States.begin(), States.end(), Current);
        assert(It != States.end() && "current state unknown to the searcher");
        States.erase(It);
      }
      States.push_back(Current);
    }
    States.insert(States.end(), Added.begin(), Added.end());
    for (SymState *S : Removed) {
      if (States.front() == S)
        States.pop_front();
      else
        eraseFromBack(States, S);
    }
  }
  bool empty() const override { return States.empty(); }

private:
  std::deque<SymState *> States;
};

/// A uniformly random live state.
class RandomStateSearcher final : public Searcher {
public:
  explicit RandomStateSearcher(std::mt19937_64 &Rng) : Rng(Rng) {}
  SymState &select() override { return *States[Rng() % States.size()]; }
  void update(SymState *Current, llvm::ArrayRef<SymState *> Added,
              llvm::ArrayRef<SymState *> Removed) override {
    for (SymState *S : Added) {
      bool New = Index.try_emplace(S, States.size()).second;
      assert(New && "state added twice");
      (void)New;
      States.push_back(S);
    }
    for (SymState *S : Removed) {
      auto It = Index.find(S);
      assert(It != Index.end() && "removing a state the searcher lacks");
      size_t I = It->second;
      Index.erase(It);
      if (I + 1 != States.size()) {
        States[I] = States.back();
        Index[States[I]] = I;
      }
      States.pop_back();
    }
  }
  bool empty() const override { return States.empty(); }

private:
  std::mt19937_64 &Rng;
  std::vector<SymState *> States;
  llvm::DenseMap<SymState *, size_t> Index;
};

/// KLEE's random-path: a fair coin at every fork of the process tree, which
/// the driver keeps up to date (so update has nothing to do).
class RandomPathSearcher final : public Searcher {
public:
  RandomPathSearcher(ProcessTree &Tree, std::mt19937_64 &Rng)
      : Tree(Tree), Rng(Rng) {}
  SymState &select() override { return Tree.randomPath(Rng); }
  void update(SymState *, llvm::ArrayRef<SymState *>,
              llvm::ArrayRef<SymState *>) override {}
  bool empty() const override { return Tree.empty(); }

private:
  ProcessTree &Tree;
  std::mt19937_64 &Rng;
};

/// Several searchers taking turns, each seeing every state.
class InterleavedSearcher final : public Searcher {
public:
  explicit InterleavedSearcher(std::vector<std::unique_ptr<Searcher>> Subs)
      : Subs(std::move(Subs)) {
    assert(!this->Subs.empty() && "interleaving no searchers");
  }
  SymState &select() override {
    Searcher &S = *Subs[Next];
    Next = (Next + 1) % Subs.size();
    return S.select();
  }
  void update(SymState *Current, llvm::ArrayRef<SymState *> Added,
              llvm::ArrayRef<SymState *> Removed) override {
    for (auto &S : Subs)
      S->update(Current, Added, Removed);
  }
  bool empty() const override { return Subs.front()->empty(); }

private:
  std::vector<std::unique_ptr<Searcher>> Subs;
  size_t Next = 0;
};

std::unique_ptr<Searcher> createOne(const std::string &Name,
                                    const SearchInfo &Info) {
  if (Name == "dfs")
    return std::make_unique<DFSSearcher>();
  if (Name == "bfs")
    return std::make_unique<BFSSearcher>();
  assert(Info.Rng && "random searcher without a random generator");
  if (Name == "random-state")
    return std::make_unique<RandomStateSearcher>(*Info.Rng);
  if (Name == "random-path") {
    assert(Info.Tree && "random-path without a process tree");
    return std::make_unique<RandomPathSearcher>(*Info.Tree, *Info.Rng);
  }
  NursWeight W;
  bool Known = parseNursWeight(Name, W);
  assert(Known && "unknown searcher name");
  (void)Known;
  return createWeightedSearcher(W, Info);
}

} // namespace

std::unique_ptr<Searcher>
forage::createSearcher(const std::vector<std::string> &Names,
                       const SearchInfo &Info) {
  // No names: KLEE's default, random-path interleaved with nurs:covnew.
  if (Names.empty())
    return createSearcher({SearcherNames[0], SearcherNames[1]}, Info);
  if (Names.size() == 1)
    return createOne(Names.front(), Info);
  std::vector<std::unique_ptr<Searcher>> Subs;
  for (const std::string &Name : Names)
    Subs.push_back(createOne(Name, Info));
  return std::make_unique<InterleavedSearcher>(std::move(Subs));
}
