//===- ClauseOrder.cpp - clauses in the order derivations flow ------------===//
#include "chc/ClauseOrder.h"

#include <map>
#include <utility>

using namespace forage;

std::vector<unsigned>
forage::clauseRanks(const std::vector<ChcClause> &Clauses) {
  // Relations numbered densely, the graph's successors per relation.
  std::map<unsigned, unsigned> Index;
  auto Node = [&](const z3::expr &App) {
    return Index.emplace(App.decl().id(), static_cast<unsigned>(Index.size()))
        .first->second;
  };
  std::vector<unsigned> Head(Clauses.size());
  std::vector<std::vector<unsigned>> Succ;
  std::vector<unsigned> Roots;
  for (size_t N = 0; N < Clauses.size(); ++N) {
    Head[N] = Node(Clauses[N].Head);
    if (Succ.size() < Index.size())
      Succ.resize(Index.size());
    if (Clauses[N].Premises.empty())
      Roots.push_back(Head[N]);
    for (const z3::expr &P : Clauses[N].Premises) {
      unsigned From = Node(P);
      if (Succ.size() < Index.size())
        Succ.resize(Index.size());
      Succ[From].push_back(Head[N]);
    }
  }
  // Iterative depth-first search from the roots, then from every relation
  // not reached (a cycle no clause without premises enters).
  std::vector<unsigned> Post;
  std::vector<char> Seen(Succ.size(), 0);
  std::vector<std::pair<unsigned, size_t>> Stack;
  auto Visit = [&](unsigned Root) {
    if (Seen[Root])
      return;
    Seen[Root] = 1;
    Stack.push_back({Root, 0});
    while (!Stack.empty()) {
      auto &[V, K] = Stack.back();
      if (K < Succ[V].size()) {
        unsigned W = Succ[V][K++];
        if (!Seen[W]) {
          Seen[W] = 1;
          Stack.push_back({W, 0});
        }
        continue;
      }
      Post.push_back(V);
      Stack.pop_back();
    }
  };
  for (unsigned R : Roots)
    Visit(R);
  for (unsigned R = 0; R < Succ.size(); ++R)
    Visit(R);
  std::vector<unsigned> Rank(Succ.size());
  for (size_t K = 0; K < Post.size(); ++K)
    Rank[Post[K]] = static_cast<unsigned>(Post.size() - 1 - K);
  std::vector<unsigned> Out(Clauses.size());
  for (size_t N = 0; N < Clauses.size(); ++N)
    Out[N] = Rank[Head[N]];
  return Out;
}
