//===- LpSolver.cpp - random vertices of a polyhedron (GLPK simplex) ------===//
//
// Seed 000, section 5.4 (d).
//
//===----------------------------------------------------------------------===//
#include "sampling/LpSolver.h"

#include "support/Clock.h"

#include <glpk.h>

#include <cmath>
#include <limits>

using namespace forage;

LpStats &forage::lpStats() {
  static LpStats S;
  return S;
}

static int boundType(double Lo, double Hi) {
  bool L = std::isfinite(Lo), H = std::isfinite(Hi);
  if (L && H)
    return Lo == Hi ? GLP_FX : GLP_DB;
  if (L)
    return GLP_LO;
  if (H)
    return GLP_UP;
  return GLP_FR;
}

bool forage::randomVertex(const LpProblem &P, std::mt19937_64 &Rng,
                          std::vector<double> &X) {
  uint64_t Start = steadyNanos();
  ++lpStats().Calls;
  // GLPK aborts on inverted bounds: those are infeasible problems.
  for (auto [Lo, Hi] : P.Bounds)
    if (Lo > Hi) {
      ++lpStats().Infeasible;
      return false;
    }
  for (const LinRow &R : *P.Rows)
    if (R.Lo > R.Hi) {
      ++lpStats().Infeasible;
      return false;
    }
  glp_term_out(GLP_OFF);
  glp_prob *Lp = glp_create_prob();
  glp_set_obj_dir(Lp, GLP_MAX);
  int N = static_cast<int>(P.Cols.size());
  if (N > 0)
    glp_add_cols(Lp, N);
  std::normal_distribution<double> Normal(0, 1);
  for (int K = 0; K < N; ++K) {
    auto [Lo, Hi] = P.Bounds[K];
    glp_set_col_bnds(Lp, K + 1, boundType(Lo, Hi), Lo, Hi);
    glp_set_obj_coef(Lp, K + 1, Normal(Rng));
  }
  auto column = [&](uint32_t Pos) {
    for (int K = 0; K < N; ++K)
      if (P.Cols[K] == Pos)
        return K + 1;
    return 0;
  };
  std::vector<int> Ind(1);
  std::vector<double> Val(1);
  for (const LinRow &R : *P.Rows) {
    int Row = glp_add_rows(Lp, 1);
    glp_set_row_bnds(Lp, Row, boundType(R.Lo, R.Hi), R.Lo, R.Hi);
    Ind.resize(1);
    Val.resize(1);
    for (auto [Pos, C] : R.Terms)
      if (int Col = column(Pos)) {
        Ind.push_back(Col);
        Val.push_back(C);
      }
    glp_set_mat_row(Lp, Row, static_cast<int>(Ind.size()) - 1, Ind.data(),
                    Val.data());
  }
  glp_smcp Parm;
  glp_init_smcp(&Parm);
  Parm.msg_lev = GLP_MSG_OFF;
  Parm.presolve = GLP_ON;
  Parm.it_lim = 10000;
  int Err = glp_simplex(Lp, &Parm);
  bool Ok = Err == 0 && glp_get_status(Lp) == GLP_OPT;
  if (!Ok && Err == 0 && glp_get_status(Lp) == GLP_UNBND) {
    // Unbounded direction: the columns' own bounds are all finite in
    // practice; report a failure rather than a ray.
    Ok = false;
  }
  if (Ok) {
    X.resize(N);
    for (int K = 0; K < N; ++K)
      X[K] = glp_get_col_prim(Lp, K + 1);
  } else {
    ++lpStats().Infeasible;
  }
  glp_delete_prob(Lp);
  lpStats().Seconds += static_cast<double>(steadyNanos() - Start) * 1e-9;
  return Ok;
}
