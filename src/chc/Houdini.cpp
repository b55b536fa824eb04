//===- Houdini.cpp - candidate bounds filtered to an inductive set --------===//
#include "chc/Houdini.h"
#include "solver/Z3Guard.h"
#include "support/Clock.h"

#include <deque>
#include <set>

using namespace forage;

namespace {
/// Small integer constants the clauses mention (comparison bounds).
std::vector<int64_t> smallConstants(const std::vector<ChcClause> &Clauses) {
  std::set<int64_t> Out;
  std::set<unsigned> Seen;
  std::vector<z3::expr> Work;
  for (const ChcClause &C : Clauses)
    Work.push_back(C.Body);
  while (!Work.empty() && Out.size() < 12) {
    z3::expr X = Work.back();
    Work.pop_back();
    if (!Seen.insert(X.id()).second)
      continue;
    int64_t V = 0;
    if (X.is_numeral_i64(V)) {
      if (V > -65536 && V < 65536)
        Out.insert(V);
      continue;
    }
    if (X.is_app())
      for (unsigned K = 0; K < X.num_args(); ++K)
        Work.push_back(X.arg(K));
  }
  return {Out.begin(), Out.end()};
}
} // namespace

Houdini::Houdini(z3::context &Z, const std::vector<z3::func_decl> &Relations,
                 const std::vector<ChcClause> &Clauses, unsigned CheckMs,
                 uint64_t Deadline, size_t MaxAtoms)
    : Z(Z) {
  std::vector<int64_t> Ks = smallConstants(Clauses);
  // The integer arguments of R, and the size cell (offset -1) of each array
  // argument (a variable-length array's size in bytes).
  auto IsInt = [](const z3::sort &S) {
    return S.is_int() || (S.is_array() && S.array_domain().is_int() &&
                          S.array_range().is_int());
  };
  // The richest candidate set under MaxAtoms: every atom (level 0), no
  // orderings between arguments (1), only x >= 0 (2). The sizes are
  // counted before any atom is made: a large program has thousands of
  // relations with hundreds of arguments, and making the atoms of a level
  // that is then dropped cost more than the whole turn.
  auto AtomsOf = [&](size_t N, int Level) -> size_t {
    size_t A = N;
    if (Level < 2)
      A += N * 2 * Ks.size();
    if (Level < 1 && N <= 16)
      A += N * (N - (N > 0));
    return A;
  };
  int Level = 0;
  for (; Level < 3; ++Level) {
    size_t Total = 0;
    for (const z3::func_decl &R : Relations) {
      size_t N = 0;
      for (unsigned K = 0; K < R.arity(); ++K)
        N += IsInt(R.domain(K));
      Total += AtomsOf(N, Level);
    }
    if (Total <= MaxAtoms)
      break;
  }
  if (Level == 3)
    return;
  for (const z3::func_decl &R : Relations) {
    if ((Deadline && steadyNanos() >= Deadline) || z3guard::overMemory()) {
      ByRel.clear();
      return;
    }
    Cands C{z3::expr_vector(Z), {}};
    std::vector<z3::expr> Ints;
    for (unsigned K = 0; K < R.arity(); ++K) {
      z3::expr P = Z.constant(("p!" + std::to_string(K)).c_str(), R.domain(K));
      C.Params.push_back(P);
      if (P.is_int())
        Ints.push_back(P);
      else if (IsInt(P.get_sort()))
        Ints.push_back(z3::select(P, Z.int_val(-1)));
    }
    for (const z3::expr &X : Ints) {
      C.Atoms.push_back(X >= 0);
      if (Level < 2)
        for (int64_t K : Ks) {
          C.Atoms.push_back(X <= Z.int_val(K));
          C.Atoms.push_back(X >= Z.int_val(K));
        }
      if (Level < 1 && Ints.size() <= 16)
        for (const z3::expr &Y : Ints)
          if (!z3::eq(X, Y))
            C.Atoms.push_back(X <= Y);
    }
    if (!C.Atoms.empty())
      ByRel.emplace(R.id(), std::move(C));
  }
  if (ByRel.empty())
    return;
  // Clauses by the relations in their premises, to requeue.
  std::map<unsigned, std::vector<size_t>> Users;
  std::deque<size_t> Work;
  std::vector<bool> Queued(Clauses.size());
  for (size_t N = 0; N < Clauses.size(); ++N) {
    for (const z3::expr &P : Clauses[N].Premises)
      Users[P.decl().id()].push_back(N);
    if (ByRel.count(Clauses[N].Head.decl().id())) {
      Work.push_back(N);
      Queued[N] = true;
    }
  }
  while (!Work.empty()) {
    if (Deadline && steadyNanos() >= Deadline) {
      ByRel.clear();
      return;
    }
    size_t N = Work.front();
    Work.pop_front();
    Queued[N] = false;
    const ChcClause &C = Clauses[N];
    Cands &H = ByRel.at(C.Head.decl().id());
    if (H.Atoms.empty())
      continue;
    z3::solver S(Z);
    for (const z3::expr &P : C.Premises)
      S.add(apply(P.decl(), argsOf(P)));
    S.add(C.Body);
    S.add(C.Ranges);
    z3::expr_vector Args = argsOf(C.Head);
    std::vector<z3::expr> Inst;
    for (const z3::expr &A : H.Atoms) {
      z3::expr X = A;
      Inst.push_back(X.substitute(H.Params, Args));
    }
    bool Changed = false;
    while (!H.Atoms.empty()) {
      z3::expr_vector All(Z);
      for (const z3::expr &X : Inst)
        All.push_back(X);
      S.push();
      S.add(!z3::mk_and(All));
      z3::check_result R = z3guard::check(S, nullptr, CheckMs, Deadline);
      if (R == z3::unsat) {
        S.pop();
        break;
      }
      if (R != z3::sat) {
        ByRel.clear(); // cannot tell: nothing is claimed
        return;
      }
      z3::model M = S.get_model();
      S.pop();
      std::vector<z3::expr> KeepA, KeepI;
      for (size_t K = 0; K < Inst.size(); ++K)
        if (M.eval(Inst[K], true).is_true()) {
          KeepA.push_back(H.Atoms[K]);
          KeepI.push_back(Inst[K]);
        }
      Changed = true;
      H.Atoms = std::move(KeepA);
      Inst = std::move(KeepI);
    }
    if (Changed)
      for (size_t U : Users[C.Head.decl().id()])
        if (!Queued[U] && ByRel.count(Clauses[U].Head.decl().id())) {
          Work.push_back(U);
          Queued[U] = true;
        }
  }
  Finished = true;
}

z3::expr Houdini::apply(const z3::func_decl &R,
                        const z3::expr_vector &Args) const {
  auto It = ByRel.find(R.id());
  if (It == ByRel.end() || It->second.Atoms.empty())
    return Z.bool_val(true);
  z3::expr_vector All(Z);
  for (const z3::expr &A : It->second.Atoms)
    All.push_back(A);
  z3::expr X = z3::mk_and(All);
  z3::expr_vector Params = It->second.Params;
  return X.substitute(Params, Args);
}

size_t Houdini::atoms() const {
  size_t N = 0;
  for (auto &[R, C] : ByRel)
    N += C.Atoms.size();
  return N;
}
