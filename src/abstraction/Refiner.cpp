//===- Refiner.cpp - new predicates from an infeasible goal path ----------===//
#include "abstraction/Refiner.h"

#include <unordered_map>
#include <unordered_set>

using namespace forage;

namespace {
/// The formula's constants, by AST id.
std::unordered_set<unsigned> constantIds(const z3::expr &E) {
  std::vector<z3::expr> Ks;
  collectConstants(E, Ks);
  std::unordered_set<unsigned> Ids;
  for (const z3::expr &K : Ks)
    Ids.insert(K.id());
  return Ids;
}

bool isGlobalAddress(const z3::expr &K) {
  return K.decl().name().str().rfind("k!", 0) == 0;
}
} // namespace

unsigned
forage::refineFromCore(const PathFormula &P,
                       const std::vector<std::pair<size_t, size_t>> &Core,
                       Precision &Prec) {
  const std::vector<PathStep> &Steps = P.steps();
  unsigned Added = 0;
  for (const auto &[M, G] : Core) {
    z3::expr Cur = Steps[M].S.Guards[G];
    for (size_t J = M + 1; J-- > 0;) {
      const Step &S = Steps[J].S;
      // Substitute the definitions of step J until none is left.
      std::unordered_map<unsigned, size_t> DefOf;
      for (size_t K = 0; K < S.Defs.size(); ++K)
        DefOf.insert({S.Defs[K].first.id(), K});
      for (unsigned Round = 0; Round < 64; ++Round) {
        std::vector<z3::expr> Ks;
        collectConstants(Cur, Ks);
        z3::expr_vector From(Cur.ctx()), To(Cur.ctx());
        for (const z3::expr &K : Ks) {
          auto It = DefOf.find(K.id());
          if (It != DefOf.end()) {
            From.push_back(K);
            To.push_back(S.Defs[It->second].second);
          }
        }
        if (From.empty())
          break;
        Cur = Cur.substitute(From, To);
      }
      Cur = Cur.simplify();
      if (Cur.is_true() || Cur.is_false())
        break;
      std::unordered_set<unsigned> Ids = constantIds(Cur);
      bool Blocked = false;
      for (const z3::expr &F : S.Fresh)
        if (Ids.count(F.id()))
          Blocked = true;
      for (const z3::expr &F : S.Inputs)
        if (Ids.count(F.id()))
          Blocked = true;
      if (Blocked)
        break; // depends on a value read in step J: not expressible earlier
      // Expressible at From_J iff every constant is a value of the top
      // frame there (or a global's address).
      std::vector<z3::expr> Ks;
      collectConstants(Cur, Ks);
      z3::expr_vector From(Cur.ctx()), To(Cur.ctx());
      bool Ok = true;
      for (const z3::expr &K : Ks) {
        if (isGlobalAddress(K))
          continue;
        auto It = Steps[J].TopAtFrom.find(K.id());
        if (It == Steps[J].TopAtFrom.end()) {
          Ok = false;
          break;
        }
        From.push_back(K);
        To.push_back(Prec.canonical(It->second));
      }
      if (Ok && Prec.add(Steps[J].From, Cur.substitute(From, To)))
        ++Added;
    }
  }
  return Added;
}
