//===- ConstraintGenerator.cpp - objectives to sampling domains -----------===//
//
// Seed 000, sections 8.1, 8.3 and 8.6.
//
//===----------------------------------------------------------------------===//
#include "sampling/ConstraintGenerator.h"

#include "sampling/LpSolver.h"

#include "expr/Bits.h"

#include <cmath>
#include <limits>

using namespace forage;

ExprRef ConstraintGenerator::alternative(const TrieWitness &W,
                                         const TrieNode &N,
                                         uint32_t Edge) const {
  const PathEntry &E = W.Path[N.Entry];
  if (E.K != PathEntry::Switch)
    return E.Alternative;
  const SwitchTable &S = Program.Switches[E.SwitchIndex];
  if (Edge == S.FirstBranch) {
    ExprRef C = Ctx.boolean(true);
    for (auto &Case : S.Cases)
      C = Ctx.andE(C, Ctx.ne(E.SwitchValue, Ctx.constant(S.Width, Case.first)));
    return C;
  }
  return Ctx.eq(E.SwitchValue,
                Ctx.constant(S.Width, S.Cases[Edge - S.FirstBranch - 1].first));
}

bool ConstraintGenerator::isHard(const PathEntry &E) const {
  // Preconditions stay: a domain outside them only yields failed runs.
  return E.K == PathEntry::Assume || Opts.AssumeFail.count(E.BranchId) ||
         Opts.AssumeFail.count(E.AltBranchId);
}

bool ConstraintGenerator::relax(std::vector<PrefixCond> &Conds, ExprRef Want,
                                Assignment &Model) {
  // Section 8.3's minimal extension, found from the conflict: the wanted
  // condition contradicts some earlier decision of the recorded path (a
  // loop's exit, a branch of an initialisation), so no single flip reaches
  // it. Find the earliest decision whose condition makes the prefix
  // unsatisfiable (binary search over prefix lengths) and drop it, with the
  // later decisions of the same branch (the loop's further iterations) and
  // its repeats; keep the rest of the path. The domain over-approximates
  // the paths that decide otherwise there, which is what sampling absorbs.
  if (RelaxBudget == 0)
    return false;
  --RelaxBudget;
  Assignment Last = Model;
  auto sat = [&](size_t N) {
    std::vector<ExprRef> Q;
    for (size_t I = 0; I < Conds.size(); ++I)
      if (Conds[I].Hard || I < N)
        Q.push_back(Conds[I].Cond);
    Q.push_back(Want);
    Assignment M = Model;
    ++Stats.RelaxQueries;
    if (Solve.solve(Q, M) != SolverResult::Sat)
      return false;
    Last = std::move(M);
    return true;
  };
  if (!sat(0))
    return false; // the preconditions alone exclude it
  size_t Lo = 0;  // soft conditions [0, Lo) and every hard one: satisfiable
  for (unsigned Drop = 0; Drop < Opts.MaxDrops; ++Drop) {
    size_t Hi = Conds.size(); // all: unsatisfiable
    while (Hi - Lo > 1) {
      size_t Mid = Lo + (Hi - Lo) / 2;
      (sat(Mid) ? Lo : Hi) = Mid;
    }
    // Conds[Lo] is soft (a hard one changes no query) and in conflict.
    PrefixCond Bad = Conds[Lo];
    std::vector<PrefixCond> Kept(Conds.begin(), Conds.begin() + Lo);
    for (size_t I = Lo; I < Conds.size(); ++I) {
      const PrefixCond &C = Conds[I];
      bool SameBranch =
          Bad.Branch != ProgramModel::NoBranch && C.Branch == Bad.Branch;
      if (C.Hard || (C.Cond != Bad.Cond && !SameBranch))
        Kept.push_back(C);
    }
    Conds = std::move(Kept);
    if (sat(Conds.size())) {
      Model = std::move(Last);
      return true;
    }
  }
  return false;
}

bool ConstraintGenerator::makeDomain(const TrieWitness &W, uint32_t Len,
                                     ExprRef Want, std::mt19937_64 &Rng,
                                     Domain &D) {
  ++Stats.Tried;
  std::vector<PrefixCond> Conds;
  std::vector<ExprRef> Query;
  for (uint32_t I = 0; I < Len && I < W.Path.size(); ++I) {
    const PathEntry &E = W.Path[I];
    // A branch's decisions (both directions) share its first edge's id.
    uint32_t Br =
        E.K == PathEntry::Branch && E.BranchId != ProgramModel::NoBranch
            ? std::min(E.BranchId, E.AltBranchId)
            : ProgramModel::NoBranch;
    Conds.push_back({E.Cond, Br, isHard(E)});
    Query.push_back(E.Cond);
  }
  Query.push_back(Want);
  // The exact constraint first: a model is the best start (section 3.5),
  // and an unsatisfiable one need not be sampled as it stands.
  Assignment Model;
  for (size_t K = 0; K < W.Input.size(); ++K)
    Model.set(static_cast<uint32_t>(K), W.Input[K]);
  SolverResult R = Solve.solve(Query, Model);
  if (R == SolverResult::Unsat) {
    if (!relax(Conds, Want, Model)) {
      ++Stats.Unsat;
      return false;
    }
    ++Stats.Relaxed;
  }
  std::vector<LinRow> Prefix;
  for (const PrefixCond &C : Conds)
    if (!Abs.add(C.Cond, Prefix))
      return false;
  InputVec Start = W.Input;
  if (R != SolverResult::Unknown) {
    ++Stats.Exact;
    for (size_t K = 0; K < Model.size(); ++K)
      if (K < Start.size())
        Start[K] = Model.get(static_cast<uint32_t>(K));
  }
  for (std::vector<LinRow> &Alt : Abs.alternatives(Want)) {
    std::vector<LinRow> Rows = Prefix;
    Rows.insert(Rows.end(), Alt.begin(), Alt.end());
    Domain Cand;
    Cand.K = Opts.Box ? Domain::Box : Domain::Polyhedron;
    if (!boundingBox(Space, Rows, Cand.Bounds))
      continue;
    if (!Opts.Box)
      Cand.Rows = std::move(Rows);
    if (R != SolverResult::Unknown) {
      if (!Cand.contains(Space, Start))
        continue; // the other side of a split disequality
    } else {
      // No model: a random vertex of the abstraction, rounded.
      LpProblem P;
      P.Rows = &Cand.Rows;
      for (auto &[Pos, B] : Cand.Bounds) {
        P.Cols.push_back(Pos);
        P.Bounds.push_back(
            {static_cast<double>(B.first), static_cast<double>(B.second)});
      }
      std::vector<double> X;
      if (!Cand.Rows.empty() && !randomVertex(P, Rng, X))
        continue;
      for (size_t K = 0; K < X.size(); ++K) {
        uint32_t Pos = P.Cols[K];
        if (Pos >= Start.size())
          Start.resize(Pos + 1, 0);
        Start[Pos] =
            Space.slot(Pos).fromInt(static_cast<i128>(std::llround(X[K])));
      }
      if (Cand.Rows.empty())
        for (auto &[Pos, B] : Cand.Bounds)
          if (Pos < Start.size())
            Start[Pos] = Space.slot(Pos).fromInt(B.first);
    }
    Cand.Start = Start;
    D = std::move(Cand);
    ++Stats.Feasible;
    return true;
  }
  return false;
}

std::vector<Domain> ConstraintGenerator::generate(
    const PathTrie &Trie, const Coverage &Cov,
    const std::vector<uint8_t> &IsUser, const std::vector<LearnedRange> &Ranges,
    const std::vector<RangeWitness> &Values, std::mt19937_64 &Rng) {
  std::vector<Domain> Out;
  Abs.clearCache();
  RelaxBudget = Opts.MaxRelaxations;
  // Coverage objectives: uncovered user edges on the frontier, and checks
  // that could fail; shallowest node first (minimal extensions).
  struct Goal {
    uint32_t Node, Edge, Depth;
    uint32_t Dist = 0; ///< Directed goals: branches to an uncovered edge.
  };
  std::vector<Goal> Goals;
  for (uint32_t E : Trie.alternativeEdges()) {
    if (E >= IsUser.size() || !IsUser[E] || Cov.covered(E) ||
        Failures.lookup(E) >= 2 * Opts.MaxTries)
      continue;
    ++Stats.Objectives;
    unsigned N = 0;
    for (uint32_t Node : Trie.nodesWithAlternative(E)) {
      if (N >= Opts.MaxTries)
        break;
      uint64_t Key = (uint64_t(Node) << 32) | E;
      if (Tried.count(Key))
        continue;
      Goals.push_back({Node, E, Trie.node(Node).Depth});
      ++N;
    }
  }
  for (uint32_t Node : Trie.checkNodes()) {
    uint64_t Key = (uint64_t(Node) << 32) | 0xffffffffu;
    if (!Tried.count(Key))
      Goals.push_back({Node, 0xffffffffu, Trie.node(Node).Depth});
  }
  // Minimal extensions towards code no recorded decision borders (section
  // 8.3): an uncovered edge whose branch no run reached in a flippable way
  // (a guard behind a switch case, say) is approached by flipping a
  // decision to an edge that statically leads there within a few
  // branches, nearest first; the next round's trie then borders it.
  if (Opts.Graph && Opts.MaxDirectDist > 0) {
    std::vector<uint32_t> Dist;
    Opts.Graph->distancesToTargets(
        [&](uint32_t B) {
          return B < IsUser.size() && IsUser[B] && !Cov.covered(B) &&
                 Failures.lookup(B) < 2 * Opts.MaxTries;
        },
        Dist);
    for (uint32_t E : Trie.alternativeEdges()) {
      if (E >= IsUser.size() || !IsUser[E] || !Cov.covered(E) ||
          E >= Dist.size() || Dist[E] == 0 || Dist[E] > Opts.MaxDirectDist)
        continue;
      unsigned N = 0;
      for (uint32_t Node : Trie.nodesWithAlternative(E)) {
        if (N >= 2)
          break;
        if (Tried.count((uint64_t(Node) << 32) | E))
          continue;
        Goals.push_back({Node, E, Trie.node(Node).Depth, Dist[E]});
        ++N;
      }
    }
  }
  std::stable_sort(
      Goals.begin(), Goals.end(), [](const Goal &A, const Goal &B) {
        return A.Dist != B.Dist ? A.Dist < B.Dist : A.Depth < B.Depth;
      });
  unsigned RangeBudget = Opts.RangeObjectives ? Opts.MaxDomains / 4 : 0;
  unsigned EdgeBudget = Opts.MaxDomains - RangeBudget;
  llvm::DenseSet<uint32_t> Served; // one domain per edge per round
  unsigned Attempts = 0;
  for (const Goal &G : Goals) {
    if (Out.size() >= EdgeBudget || Attempts >= Opts.MaxAttempts)
      break;
    if (G.Edge != 0xffffffffu && Served.count(G.Edge))
      continue;
    Tried.insert((uint64_t(G.Node) << 32) | G.Edge);
    const TrieNode &N = Trie.node(G.Node);
    const TrieWitness &W = Trie.witness(N.Witness);
    ExprRef Want = alternative(W, N, G.Edge);
    if (!Want)
      continue;
    ++Attempts;
    Domain D;
    if (!makeDomain(W, N.Entry, Want, Rng, D)) {
      ++Failures[G.Edge];
      continue;
    }
    D.Why = G.Edge == 0xffffffffu ? "check"
            : G.Dist ? "towards uncovered, via edge " + std::to_string(G.Edge)
                     : "edge " + std::to_string(G.Edge);
    Stats.Directed += G.Dist != 0;
    Served.insert(G.Edge);
    Out.push_back(std::move(D));
  }
  // Range enhancement (section 8.1): a value beyond its learned range at a
  // point, on the path of a run that reached the point.
  size_t Limit = Out.size() + RangeBudget;
  for (const LearnedRange &LR : Ranges) {
    if (Out.size() >= Limit)
      break;
    for (const RangeWitness &V : Values) {
      if (V.Point != LR.Point || !V.Value || V.Value->width() > 64 ||
          V.Value->width() < 2)
        continue;
      unsigned Wd = V.Value->width();
      for (int Side = 0; Side < 2 && Out.size() < Limit; ++Side) {
        double Bound = Side ? LR.Hi : LR.Lo;
        i128 B = static_cast<i128>(Bound);
        i128 TypeMax = (i128(1) << (Wd - 1)) - 1, TypeMin = -TypeMax - 1;
        if ((Side && B >= TypeMax) || (!Side && B <= TypeMin))
          continue;
        uint64_t Key = (uint64_t(LR.Point) << 33) ^ (uint64_t(Side) << 32) ^
                       static_cast<uint64_t>(B) ^ 0x5555555500000000ull;
        if (Tried.count(Key) || Attempts >= 2 * Opts.MaxAttempts)
          continue;
        Tried.insert(Key);
        ++Attempts;
        ++Stats.RangeObjectives;
        ExprRef C = Ctx.constant(Wd, static_cast<u128>(B));
        ExprRef Want = Side ? Ctx.slt(C, V.Value) : Ctx.slt(V.Value, C);
        Domain D;
        if (!makeDomain(Trie.witness(V.Witness), V.PathLen, Want, Rng, D))
          continue;
        D.Why = std::string(Side ? "above" : "below") + " range at point " +
                std::to_string(LR.Point);
        Out.push_back(std::move(D));
      }
      break; // one witness per point
    }
  }
  return Out;
}
