//===- Certificate.cpp - invariants that prove a goal, checked ------------===//
#include "chc/Certificate.h"
#include "solver/Z3Guard.h"
#include "support/Clock.h"

#include <cstdlib>
#include <fstream>
#include <optional>
#include <set>

using namespace forage;

namespace {
/// Why S's last check was unknown (empty if it was not, or Z3 refuses).
std::string reasonOf(z3::solver &S) {
  try {
    return S.reason_unknown();
  } catch (const z3::exception &) {
    return "";
  }
}
} // namespace

Certificate::Certificate(z3::context &Z, const z3::expr &Answer,
                         const z3::func_decl &Query)
    : Z(Z), Query(Query) {
  std::vector<z3::expr> Parts{Answer};
  while (!Parts.empty()) {
    z3::expr X = Parts.back();
    Parts.pop_back();
    if (X.is_app() && X.decl().decl_kind() == Z3_OP_AND) {
      for (unsigned K = 0; K < X.num_args(); ++K)
        Parts.push_back(X.arg(K));
      continue;
    }
    z3::expr Body = X;
    unsigned NumVars = 0;
    if (X.is_quantifier() && X.is_forall()) {
      NumVars = Z3_get_quantifier_num_bound(Z, X);
      Body = X.body();
    }
    z3::expr Lhs = Body, Rhs = Z.bool_val(true);
    if (Body.is_app() && Body.decl().decl_kind() == Z3_OP_NOT &&
        Body.arg(0).is_app() &&
        Body.arg(0).decl().decl_kind() == Z3_OP_UNINTERPRETED) {
      Lhs = Body.arg(0);
      Rhs = Z.bool_val(false);
    } else if (Body.is_app() && (Body.decl().decl_kind() == Z3_OP_EQ ||
                                 Body.decl().decl_kind() == Z3_OP_IFF)) {
      Lhs = Body.arg(0);
      Rhs = Body.arg(1);
    }
    if (!Lhs.is_app() || Lhs.decl().decl_kind() != Z3_OP_UNINTERPRETED)
      continue;
    Interp I{Rhs, {}, NumVars};
    bool Ok = true;
    for (unsigned K = 0; K < Lhs.num_args(); ++K) {
      z3::expr A = Lhs.arg(K);
      if (!A.is_var()) {
        Ok = false;
        break;
      }
      I.VarOfArg.push_back(Z3_get_index_value(Z, A));
    }
    if (Ok)
      Interps.insert({Lhs.decl().id(), I});
  }
}

Certificate Certificate::fromHoudini(z3::context &Z, const z3::func_decl &Query,
                                     const Houdini *H) {
  Certificate C(Z, Z.bool_val(true), Query);
  C.AllTrue = true;
  C.Strength = H;
  return C;
}

z3::expr Certificate::apply(const z3::func_decl &R, const z3::expr_vector &Args,
                            bool WithHoudini) const {
  if (z3::eq(R, Query))
    return Z.bool_val(false);
  auto It = Interps.find(R.id());
  // Spacer's answer leaves out relations its rule transformations found
  // underivable; the check below finds out if that was wrong.
  z3::expr Extra = Strength && WithHoudini ? Strength->apply(R, Args, AllTrue)
                                           : Z.bool_val(true);
  if (It == Interps.end())
    return AllTrue ? Extra : Z.bool_val(false);
  const Interp &I = It->second;
  if (!I.NumVars)
    return I.Def && Extra;
  std::vector<z3::expr> Slots(I.NumVars, Z.bool_val(true));
  for (unsigned K = 0; K < I.VarOfArg.size() && K < Args.size(); ++K)
    Slots[I.VarOfArg[K]] = Args[static_cast<int>(K)];
  z3::expr_vector Dst(Z);
  for (const z3::expr &S : Slots)
    Dst.push_back(S);
  z3::expr D = I.Def;
  return D.substitute(Dst) && Extra;
}

bool Certificate::check(const std::vector<ChcClause> &Clauses,
                        const z3::func_decl &Side, unsigned LimitMs,
                        uint64_t RunDeadline, unsigned &Checks,
                        std::set<const llvm::Instruction *> *Overflows) const {
  if (Overflows)
    Overflows->clear();
  bool SideFailed = false;
  // The relations Query depends on.
  std::set<unsigned> In{Query.id()};
  Cone.clear();
  Cone.push_back(Query);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const ChcClause &C : Clauses)
      if (In.count(C.Head.decl().id()))
        for (const z3::expr &P : C.Premises)
          if (In.insert(P.decl().id()).second) {
            Cone.push_back(P.decl());
            Changed = true;
          }
  }
  auto Applied = [&](const z3::expr &App) {
    z3::expr_vector Args(Z);
    for (unsigned K = 0; K < App.num_args(); ++K)
      Args.push_back(App.arg(K));
    return apply(App.decl(), Args);
  };
  // The first side condition to fail on the way to the goal would be
  // reached from a state the invariants describe: none may fail there.
  // The clauses into the goal first: they fail first when any does.
  std::vector<const ChcClause *> Order;
  for (const ChcClause &C : Clauses)
    if (z3::eq(C.Head.decl(), Query))
      Order.push_back(&C);
  for (const ChcClause &C : Clauses)
    if (!z3::eq(C.Head.decl(), Query))
      Order.push_back(&C);
  for (const ChcClause *CP : Order) {
    const ChcClause &C = *CP;
    bool ToSide = z3::eq(C.Head.decl(), Side);
    if (!In.count(C.Head.decl().id()) && !ToSide)
      continue;
    bool FromCone = true;
    for (const z3::expr &P : C.Premises)
      FromCone &= In.count(P.decl().id()) != 0;
    if (ToSide && !FromCone)
      continue;
    z3::solver S(Z);
    for (const z3::expr &P : C.Premises)
      S.add(Applied(P));
    S.add(C.Body);
    S.add(C.Ranges);
    if (!ToSide)
      S.add(!Applied(C.Head));
    ++Checks;
    z3::check_result R = z3guard::check(S, nullptr, LimitMs, RunDeadline);
    if (R == z3::unknown && timedOut(S) &&
        !(RunDeadline && steadyNanos() >= RunDeadline) &&
        !z3guard::abandoned(Z)) {
      // The limit, not the logic, stopped it (a loaded machine: kbfiltr's
      // mixed answer was dropped at load 10): once more, four times as long.
      ++Checks;
      R = z3guard::check(S, nullptr, 4 * LimitMs, RunDeadline);
    }
    if (R != z3::unsat) {
      if (const char *D = std::getenv("FORAGE_CHC_DUMP"); D && *D)
        std::ofstream(std::string(D) + "/failed" + std::to_string(Checks) +
                      ".txt")
            << "clause head " << C.Head << "\n"
            << "result " << R << " (" << reasonOf(S) << ")\n"
            << S << "\n";
      bool Stopped = (RunDeadline && steadyNanos() >= RunDeadline) ||
                     z3guard::abandoned(Z);
      if (!Overflows || !ToSide || Stopped ||
          !overflowsOf(S, C, R == z3::sat, *Overflows, LimitMs, RunDeadline)) {
        if (Overflows)
          Overflows->clear();
        return false;
      }
      SideFailed = true;
    }
  }
  return !SideFailed;
}

bool Certificate::timedOut(z3::solver &S) {
  try {
    std::string Why = S.reason_unknown();
    return Why.find("timeout") != std::string::npos ||
           Why.find("cancel") != std::string::npos ||
           Why.find("interrupt") != std::string::npos;
  } catch (const z3::exception &) {
    return false;
  }
}

bool Certificate::overflowsOf(z3::solver &S, const ChcClause &C, bool Sat,
                              std::set<const llvm::Instruction *> &Out,
                              unsigned LimitMs, uint64_t RunDeadline) const {
  if (!Sat) { // no model: every side condition of C
    for (const SideCondition &SC : C.Sides)
      if (!SC.Wraps)
        return false; // an access outside an object: no encoding helps
    for (const SideCondition &SC : C.Sides)
      Out.insert(SC.Wraps);
    return !C.Sides.empty();
  }
  // Each model shows the side conditions it violates; with those excluded
  // the check is asked again, so that a clause of many (a region's) shows
  // every overflow the invariants allow in one round, not one per round.
  bool Any = false;
  std::set<size_t> Seen;
  for (unsigned Round = 0; Round < 32; ++Round) {
    std::optional<z3::model> M;
    try {
      M = S.get_model();
    } catch (const z3::exception &) {
      return Any;
    }
    bool New = false;
    for (size_t K = 0; K < C.Sides.size(); ++K) {
      const SideCondition &SC = C.Sides[K];
      if (Seen.count(K) || !M->eval(SC.Violation, true).is_true())
        continue;
      if (!SC.Wraps)
        return false; // an access outside an object: no encoding helps
      Out.insert(SC.Wraps);
      Seen.insert(K);
      S.add(!SC.Violation);
      Any = New = true;
    }
    if (!New || z3guard::check(S, nullptr, LimitMs, RunDeadline) != z3::sat)
      break;
  }
  return Any;
}

std::vector<ChcInvariant>
Certificate::invariants(const HornEncoder &Enc) const {
  std::vector<ChcInvariant> Out;
  for (const z3::func_decl &R : Cone) {
    if (R.arity() == 0)
      continue;
    const ChcRelationInfo &I = Enc.info(R);
    z3::expr_vector Args(Z);
    for (unsigned K = 0; K < R.arity(); ++K) {
      std::string N =
          K < I.ArgNames.size() ? I.ArgNames[K] : "arg" + std::to_string(K);
      Args.push_back(Z.constant(N.c_str(), R.domain(K)));
    }
    z3::expr F = apply(R, Args).simplify();
    Out.push_back({I.Name, F.to_string()});
  }
  return Out;
}
