//===- SearcherTest.cpp - process tree, discrete PDF and state searchers --===//
#include "explore/symbolic/Searcher.h"
#include "explore/symbolic/ProcessTree.h"
#include "explore/symbolic/WeightedSearcher.h"

#include <gtest/gtest.h>

#include <map>
#include <pthread.h>
#include <set>

using namespace forage;

namespace {

/// States with stable ids, a generator with a fixed seed and a tree rooted
/// at the first state.
struct Fixture {
  explicit Fixture(unsigned N) : States(N), Rng(42) {
    for (unsigned I = 0; I < N; ++I)
      States[I].Id = I;
    Tree = std::make_unique<ProcessTree>(States[0]);
    Info.Rng = &Rng;
    Info.Tree = Tree.get();
    Info.InstCount = [](const SymState &) -> uint64_t { return 1; };
    Info.CallPathInstCount = [](const SymState &) -> uint64_t { return 1; };
    Info.MinDistToUncovered = [this](const SymState &S) -> uint64_t {
      auto It = MD2U.find(S.Id);
      return It == MD2U.end() ? 0 : It->second;
    };
  }
  SymState *operator[](unsigned I) { return &States[I]; }
  /// Draws N selections and counts them by state id.
  std::map<uint64_t, unsigned> draw(Searcher &S, unsigned N) {
    std::map<uint64_t, unsigned> Counts;
    for (unsigned I = 0; I < N; ++I)
      ++Counts[S.select().Id];
    return Counts;
  }

  std::vector<SymState> States;
  std::mt19937_64 Rng;
  std::unique_ptr<ProcessTree> Tree;
  std::map<uint64_t, uint64_t> MD2U;
  SearchInfo Info;
};

/// Runs Body on a thread with a 512 KiB stack, far too small for one
/// frame per level of a 100k-deep tree.
void runOnSmallStack(void (*Body)(bool &Ok), bool &Ok) {
  struct Args {
    void (*Body)(bool &);
    bool *Ok;
  } A{Body, &Ok};
  pthread_attr_t Attr;
  ASSERT_EQ(pthread_attr_init(&Attr), 0);
  ASSERT_EQ(pthread_attr_setstacksize(&Attr, 512 * 1024), 0);
  pthread_t T;
  auto Entry = [](void *P) -> void * {
    auto *A = static_cast<Args *>(P);
    A->Body(*A->Ok);
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&T, &Attr, Entry, &A), 0);
  ASSERT_EQ(pthread_join(T, nullptr), 0);
  pthread_attr_destroy(&Attr);
}

constexpr unsigned ChainDepth = 100000;

/// A chain of ChainDepth inner nodes above A's leaf: each fork's child
/// terminates at once, leaving its parent node with one child.
void buildChain(ProcessTree &T, SymState &A, SymState &B) {
  for (unsigned I = 0; I < ChainDepth; ++I) {
    T.split(A, B);
    T.remove(B);
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// ProcessTree
//===----------------------------------------------------------------------===//

TEST(ProcessTreeTest, split_moves_states_into_new_leaves) {
  Fixture F(2);
  PTreeNode *Root = F[0]->Node;
  ASSERT_NE(Root, nullptr);
  EXPECT_EQ(Root->State, F[0]);
  F.Tree->split(*F[0], *F[1]);
  EXPECT_EQ(Root->State, nullptr);
  EXPECT_EQ(Root->Left.get(), F[0]->Node);
  EXPECT_EQ(Root->Right.get(), F[1]->Node);
  EXPECT_EQ(F[0]->Node->Parent, Root);
  EXPECT_EQ(F[1]->Node->State, F[1]);
}

TEST(ProcessTreeTest, remove_prunes_empty_ancestors) {
  Fixture F(3);
  F.Tree->split(*F[0], *F[1]); // root -> (A, B)
  F.Tree->split(*F[1], *F[2]); // B's leaf -> (B, C)
  PTreeNode *Root = F[0]->Node->Parent;
  PTreeNode *Inner = F[1]->Node->Parent;
  EXPECT_EQ(Inner->Parent, Root);
  F.Tree->remove(*F[2]);
  EXPECT_EQ(F[2]->Node, nullptr);
  EXPECT_FALSE(Inner->Right);
  EXPECT_EQ(Inner->Left.get(), F[1]->Node);
  F.Tree->remove(*F[1]); // Inner is left childless and goes too.
  EXPECT_FALSE(Root->Right);
  EXPECT_EQ(Root->Left.get(), F[0]->Node);
  EXPECT_FALSE(F.Tree->empty());
  EXPECT_EQ(&F.Tree->randomPath(F.Rng), F[0]);
  F.Tree->remove(*F[0]);
  EXPECT_TRUE(F.Tree->empty());
}

TEST(ProcessTreeTest, random_path_halves_at_each_fork) {
  Fixture F(3);
  F.Tree->split(*F[0], *F[1]);
  F.Tree->split(*F[1], *F[2]);
  auto Counts = F.draw(*createSearcher({"random-path"}, F.Info), 4000);
  EXPECT_NEAR(Counts[0], 2000, 150);
  EXPECT_NEAR(Counts[1], 1000, 150);
  EXPECT_NEAR(Counts[2], 1000, 150);
}

TEST(ProcessTreeTest, deep_chain_removed_without_recursion) {
  bool Ok = false;
  runOnSmallStack(
      [](bool &Ok) {
        auto A = std::make_unique<SymState>(), B = std::make_unique<SymState>();
        ProcessTree T(*A);
        buildChain(T, *A, *B);
        std::mt19937_64 Rng(1);
        bool Found = &T.randomPath(Rng) == A.get();
        T.remove(*A);
        Ok = Found && T.empty() && !A->Node;
      },
      Ok);
  EXPECT_TRUE(Ok);
}

TEST(ProcessTreeTest, deep_chain_destroyed_without_recursion) {
  bool Ok = false;
  runOnSmallStack(
      [](bool &Ok) {
        auto A = std::make_unique<SymState>(), B = std::make_unique<SymState>(),
             C = std::make_unique<SymState>();
        {
          ProcessTree T(*A);
          buildChain(T, *A, *B);
          T.split(*A, *C); // Leaves on both sides at the bottom.
        }
        Ok = true;
      },
      Ok);
  EXPECT_TRUE(Ok);
}

//===----------------------------------------------------------------------===//
// DiscretePDF
//===----------------------------------------------------------------------===//

namespace {
/// Counts choose() over an even grid of N points of [0, 1).
std::map<uint64_t, unsigned> grid(const DiscretePDF &P, unsigned N) {
  std::map<uint64_t, unsigned> Counts;
  for (unsigned I = 0; I < N; ++I)
    ++Counts[P.choose((I + 0.5) / N)->Id];
  return Counts;
}
} // namespace

TEST(DiscretePDFTest, proportions_follow_insert_remove_update) {
  Fixture F(4);
  DiscretePDF P;
  for (unsigned I = 0; I < 4; ++I)
    P.insert(F[I], I + 1);
  EXPECT_DOUBLE_EQ(P.total(), 10);
  auto C = grid(P, 1000);
  EXPECT_EQ(C[0], 100u);
  EXPECT_EQ(C[1], 200u);
  EXPECT_EQ(C[2], 300u);
  EXPECT_EQ(C[3], 400u);
  P.remove(F[1]);
  P.update(F[3], 0);
  EXPECT_EQ(P.size(), 3u);
  C = grid(P, 1000);
  EXPECT_EQ(C[0], 250u);
  EXPECT_EQ(C[2], 750u);
  EXPECT_EQ(C.count(1) + C.count(3), 0u);
  EXPECT_DOUBLE_EQ(P.weight(F[2]), 3);
}

TEST(DiscretePDFTest, all_zero_weights_choose_uniformly) {
  Fixture F(4);
  DiscretePDF P;
  for (unsigned I = 0; I < 4; ++I)
    P.insert(F[I], 0);
  P.remove(F[2]);
  auto C = grid(P, 300);
  EXPECT_EQ(C[0], 100u);
  EXPECT_EQ(C[1], 100u);
  EXPECT_EQ(C[3], 100u);
  EXPECT_EQ(P.choose(0.999999)->Id, 3u);
}

TEST(DiscretePDFTest, grows_and_reuses_slots) {
  Fixture F(100);
  DiscretePDF P;
  for (unsigned I = 0; I < 100; ++I)
    P.insert(F[I], 1);
  for (unsigned I = 0; I < 100; I += 2)
    P.remove(F[I]);
  for (unsigned I = 0; I < 100; I += 4)
    P.insert(F[I], 2);
  // 50 odd states of weight 1, 25 of weight 2: each unit of weight gets
  // 10 of the 1000 grid points.
  EXPECT_EQ(P.size(), 75u);
  EXPECT_DOUBLE_EQ(P.total(), 100);
  auto C = grid(P, 1000);
  for (unsigned I = 0; I < 100; ++I)
    EXPECT_EQ(C[I], I % 2 ? 10u : I % 4 == 0 ? 20u : 0u) << "state " << I;
  while (!P.empty())
    P.remove(P.choose(0.5));
  EXPECT_EQ(P.total(), 0.0);
}

//===----------------------------------------------------------------------===//
// Searchers
//===----------------------------------------------------------------------===//

TEST(SearcherTest, names) {
  EXPECT_TRUE(isSearcherName("random-path"));
  EXPECT_TRUE(isSearcherName("nurs:covnew"));
  EXPECT_TRUE(isSearcherName("nurs:qc"));
  EXPECT_FALSE(isSearcherName("nurs:rp"));
  EXPECT_FALSE(isSearcherName("DFS"));
  std::set<std::string> Unique(std::begin(SearcherNames),
                               std::end(SearcherNames));
  EXPECT_EQ(Unique.size(), 10u);
}

TEST(SearcherTest, every_name_selects_live_states) {
  for (const char *Name : SearcherNames) {
    Fixture F(3);
    auto S = createSearcher({Name}, F.Info);
    S->update(nullptr, {F[0]}, {});
    EXPECT_FALSE(S->empty()) << Name;
    EXPECT_EQ(&S->select(), F[0]) << Name;
    F.Tree->split(*F[0], *F[1]);
    F.Tree->split(*F[0], *F[2]);
    S->update(F[0], {F[1], F[2]}, {});
    F.Tree->remove(*F[1]);
    S->update(F[0], {}, {F[1]});
    for (unsigned I = 0; I < 50; ++I) {
      SymState *Got = &S->select();
      EXPECT_TRUE(Got == F[0] || Got == F[2]) << Name;
    }
    F.Tree->remove(*F[0]);
    F.Tree->remove(*F[2]);
    S->update(nullptr, {}, {F[0], F[2]});
    EXPECT_TRUE(S->empty()) << Name;
  }
}

TEST(SearcherTest, dfs_is_lifo) {
  Fixture F(3);
  auto S = createSearcher({"dfs"}, F.Info);
  S->update(nullptr, {F[0]}, {});
  EXPECT_EQ(&S->select(), F[0]);
  S->update(F[0], {F[1], F[2]}, {});
  EXPECT_EQ(&S->select(), F[2]);
  S->update(F[2], {}, {F[2]});
  EXPECT_EQ(&S->select(), F[1]);
  S->update(F[1], {}, {F[0]}); // Removal from the middle.
  EXPECT_EQ(&S->select(), F[1]);
  S->update(F[1], {}, {F[1]});
  EXPECT_TRUE(S->empty());
}

TEST(SearcherTest, bfs_is_fifo_and_moves_forking_state_back) {
  Fixture F(4);
  auto S = createSearcher({"bfs"}, F.Info);
  S->update(nullptr, {F[0], F[1]}, {});
  EXPECT_EQ(&S->select(), F[0]);
  S->update(F[0], {F[2]}, {}); // A forked: [B, A, C].
  EXPECT_EQ(&S->select(), F[1]);
  S->update(F[1], {}, {}); // B ran without forking: it stays first.
  EXPECT_EQ(&S->select(), F[1]);
  S->update(F[1], {}, {F[1]}); // [A, C]
  EXPECT_EQ(&S->select(), F[0]);
  S->update(F[0], {F[3]}, {F[0]}); // A forked and ended: [C, D].
  EXPECT_EQ(&S->select(), F[2]);
  S->update(F[2], {}, {F[2]});
  EXPECT_EQ(&S->select(), F[3]);
}

TEST(SearcherTest, random_state_reaches_every_live_state) {
  Fixture F(5);
  auto S = createSearcher({"random-state"}, F.Info);
  S->update(nullptr, {F[0], F[1], F[2], F[3], F[4]}, {});
  S->update(nullptr, {}, {F[2], F[0]});
  auto C = F.draw(*S, 3000);
  EXPECT_EQ(C.size(), 3u);
  for (uint64_t Id : {1, 3, 4})
    EXPECT_NEAR(C[Id], 1000, 150) << "state " << Id;
}

TEST(SearcherTest, nurs_depth_is_proportional_to_depth) {
  Fixture F(2);
  F[0]->Depth = 1;
  F[1]->Depth = 3;
  auto S = createSearcher({"nurs:depth"}, F.Info);
  S->update(nullptr, {F[0], F[1]}, {});
  auto C = F.draw(*S, 8000);
  EXPECT_NEAR(C[0], 2000, 200);
  EXPECT_NEAR(C[1], 6000, 200);
}

TEST(SearcherTest, nurs_depth_zero_weights_are_uniform) {
  Fixture F(2);
  auto S = createSearcher({"nurs:depth"}, F.Info);
  S->update(nullptr, {F[0], F[1]}, {});
  auto C = F.draw(*S, 4000);
  EXPECT_NEAR(C[0], 2000, 200);
  EXPECT_NEAR(C[1], 2000, 200);
}

TEST(SearcherTest, nurs_reweighs_only_current_and_added) {
  Fixture F(2);
  F[0]->Depth = F[1]->Depth = 1;
  auto S = createSearcher({"nurs:depth"}, F.Info);
  S->update(nullptr, {F[0], F[1]}, {});
  F[1]->Depth = 99;
  S->update(F[0], {}, {}); // B did not run: its weight stays 1.
  auto C = F.draw(*S, 4000);
  EXPECT_NEAR(C[1], 2000, 200);
  S->update(F[1], {}, {});
  C = F.draw(*S, 4000);
  EXPECT_NEAR(C[1], 3960, 40);
}

TEST(SearcherTest, nurs_md2u_prefers_nearer_states) {
  Fixture F(2);
  F.MD2U = {{0, 1}, {1, 2}}; // Weights 1 and 1/4.
  auto S = createSearcher({"nurs:md2u"}, F.Info);
  S->update(nullptr, {F[0], F[1]}, {});
  auto C = F.draw(*S, 5000);
  EXPECT_NEAR(C[0], 4000, 150);
  EXPECT_NEAR(C[1], 1000, 150);
}

TEST(SearcherTest, nurs_weight_formulas) {
  Fixture F(1);
  SymState &S = *F[0];
  const SearchInfo &I = F.Info;
  // md2u: no reachable uncovered branch counts as distance 10000.
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::MinDistToUncovered, S, I), 1e-8);
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::CoveringNew, S, I), 1e-8);
  F.MD2U[0] = 2;
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::MinDistToUncovered, S, I), 0.25);
  S.InstsSinceCovNew = 500; // max(1, 500 - 1000) = 1.
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::CoveringNew, S, I), 1.25);
  S.InstsSinceCovNew = 1010; // 1/10 squared.
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::CoveringNew, S, I), 0.26);
  S.Depth = 7;
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::Depth, S, I), 7);
  S.QueryCost = 0.05;
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::QueryCost, S, I), 1);
  S.QueryCost = 4;
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::QueryCost, S, I), 0.25);
  SearchInfo Counts = I;
  Counts.InstCount = [](const SymState &) -> uint64_t { return 4; };
  Counts.CallPathInstCount = [](const SymState &) -> uint64_t { return 8; };
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::InstCount, S, Counts), 1.0 / 16);
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::CPInstCount, S, Counts), 1.0 / 8);
  Counts.InstCount = [](const SymState &) -> uint64_t { return 0; };
  EXPECT_DOUBLE_EQ(nursWeight(NursWeight::InstCount, S, Counts), 1);
}

TEST(SearcherTest, interleaved_searchers_take_turns) {
  Fixture F(3);
  auto S = createSearcher({"dfs", "bfs"}, F.Info);
  S->update(nullptr, {F[0], F[1], F[2]}, {});
  for (unsigned I = 0; I < 3; ++I) {
    EXPECT_EQ(&S->select(), F[2]); // dfs: newest
    EXPECT_EQ(&S->select(), F[0]); // bfs: oldest
  }
  S->update(F[0], {}, {F[0], F[2]});
  EXPECT_EQ(&S->select(), F[1]);
  EXPECT_EQ(&S->select(), F[1]);
}

TEST(SearcherTest, repeated_names_are_allowed) {
  Fixture F(2);
  auto S = createSearcher({"dfs", "dfs", "random-path"}, F.Info);
  S->update(nullptr, {F[0]}, {});
  for (unsigned I = 0; I < 6; ++I)
    EXPECT_EQ(&S->select(), F[0]);
}
