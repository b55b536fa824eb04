//===- Houdini.cpp - candidate bounds filtered to an inductive set --------===//
#include "chc/Houdini.h"
#include "chc/ArrayAtoms.h"
#include "chc/ClauseOrder.h"
#include "solver/Z3Guard.h"
#include "support/Clock.h"

#include <optional>
#include <set>

using namespace forage;

namespace {
/// Small integer constants the clauses mention (comparison bounds; up to
/// 2^20 in magnitude: standard_copy1's loops run to 100,000, while the
/// ranges' 2^31 and 2^32 stay out).
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
      if (V > -(int64_t(1) << 20) && V < (int64_t(1) << 20))
        Out.insert(V);
      continue;
    }
    if (X.is_app())
      for (unsigned K = 0; K < X.num_args(); ++K)
        Work.push_back(X.arg(K));
  }
  return {Out.begin(), Out.end()};
}

/// The small moduli (2 to 4) the clauses divide by: C's x % 2 and x / 2
/// are Z3's `mod` and `div` (signed ones through `div`).
std::vector<int64_t> moduli(const std::vector<ChcClause> &Clauses) {
  std::set<int64_t> Out;
  std::set<unsigned> Seen;
  std::vector<z3::expr> Work;
  for (const ChcClause &C : Clauses)
    Work.push_back(C.Body);
  while (!Work.empty() && Out.size() < 3) {
    z3::expr X = Work.back();
    Work.pop_back();
    if (!X.is_app() || !Seen.insert(X.id()).second)
      continue;
    int64_t K = 0;
    Z3_decl_kind D = X.decl().decl_kind();
    if ((D == Z3_OP_MOD || D == Z3_OP_IDIV) && X.arg(1).is_numeral_i64(K) &&
        K >= 2 && K <= 4)
      Out.insert(K);
    for (unsigned A = 0; A < X.num_args(); ++A)
      Work.push_back(X.arg(A));
  }
  return {Out.begin(), Out.end()};
}

/// Residue atoms over Ints for each modulus K: X mod K == c, and for two
/// arguments the implications Y mod K == d -> X mod K == c and, for each
/// constant B, Y mod K == d -> X <= B and -> X >= B (diamond_1-1's loop
/// head: "y even -> x even" and "y odd -> x <= 99").
void residueAtoms(const std::vector<z3::expr> &Ints,
                  const std::vector<int64_t> &Ks,
                  const std::vector<int64_t> &Bounds,
                  std::vector<z3::expr> &Out) {
  for (int64_t K : Ks) {
    z3::context &Z = Ints.front().ctx();
    std::vector<std::vector<z3::expr>> Is(Ints.size());
    for (size_t N = 0; N < Ints.size(); ++N)
      for (int64_t C = 0; C < K; ++C) {
        Is[N].push_back(z3::mod(Ints[N], Z.int_val(K)) == Z.int_val(C));
        Out.push_back(Is[N].back());
      }
    // The pairs' implications only where they stay few: each candidate
    // costs every check of the relation's clauses (random programs of 8
    // arguments and remainders by 2 and 3 spent their 2 s in Houdini).
    size_t Pairs = Ints.size() * (Ints.size() - 1) * K;
    bool Guards = Pairs * K <= 64, Bounded = Pairs * 2 * Bounds.size() <= 256;
    for (size_t X = 0; X < Ints.size(); ++X)
      for (size_t Y = 0; Y < Ints.size(); ++Y)
        if (X != Y)
          for (const z3::expr &D : Is[Y]) {
            if (Guards)
              for (const z3::expr &C : Is[X])
                Out.push_back(z3::implies(D, C));
            if (Bounded)
              for (int64_t B : Bounds) {
                Out.push_back(z3::implies(D, Ints[X] <= Z.int_val(B)));
                Out.push_back(z3::implies(D, Ints[X] >= Z.int_val(B)));
              }
          }
  }
}
} // namespace

Houdini::Houdini(z3::context &Z, const std::vector<z3::func_decl> &Relations,
                 const std::vector<ChcClause> &Clauses, unsigned CheckMs,
                 uint64_t Deadline, size_t MaxAtoms, const HoudiniHints *Hints)
    : Z(Z) {
  uint64_t T0 = steadyNanos();
  struct Timer {
    Report &R;
    uint64_t T0;
    ~Timer() { R.Seconds = (steadyNanos() - T0) / 1e9; }
  } Time{Rep, T0};
  // With the quantified atoms over arrays first; a check they make
  // unknown starts again without them (never a partial set).
  for (bool Arrays : {true, false}) {
    if (!candidates(Relations, Clauses, Deadline, MaxAtoms, Hints, Arrays))
      return;
    Rep.Candidates = atoms();
    bool Quantified = false;
    for (auto &[R, C] : ByRel)
      for (const z3::expr &A : C.Atoms)
        Quantified |= A.is_quantifier();
    if (!Quantified && Arrays)
      Arrays = false;
    Result Got = Result::GaveUp;
    try {
      Got = fixpoint(Clauses, CheckMs, Deadline);
    } catch (const z3::exception &) {
      // A context the run's interrupt cancelled refuses further calls.
    }
    Rep.Outcome = Got == Result::Done      ? "done"
                  : Got == Result::Unknown ? "unknown"
                                           : "deadline";
    if (Got == Result::Done) {
      Finished = true;
      return;
    }
    ByRel.clear();
    if (Got != Result::Unknown || !Arrays)
      return;
  }
}

Houdini::Houdini(z3::context &Z, const Houdini &Seed,
                 const std::vector<ChcClause> &Clauses, unsigned CheckMs,
                 uint64_t Deadline)
    : Z(Z), ByRel(Seed.ByRel) {
  if (ByRel.empty())
    return;
  uint64_t T0 = steadyNanos();
  Rep.Candidates = atoms();
  Rep.Tier = Seed.Rep.Tier;
  Result Got = Result::GaveUp;
  try {
    Got = fixpoint(Clauses, CheckMs, Deadline);
  } catch (const z3::exception &) {
  }
  Finished = Got == Result::Done;
  Rep.Outcome = Got == Result::Done      ? "done"
                : Got == Result::Unknown ? "unknown"
                                         : "deadline";
  Rep.Seconds = (steadyNanos() - T0) / 1e9;
  if (!Finished)
    ByRel.clear();
}

bool Houdini::candidates(const std::vector<z3::func_decl> &Relations,
                         const std::vector<ChcClause> &Clauses,
                         uint64_t Deadline, size_t MaxAtoms,
                         const HoudiniHints *Hints, bool Arrays) {
  std::vector<int64_t> Ks = smallConstants(Clauses);
  std::vector<int64_t> Mods = moduli(Clauses);
  // The richest candidate set under MaxAtoms: every atom (level 0); the
  // orderings and constants the hints suggest (1); no orderings nor
  // residues (2); only x >= 0 (3). A level is left as soon as it is too
  // large, and the deadline is checked per relation: a large program has
  // thousands of relations with hundreds of arguments, and making every
  // atom of a level that is then dropped took longer than a whole turn.
  for (int Level = 0; Level < 4; ++Level) {
    if (Level == 1 && !Hints)
      continue;
    ByRel.clear();
    size_t Total = 0;
    // The hints' atoms are the program's own relations: a larger set.
    size_t Limit = Level == 1 ? 8 * MaxAtoms : MaxAtoms;
    for (const z3::func_decl &R : Relations) {
      if ((Deadline && steadyNanos() >= Deadline) || z3guard::overMemory()) {
        ByRel.clear();
        return false;
      }
      if (Total > Limit)
        break;
      Cands C{z3::expr_vector(Z), {}};
      // The integer arguments, and the size cell (offset -1) of each array
      // argument (a variable-length array's size in bytes).
      std::vector<z3::expr> Ints;
      std::vector<int> Value; // the hints' value of each (-1: none)
      const std::vector<int> *ValueOf = nullptr;
      if (Hints && Hints->ValueOf.count(R.id()))
        ValueOf = &Hints->ValueOf.at(R.id());
      for (unsigned K = 0; K < R.arity(); ++K) {
        z3::expr P =
            Z.constant(("p!" + std::to_string(K)).c_str(), R.domain(K));
        C.Params.push_back(P);
        int V = ValueOf && K < ValueOf->size() ? (*ValueOf)[K] : -1;
        if (P.is_int()) {
          Ints.push_back(P);
          Value.push_back(V);
        } else if (P.is_array() && P.get_sort().array_domain().is_int() &&
                   P.get_sort().array_range().is_int()) {
          Ints.push_back(z3::select(P, Z.int_val(-1)));
          Value.push_back(-1);
        }
      }
      for (size_t N = 0; N < Ints.size(); ++N) {
        const z3::expr &X = Ints[N];
        C.Atoms.push_back(X >= 0);
        if (Level == 0 || Level == 2)
          for (int64_t K : Ks) {
            C.Atoms.push_back(X <= Z.int_val(K));
            C.Atoms.push_back(X >= Z.int_val(K));
          }
        if (Level == 0 && Ints.size() <= 16)
          for (const z3::expr &Y : Ints)
            if (!z3::eq(X, Y))
              C.Atoms.push_back(X <= Y);
        if (Level != 1 || Value[N] < 0)
          continue;
        auto It = Hints->Constants.find(Value[N]);
        if (It != Hints->Constants.end())
          for (int64_t K : It->second) {
            C.Atoms.push_back(X <= Z.int_val(K));
            C.Atoms.push_back(X >= Z.int_val(K));
          }
        for (size_t M = 0; M < Ints.size(); ++M)
          if (M != N && Hints->related(Value[N], Value[M])) {
            C.Atoms.push_back(X <= Ints[M]);
            if (Value[N] != Value[M]) // strict: a loop's guard i < n
              C.Atoms.push_back(X < Ints[M]);
          }
      }
      if (Level == 0 && !Ints.empty())
        residueAtoms(Ints, Mods, Ks, C.Atoms);
      if (Arrays && Hints && Hints->Arrays.count(R.id()))
        for (z3::expr &A :
             arrayAtoms(C.Params, Hints->Arrays.at(R.id()), Ks, MaxArrayAtoms))
          C.Atoms.push_back(A);
      Total += C.Atoms.size();
      if (!C.Atoms.empty())
        ByRel.emplace(R.id(), std::move(C));
    }
    if (Total <= Limit) {
      Rep.Tier = Level;
      break;
    }
    ByRel.clear();
  }
  return !ByRel.empty();
}

Houdini::Result Houdini::fixpoint(const std::vector<ChcClause> &Clauses,
                                  unsigned CheckMs, uint64_t Deadline) {
  // Clauses by the relations in their premises, to requeue.
  std::map<unsigned, std::vector<size_t>> Users;
  // The clause of least rank first (ClauseOrder.h): upstream of a clause's
  // premises settles before it is checked.
  std::vector<unsigned> Rank = clauseRanks(Clauses);
  std::set<std::pair<unsigned, size_t>> Work;
  std::vector<bool> Queued(Clauses.size());
  for (size_t N = 0; N < Clauses.size(); ++N) {
    for (const z3::expr &P : Clauses[N].Premises)
      Users[P.decl().id()].push_back(N);
    if (ByRel.count(Clauses[N].Head.decl().id())) {
      Work.insert({Rank[N], N});
      Queued[N] = true;
    }
  }
  while (!Work.empty()) {
    if (Deadline && steadyNanos() >= Deadline)
      return Result::GaveUp;
    size_t N = Work.begin()->second;
    Work.erase(Work.begin());
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
    auto Quantified = [&](const ChcClause &Cl) {
      for (const z3::expr &P : Cl.Premises)
        if (hasQuantified(P.decl()))
          return true;
      return false;
    };
    bool Changed = false;
    // The quantifier-free atoms together: each model drops the ones it
    // falsifies (a model does not decide a quantified atom).
    while (true) {
      z3::expr_vector All(Z);
      for (const z3::expr &X : Inst)
        if (!X.is_quantifier())
          All.push_back(X);
      if (All.empty())
        break;
      S.push();
      S.add(!z3::mk_and(All));
      z3::check_result R = z3guard::check(S, nullptr, CheckMs, Deadline);
      ++Rep.Checks;
      if (R == z3::unsat) {
        S.pop();
        break;
      }
      if (R != z3::sat && stopped(Deadline))
        return Result::GaveUp; // Z3 may not be touched again
      if (R != z3::sat && Quantified(C)) {
        // Satisfiable checks with quantified premises mostly end unknown:
        // each atom alone (a refutation Z3 finds), keeping what holds.
        S.pop();
        bool Stop = false;
        Changed |= oneByOne(S, H, Inst, false, CheckMs, Deadline, Stop);
        if (Stop)
          return Result::GaveUp;
        break;
      }
      if (R != z3::sat)
        return Result::Unknown; // cannot tell: nothing is claimed
      // A check the solver thread's interrupt ended may still say sat and
      // have no model (seen once under load): nothing is claimed then.
      std::optional<z3::model> Got;
      try {
        Got = S.get_model();
      } catch (const z3::exception &) {
        return Result::GaveUp;
      }
      z3::model &M = *Got;
      S.pop();
      std::vector<z3::expr> KeepA, KeepI;
      for (size_t K = 0; K < Inst.size(); ++K)
        if (Inst[K].is_quantifier() || M.eval(Inst[K], true).is_true()) {
          KeepA.push_back(H.Atoms[K]);
          KeepI.push_back(Inst[K]);
        }
      Changed = true;
      H.Atoms = std::move(KeepA);
      Inst = std::move(KeepI);
    }
    // The quantified ones one by one; an unknown check drops the atom.
    bool Stop = false;
    Changed |= oneByOne(S, H, Inst, true, CheckMs, Deadline, Stop);
    if (Stop)
      return Result::GaveUp;
    if (Changed)
      for (size_t U : Users[C.Head.decl().id()])
        if (!Queued[U] && ByRel.count(Clauses[U].Head.decl().id())) {
          Work.insert({Rank[U], U});
          Queued[U] = true;
        }
  }
  return Result::Done;
}

bool Houdini::stopped(uint64_t Deadline) const {
  return (Deadline && steadyNanos() >= Deadline) || z3guard::abandoned(Z);
}

bool Houdini::oneByOne(z3::solver &S, Cands &H, std::vector<z3::expr> &Inst,
                       bool WantQuantified, unsigned CheckMs, uint64_t Deadline,
                       bool &Stop) {
  // All of them at once first: once the fixpoint is near, they hold.
  z3::expr_vector All(Z);
  for (const z3::expr &X : Inst)
    if (X.is_quantifier() == WantQuantified)
      All.push_back(X);
  if (All.empty())
    return false;
  S.push();
  S.add(!z3::mk_and(All));
  bool Hold = z3guard::check(S, nullptr, CheckMs, Deadline) == z3::unsat;
  ++Rep.Checks;
  if (!Hold && stopped(Deadline)) {
    Stop = true; // an interrupted check: Z3 is not touched again
    return false;
  }
  S.pop();
  if (Hold)
    return false;
  bool Changed = false;
  for (size_t K = 0; K < Inst.size();) {
    if (Inst[K].is_quantifier() != WantQuantified) {
      ++K;
      continue;
    }
    S.push();
    S.add(!Inst[K]);
    bool Keep = z3guard::check(S, nullptr, CheckMs, Deadline) == z3::unsat;
    ++Rep.Checks;
    if (!Keep && stopped(Deadline)) {
      Stop = true;
      return Changed;
    }
    S.pop();
    if (Keep) {
      ++K;
      continue;
    }
    Changed = true;
    H.Atoms.erase(H.Atoms.begin() + static_cast<long>(K));
    Inst.erase(Inst.begin() + static_cast<long>(K));
  }
  return Changed;
}

bool Houdini::hasQuantified(const z3::func_decl &R) const {
  auto It = ByRel.find(R.id());
  if (It == ByRel.end())
    return false;
  for (const z3::expr &A : It->second.Atoms)
    if (A.is_quantifier())
      return true;
  return false;
}

z3::expr Houdini::apply(const z3::func_decl &R, const z3::expr_vector &Args,
                        bool Quantified) const {
  auto It = ByRel.find(R.id());
  if (It == ByRel.end() || It->second.Atoms.empty())
    return Z.bool_val(true);
  z3::expr_vector All(Z);
  for (const z3::expr &A : It->second.Atoms)
    if (Quantified || !A.is_quantifier())
      All.push_back(A);
  if (All.empty())
    return Z.bool_val(true);
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

std::string Houdini::text() const {
  std::string Out;
  for (auto &[R, C] : ByRel)
    for (const z3::expr &A : C.Atoms)
      Out += "relation " + std::to_string(R) + ": " + A.to_string() + "\n";
  return Out;
}
