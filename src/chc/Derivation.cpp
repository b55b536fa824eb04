//===- Derivation.cpp - a reachable goal's inputs from Spacer -------------===//
#include "chc/Derivation.h"
#include "solver/Z3Guard.h"
#include "support/Clock.h"

#include <set>

using namespace forage;

namespace {
bool isHyperRes(const z3::expr &P) {
  return P.is_app() && P.decl().decl_kind() == Z3_OP_PR_HYPER_RESOLVE;
}

struct Walker {
  z3::context &Z;
  const std::vector<ChcClause> &Clauses;
  std::set<unsigned> Entries;
  std::vector<std::pair<u128, unsigned>> Inputs; ///< Raw value, bits.
  unsigned Steps = 0;
  uint64_t Deadline = 0;
  unsigned StepLimitMs = 0; ///< Per step's check (a safety net under rlimit).

  static z3::expr conclusion(const z3::expr &P) {
    return P.arg(P.num_args() - 1);
  }

  /// Values of C's own inputs in the instance with these ground atoms.
  bool solve(const ChcClause &C, const z3::expr &Head,
             const std::vector<z3::expr> &Prem,
             std::vector<std::pair<u128, unsigned>> &Own) {
    if (!z3::eq(C.Head.decl(), Head.decl()) || C.Premises.size() != Prem.size())
      return false;
    for (size_t K = 0; K < Prem.size(); ++K)
      if (!z3::eq(C.Premises[K].decl(), Prem[K].decl()))
        return false;
    if (z3guard::abandoned(Z))
      return false; // a solver may not be made in its context
    z3::solver S(Z);
    S.add(C.Body);
    S.add(C.Ranges);
    auto Bind = [&](const z3::expr &Mine, const z3::expr &Ground) {
      for (unsigned K = 0; K < Mine.num_args(); ++K)
        S.add(Mine.arg(K) == Ground.arg(K));
    };
    Bind(C.Head, Head);
    for (size_t K = 0; K < Prem.size(); ++K)
      Bind(C.Premises[K], Prem[K]);
    // On the solver thread, like every check (a timeout set on this
    // thread's solver once deadlocked Z3 4.8's timer).
    if (z3guard::check(S, nullptr, StepLimitMs, Deadline) != z3::sat)
      return false;
    z3::model M = S.get_model();
    for (size_t K = 0; K < C.Inputs.size(); ++K) {
      // A region clause's input of a block its path does not take.
      if (K < C.InputWhen.size() && !M.eval(C.InputWhen[K], true).is_true())
        continue;
      z3::expr V = M.eval(C.Inputs[K], true);
      unsigned Bits = C.InputBits[K];
      u128 X = 0;
      if (V.is_bool()) {
        X = V.is_true();
      } else {
        std::string D = V.get_decimal_string(0);
        bool Neg = !D.empty() && D[0] == '-';
        for (char Ch : D)
          if (Ch >= '0' && Ch <= '9')
            X = X * 10 + static_cast<unsigned>(Ch - '0');
        if (Neg)
          X = ~X + 1;
        if (Bits < 128)
          X &= (u128(1) << Bits) - 1;
      }
      Own.push_back({X, Bits});
    }
    return true;
  }

  /// Appends the inputs of the subtree P in execution order.
  bool walk(const z3::expr &P, bool StopAtEntry) {
    if (++Steps > 100000 || !isHyperRes(P) ||
        (Deadline && steadyNanos() > Deadline) || z3guard::abandoned(Z))
      return false;
    z3::expr Head = conclusion(P);
    if (StopAtEntry && Entries.count(Head.decl().id()))
      return true;
    std::vector<z3::expr> Subs, Prem;
    for (unsigned K = 1; K + 1 < P.num_args(); ++K) {
      Subs.push_back(P.arg(K));
      if (!isHyperRes(P.arg(K)))
        return false;
      Prem.push_back(conclusion(P.arg(K)));
    }
    for (const ChcClause &C : Clauses) {
      std::vector<std::pair<u128, unsigned>> Own;
      if (!solve(C, Head, Prem, Own))
        continue;
      if (!Subs.empty() && !walk(Subs[0], StopAtEntry))
        return false;
      Inputs.insert(Inputs.end(), Own.begin(), Own.end());
      for (size_t K = 1; K < Subs.size(); ++K)
        if (!walk(Subs[K], C.Call || StopAtEntry))
          return false;
      return true;
    }
    return false;
  }
};

/// The hyper-resolution step deriving the query's goal.
bool findRoot(const z3::expr &P, z3::expr &Root, unsigned Depth = 0) {
  if (!P.is_app() || Depth > 8)
    return false;
  if (isHyperRes(P)) {
    z3::expr C = Walker::conclusion(P);
    if (C.is_app() && C.num_args() == 0 &&
        C.decl().name().str().rfind("query!", 0) != 0) {
      Root = P;
      return true;
    }
  }
  for (unsigned K = 0; K < P.num_args(); ++K)
    if (findRoot(P.arg(K), Root, Depth + 1))
      return true;
  return false;
}
} // namespace

bool forage::derivationInputs(z3::context &Z, const z3::expr &Proof,
                              const std::vector<ChcClause> &Clauses,
                              const std::vector<z3::func_decl> &EntryRelations,
                              unsigned StepLimitMs, uint64_t Deadline,
                              Assignment &Out) {
  Walker W{Z, Clauses, {}, {}, 0, Deadline, StepLimitMs};
  for (const z3::func_decl &E : EntryRelations)
    W.Entries.insert(E.id());
  z3::expr Root(Z);
  if (!findRoot(Proof, Root) || !W.walk(Root, false))
    return false;
  for (size_t K = 0; K < W.Inputs.size(); ++K)
    Out.set(static_cast<uint32_t>(K), W.Inputs[K].first);
  return true;
}
