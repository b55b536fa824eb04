//===- RealRelaxation.cpp - linear FP queries solved over the reals -------===//
#include "solver/RealRelaxation.h"
#include "expr/Float.h"
#include "expr/Vars.h"
#include "solver/Fitness.h"
#include "solver/Z3Params.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <z3++.h>

using namespace forage;

namespace {

class RealRelaxation final : public SolverLayer {
public:
  RealRelaxation(std::unique_ptr<Solver> Inner, QueryLimits Limits,
                 SolverStats &Stats)
      : SolverLayer(std::move(Inner)), Limits(Limits), Stats(Stats) {}

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override {
    if (relax(Constraints, Model)) {
      ++Stats.RelaxedSat;
      return SolverResult::Sat;
    }
    return Inner->solve(Constraints, Model);
  }

private:
  bool relax(llvm::ArrayRef<ExprRef> Constraints, Assignment &Model);

  QueryLimits Limits;
  SolverStats &Stats;
};

/// r as the nearest double (via its decimal expansion).
double toDouble(const z3::expr &R) {
  std::string S = R.get_decimal_string(40);
  if (!S.empty() && S.back() == '?')
    S.pop_back();
  return std::strtod(S.c_str(), nullptr);
}

bool RealRelaxation::relax(llvm::ArrayRef<ExprRef> Constraints,
                           Assignment &Model) {
  // Only queries made entirely of linear FP relations, over FP variables.
  struct Row {
    LinearForm F; ///< l - r
    Atom::Rel Relation;
  };
  std::vector<Row> Rows;
  llvm::DenseSet<uint32_t> FloatVars;
  collectFloatVars(Constraints, FloatVars);
  for (ExprRef C : Constraints) {
    ConstraintFitness Fit(C);
    if (!Fit.isLinear() || Fit.atoms().size() != 1)
      return false;
    const Atom &A = Fit.atoms().front();
    if (A.Dom != Atom::Float)
      return false;
    LinearForm L, R;
    linearForm(A.L, true, L);
    linearForm(A.R, true, R);
    Row Rw{{}, A.Relation};
    for (auto [V, K] : L.Terms)
      Rw.F.Terms.push_back({V, K});
    for (auto [V, K] : R.Terms)
      Rw.F.Terms.push_back({V, -K});
    Rw.F.Const = L.Const - R.Const;
    for (auto [V, K] : Rw.F.Terms)
      if (!FloatVars.count(V))
        return false;
    Rows.push_back(std::move(Rw));
  }
  if (Rows.empty())
    return false;
  auto Start = std::chrono::steady_clock::now();
  bool Solved = false;
  try {
    z3::context Ctx;
    z3::solver S(Ctx, "QF_LRA");
    // A quarter of the limits: Z3's FP theory still follows.
    S.set(z3Params(Ctx, Limits.fraction(4)));
    llvm::DenseMap<uint32_t, unsigned> Index;
    z3::expr_vector Vars(Ctx);
    auto Real = [&](long double V) {
      char Buf[64];
      std::snprintf(Buf, sizeof Buf, "%.17Lg", V);
      return Ctx.real_val(Buf);
    };
    for (const Row &Rw : Rows) {
      z3::expr Sum = Real(Rw.F.Const);
      for (auto [V, K] : Rw.F.Terms) {
        auto It = Index.try_emplace(V, Vars.size());
        if (It.second)
          Vars.push_back(Ctx.real_const(("r" + std::to_string(V)).c_str()));
        Sum = Sum + Real(K) * Vars[It.first->second];
      }
      switch (Rw.Relation) {
      case Atom::Eq:
        S.add(Sum == 0);
        break;
      case Atom::Ne:
        S.add(Sum != 0);
        break;
      case Atom::Lt:
        S.add(Sum < 0);
        break;
      default:
        S.add(Sum <= 0);
        break;
      }
    }
    llvm::SmallVector<ExprRef, 16> VarNodes;
    collectVars(Constraints, VarNodes);
    if (S.check() == z3::sat) {
      z3::model M = S.get_model();
      Assignment Candidate = Model;
      for (ExprRef V : VarNodes) {
        auto It = Index.find(V->varId());
        if (It == Index.end() || !fp::isFloatWidth(V->width()))
          continue;
        double D = toDouble(M.eval(Vars[It->second], true));
        Candidate.set(V->varId(), fp::fromDouble(D, V->width()));
      }
      Evaluator E(Candidate);
      Solved = llvm::all_of(Constraints,
                            [&](ExprRef C) { return E.evaluate(C) == 1; });
      if (Solved)
        Model = std::move(Candidate);
    }
  } catch (const z3::exception &) {
    Solved = false;
  }
  Stats.CoreSeconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  return Solved;
}

} // namespace

std::unique_ptr<Solver>
forage::createRealRelaxationSolver(std::unique_ptr<Solver> Inner,
                                   QueryLimits Limits, SolverStats &Stats) {
  return std::make_unique<RealRelaxation>(std::move(Inner), Limits, Stats);
}
