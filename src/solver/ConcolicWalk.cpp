//===- ConcolicWalk.cpp - heuristic solving on the induced polytope -------===//
//
// Notation follows Algorithm 5.1: alpha is the current environment, L the
// linear constraints, N the rest, tau the tabu counters, epsilon the error
// per variable. Environments are Assignments (bit patterns); a variable used
// as an IEEE float is stepped in its real value, any other as a signed
// integer.
//
// The thesis leaves S's scale open. Here a step's radius is drawn
// log-uniformly, so that one walk can both cross a wide input range and
// settle on an exact floating-point solution: for an integer, S * 2^u with
// u in [0, min(w/2, 20)]; for a float x, S * max(1, |x|) * 2^-u with u in
// [0, 52].
//
//===----------------------------------------------------------------------===//
#include "solver/ConcolicWalk.h"
#include "expr/Bits.h"
#include "expr/Float.h"
#include "expr/Vars.h"
#include "solver/Fitness.h"
#include "support/Clock.h"

#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <random>

using namespace forage;

namespace {

struct VarInfo {
  uint32_t Id;
  unsigned Width;
  bool Float;
};

/// A linear equality of L, kept for ADJUSTTOSATISFY.
struct Equation {
  ExprRef Cond;
  LinearForm Form; ///< l - r, equal to 0 when it holds.
};

class ConcolicWalk final : public Solver {
public:
  ConcolicWalk(Solver &Linear, const ConcolicWalkOptions &O, SolverStats &S)
      : Linear(Linear), Opts(O), Stats(S), Rng(O.Seed) {}

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override;
  void setDeadline(uint64_t SteadyNanos) override {
    Deadline = SteadyNanos;
    Linear.setDeadline(SteadyNanos);
  }
  void setEffort(unsigned Level) override {
    Effort = Level;
    Linear.setEffort(Level);
  }

private:
  SolverResult walk(Assignment &Model);
  bool holdsAll(const std::vector<ConstraintFitness> &Cs,
                const Assignment &A) const;
  /// Sum of the errors of N at A; adds each constraint's error to its
  /// variables' entries of Epsilon when given.
  double errorOf(const Assignment &A, std::vector<double> *Epsilon);
  std::pair<double, Assignment> findBestNeighbor(const Assignment &Alpha,
                                                 unsigned X);
  Assignment randomStep(const Assignment &Chi, const std::vector<unsigned> &Ys);
  bool bisectionStep(const Assignment &Alpha, const Assignment &Beta,
                     unsigned X, Assignment &Gamma);
  void adjustToSatisfy(Assignment &Nu, const std::vector<unsigned> &Ys);
  long double get(const Assignment &A, unsigned V) const;
  void set(Assignment &A, unsigned V, long double X) const;
  /// The run's deadline or the safety net has passed (polled).
  bool timeUp() {
    if (TimedOut)
      return true;
    bool Late = QueryDeadline && steadyNanos() >= QueryDeadline;
    bool Net = NetEnd && threadCpuNanos() >= NetEnd;
    if (!Late && !Net)
      return false;
    TimedOut = true;
    if (!Late)
      ++Stats.SafetyNetFires;
    return true;
  }

  Solver &Linear;
  ConcolicWalkOptions Opts;
  SolverStats &Stats;
  std::mt19937_64 Rng;
  /// The run's deadline (steady nanoseconds) and the query's safety net
  /// (this thread's processor time), 0 = none.
  uint64_t QueryDeadline = 0, NetEnd = 0;
  bool TimedOut = false; ///< timeUp() has said so for this query.

  // The query being solved.
  std::vector<ConstraintFitness> L, N;
  std::vector<Equation> Equations;
  std::vector<VarInfo> Vars;                ///< VARS(P)
  llvm::DenseMap<uint32_t, unsigned> Slot;  ///< Var id -> index in Vars
  std::vector<std::vector<unsigned>> NVars; ///< Per N constraint: slots
};

long double ConcolicWalk::get(const Assignment &A, unsigned V) const {
  const VarInfo &I = Vars[V];
  u128 B = A.get(I.Id);
  if (I.Float)
    return fp::toDouble(B, I.Width);
  return static_cast<long double>(bits::toSigned(B, I.Width));
}

void ConcolicWalk::set(Assignment &A, unsigned V, long double X) const {
  const VarInfo &I = Vars[V];
  if (I.Float) {
    A.set(I.Id, fp::fromDouble(static_cast<double>(X), I.Width));
    return;
  }
  if (std::isnan(X))
    return;
  // Round, saturate to the signed range of the width, and wrap to its bits.
  long double Lim =
      std::ldexp(1.0L, static_cast<int>(std::min(I.Width, 64u)) - 1);
  X = std::clamp(std::nearbyint(X), -Lim, Lim - 1);
  A.set(I.Id, bits::trunc(static_cast<u128>(static_cast<i128>(X)), I.Width));
}

bool ConcolicWalk::holdsAll(const std::vector<ConstraintFitness> &Cs,
                            const Assignment &A) const {
  Evaluator E(A);
  for (const ConstraintFitness &C : Cs)
    if (!C.holds(E))
      return false;
  return true;
}

double ConcolicWalk::errorOf(const Assignment &A,
                             std::vector<double> *Epsilon) {
  Evaluator E(A);
  double Sum = 0;
  for (size_t K = 0; K < N.size(); ++K) {
    double W = N[K].error(E);
    Sum = std::min(Sum + W, std::numeric_limits<double>::max());
    if (Epsilon)
      for (unsigned V : NVars[K])
        (*Epsilon)[V] =
            std::min((*Epsilon)[V] + W, std::numeric_limits<double>::max());
  }
  return Sum;
}

void ConcolicWalk::adjustToSatisfy(Assignment &Nu,
                                   const std::vector<unsigned> &Ys) {
  for (const Equation &Eq : Equations) {
    if (Evaluator(Nu).evaluate(Eq.Cond) == 1)
      continue;
    // Recompute one variable from the others, preferring one that was not
    // just moved and has a unit coefficient.
    int Best = -1;
    int BestRank = -1;
    for (size_t K = 0; K < Eq.Form.Terms.size(); ++K) {
      unsigned V = Slot.lookup(Eq.Form.Terms[K].first);
      bool Moved = std::find(Ys.begin(), Ys.end(), V) != Ys.end();
      bool Unit = std::fabs(Eq.Form.Terms[K].second) == 1;
      int Rank = (Moved ? 0 : 2) + (Unit ? 1 : 0);
      if (Rank > BestRank) {
        Best = static_cast<int>(K);
        BestRank = Rank;
      }
    }
    if (Best < 0)
      continue;
    long double Rest = Eq.Form.Const;
    for (size_t K = 0; K < Eq.Form.Terms.size(); ++K)
      if (static_cast<int>(K) != Best)
        Rest += Eq.Form.Terms[K].second *
                get(Nu, Slot.lookup(Eq.Form.Terms[K].first));
    const auto &[Id, Coef] = Eq.Form.Terms[static_cast<size_t>(Best)];
    set(Nu, Slot.lookup(Id), -Rest / Coef);
  }
}

Assignment ConcolicWalk::randomStep(const Assignment &Chi,
                                    const std::vector<unsigned> &Ys) {
  std::normal_distribution<double> Normal(0.0, 1.0);
  for (unsigned M = 0; M < Opts.Samples; ++M) {
    Assignment Nu = Chi;
    for (unsigned Y : Ys) {
      const VarInfo &I = Vars[Y];
      long double X = get(Chi, Y);
      if (I.Float) {
        if (!std::isfinite(X))
          X = 0;
        int U = static_cast<int>(Rng() % 53);
        long double Sigma = Opts.StepSize *
                            std::max<long double>(1, std::fabs(X)) *
                            std::ldexp(1.0L, -U);
        long double Next = X + Normal(Rng) * Sigma;
        if (fp::fromDouble(static_cast<double>(Next), I.Width) ==
            fp::fromDouble(static_cast<double>(X), I.Width))
          Next = I.Width == 32
                     ? std::nextafter(static_cast<float>(X),
                                      Rng() & 1 ? HUGE_VALF : -HUGE_VALF)
                     : std::nextafter(static_cast<double>(X),
                                      Rng() & 1 ? HUGE_VAL : -HUGE_VAL);
        set(Nu, Y, Next);
      } else {
        unsigned MaxU = std::min(I.Width / 2, 20u);
        int U = static_cast<int>(Rng() % (MaxU + 1));
        long double D =
            std::nearbyint(Normal(Rng) * Opts.StepSize * std::ldexp(1.0L, U));
        if (D == 0)
          D = Rng() & 1 ? 1 : -1;
        set(Nu, Y, X + D);
      }
    }
    adjustToSatisfy(Nu, Ys);
    if (holdsAll(L, Nu))
      return Nu;
  }
  return Chi;
}

bool ConcolicWalk::bisectionStep(const Assignment &Alpha,
                                 const Assignment &Beta, unsigned X,
                                 Assignment &Gamma) {
  // A random unsatisfied atom of a constraint of N that contains x.
  std::vector<const Atom *> Candidates;
  Evaluator EA(Alpha);
  for (size_t K = 0; K < N.size(); ++K) {
    if (std::find(NVars[K].begin(), NVars[K].end(), X) == NVars[K].end() ||
        N[K].holds(EA))
      continue;
    for (const Atom &A : N[K].atoms())
      if (ConstraintFitness::atomError(A, EA) > 0)
        Candidates.push_back(&A);
  }
  if (Candidates.empty())
    return false;
  const Atom &C = *Candidates[Rng() % Candidates.size()];
  Evaluator EB(Beta);
  long double VA = ConstraintFitness::difference(C, EA);
  long double VB = ConstraintFitness::difference(C, EB);
  long double T;
  if (std::isfinite(VA) && std::isfinite(VB) && VA != VB)
    T = -VA / (VB - VA);
  else
    T = std::normal_distribution<double>(0.0, 1.0)(Rng);
  if (!std::isfinite(T))
    return false;
  Gamma = Alpha;
  for (unsigned V = 0; V < Vars.size(); ++V) {
    long double A = get(Alpha, V), B = get(Beta, V);
    if (A != B)
      set(Gamma, V, A + T * (B - A));
  }
  return true;
}

std::pair<double, Assignment>
ConcolicWalk::findBestNeighbor(const Assignment &Alpha, unsigned X) {
  double EMu = std::numeric_limits<double>::infinity();
  Assignment Mu = Alpha;
  std::vector<unsigned> Ys{X};
  for (unsigned K = 0; K < Opts.Neighbors && !timeUp(); ++K) {
    Assignment Beta = randomStep(Alpha, Ys);
    double EBeta = errorOf(Beta, nullptr);
    if (EBeta < EMu) {
      EMu = EBeta;
      Mu = Beta;
    }
    Assignment Gamma;
    if (Opts.Bisection && bisectionStep(Alpha, Beta, X, Gamma) &&
        holdsAll(L, Gamma)) {
      double EGamma = errorOf(Gamma, nullptr);
      if (EGamma < EMu) {
        EMu = EGamma;
        Mu = Gamma;
      }
    }
    if (EMu == 0)
      break;
  }
  return {EMu, Mu};
}

SolverResult ConcolicWalk::walk(Assignment &Model) {
  // Lines 2-5: the polytope and a starting point inside it.
  Assignment Alpha = Model;
  if (!holdsAll(L, Alpha)) {
    std::vector<ExprRef> LC;
    for (const ConstraintFitness &C : L)
      LC.push_back(C.constraint());
    SolverResult R = Linear.solve(LC, Alpha);
    if (R != SolverResult::Sat)
      return R; // Unsat: P is unsatisfiable, as L is part of it
  }
  unsigned NumVarsN = 0;
  {
    std::vector<bool> InN(Vars.size(), false);
    for (const auto &Vs : NVars)
      for (unsigned V : Vs)
        InN[V] = true;
    NumVarsN = static_cast<unsigned>(std::count(InN.begin(), InN.end(), true));
  }
  int T =
      Opts.Tabu >= 0 ? Opts.Tabu : static_cast<int>(std::min(3u, NumVarsN / 2));
  std::vector<int> Tau(Vars.size(), 0);
  // Escalation multiplies the steps (Solver::setEffort), up to 2^12, and
  // restarts the walk from another point of the polytope after every base
  // budget of steps: a narrow band missed from one start is often found
  // from another.
  uint64_t BaseBudget = uint64_t(Opts.StepsPerConstraint) * N.size();
  uint64_t Budget = BaseBudget << std::min(Effort, 12u);
  const Assignment Start = Alpha;
  uint64_t I = 0;
  std::vector<double> Epsilon(Vars.size());
  std::vector<unsigned> All(Vars.size());
  for (unsigned V = 0; V < Vars.size(); ++V)
    All[V] = V;
  while (true) {
    // Lines 14-20: the error at alpha, in total and per variable.
    std::fill(Epsilon.begin(), Epsilon.end(), 0.0);
    double EAlpha = errorOf(Alpha, &Epsilon);
    if (EAlpha == 0 && holdsAll(L, Alpha)) {
      Model = Alpha;
      Stats.CwSteps += I;
      return SolverResult::Sat;
    }
    if (I > Budget || timeUp())
      break;
    if (Effort && BaseBudget && I && I % BaseBudget == 0) {
      Alpha = randomStep(Start, All); // a restart
      std::fill(Tau.begin(), Tau.end(), 0);
      std::fill(Epsilon.begin(), Epsilon.end(), 0.0);
      EAlpha = errorOf(Alpha, &Epsilon);
    }
    ++I;
    // Lines 10-13: when every variable is tabu, move them all at once.
    if (std::all_of(Tau.begin(), Tau.end(), [](int V) { return V > 0; })) {
      Alpha = randomStep(Alpha, All);
      std::fill(Tau.begin(), Tau.end(), 0);
      std::fill(Epsilon.begin(), Epsilon.end(), 0.0);
      EAlpha = errorOf(Alpha, &Epsilon);
    }
    // Line 21: the non-tabu variable with the highest error.
    int X = -1;
    for (unsigned V = 0; V < Vars.size(); ++V)
      if (Tau[V] <= 0 &&
          (X < 0 || Epsilon[V] > Epsilon[static_cast<unsigned>(X)]))
        X = static_cast<int>(V);
    if (X < 0)
      continue;
    auto [EMu, Mu] = findBestNeighbor(Alpha, static_cast<unsigned>(X));
    if (EMu < EAlpha) { // lines 23-26
      Alpha = std::move(Mu);
      for (int &Counter : Tau)
        if (Counter > 0)
          --Counter;
    } else {
      Tau[static_cast<unsigned>(X)] = T; // line 28
    }
  }
  Stats.CwSteps += I;
  return SolverResult::Unknown;
}

SolverResult ConcolicWalk::solve(llvm::ArrayRef<ExprRef> Constraints,
                                 Assignment &Model) {
  auto Start = std::chrono::steady_clock::now();
  ++Stats.CwCalls;
  TimedOut = false;
  QueryDeadline = Deadline;
  NetEnd = Opts.SafetyMs
               ? threadCpuNanos() + uint64_t(Opts.SafetyMs) * 1'000'000
               : 0;
  L.clear();
  N.clear();
  Equations.clear();
  Vars.clear();
  Slot.clear();
  NVars.clear();
  llvm::DenseSet<uint32_t> FloatVars;
  collectFloatVars(Constraints, FloatVars);
  for (ExprRef C : Constraints) {
    ConstraintFitness F(C);
    (F.isLinear() ? L : N).push_back(std::move(F));
  }
  // VARS(P), with the width each variable has in the query.
  llvm::SmallVector<ExprRef, 16> VarNodes;
  collectVars(Constraints, VarNodes);
  std::sort(VarNodes.begin(), VarNodes.end(),
            [](ExprRef A, ExprRef B) { return A->varId() < B->varId(); });
  for (ExprRef V : VarNodes) {
    if (Slot.count(V->varId()))
      continue;
    Slot[V->varId()] = static_cast<unsigned>(Vars.size());
    Vars.push_back(
        {V->varId(), V->width(),
         FloatVars.count(V->varId()) && fp::isFloatWidth(V->width())});
  }
  for (const ConstraintFitness &C : N) {
    std::vector<unsigned> Vs;
    for (uint32_t Id : C.vars())
      Vs.push_back(Slot.lookup(Id));
    NVars.push_back(std::move(Vs));
  }
  for (const ConstraintFitness &C : L) {
    const Atom &A = C.atoms().front();
    if (A.Relation != Atom::Eq)
      continue;
    Equation Eq{C.constraint(), {}};
    bool Float = A.Dom == Atom::Float;
    LinearForm Lf, Rf;
    linearForm(A.L, Float, Lf);
    linearForm(A.R, Float, Rf);
    std::map<uint32_t, long double> Coef;
    for (auto [V, K] : Lf.Terms)
      Coef[V] += K;
    for (auto [V, K] : Rf.Terms)
      Coef[V] -= K;
    for (auto [V, K] : Coef)
      if (K != 0)
        Eq.Form.Terms.push_back({V, K});
    Eq.Form.Const = Lf.Const - Rf.Const;
    Equations.push_back(std::move(Eq));
  }
  SolverResult R = walk(Model);
  switch (R) {
  case SolverResult::Sat:
    ++Stats.CwSat;
    break;
  case SolverResult::Unsat:
    ++Stats.CwUnsat;
    break;
  case SolverResult::Unknown:
    ++Stats.CwUnknown;
    break;
  }
  Stats.CwSeconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  return R;
}

} // namespace

std::unique_ptr<Solver>
forage::createConcolicWalkSolver(Solver &Linear, const ConcolicWalkOptions &O,
                                 SolverStats &Stats) {
  return std::make_unique<ConcolicWalk>(Linear, O, Stats);
}
