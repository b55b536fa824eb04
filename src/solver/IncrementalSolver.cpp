//===- IncrementalSolver.cpp - Z3 with an assertion stack -----------------===//
//
// One z3::solver driven by push/pop (Dinges' thesis, Algorithm 4.1's
// incremental P). Models are read only when asked for, or when opaque
// calls make a Sat answer need checking by evaluation.
//
//===----------------------------------------------------------------------===//
#include "solver/IncrementalSolver.h"
#include "expr/Vars.h"
#include "solver/SelectingSolver.h"
#include "solver/Z3Guard.h"
#include "solver/Z3Params.h"
#include "solver/Z3Translator.h"

#include "llvm/ADT/SmallVector.h"

#include <chrono>
#include <string>
#include <vector>

using namespace forage;

namespace {

class IncrementalZ3 final : public IncrementalSolver {
public:
  IncrementalZ3(QueryLimits Limits, SolverStats &Stats)
      : Limits(Limits), Stats(Stats) {}
  ~IncrementalZ3() override {
    // An abandoned check may still run in this context: leave it be.
    if (z3guard::stranded(Z->Ctx))
      (void)Z.release();
  }

  // A check interrupted at its deadline leaves the context cancelled: Z3
  // then refuses push, pop and assertions ("push canceled"). An abandoned
  // check leaves it to a stuck solver thread, where nothing may be asserted.
  // A check that ended unknown (interrupted, out of its resource limit, or
  // ended by Z3's allocator cap) may leave Z3's incremental core
  // inconsistent without saying so: a later check of cpio's reach search,
  // 270 s into a run, loaded a null pointer from one of Z3's arrays and
  // crashed the process (SIGSEGV in Z3_solver_check). The allocator cap was
  // the likely cause there (Z3Guard.cpp); the solver is not trusted after
  // any unknown either way. Each way the solver is broken: the bookkeeping
  // goes on, and the next check that has time left rebuilds the stack in a
  // new context.
  void push() override {
    if (usable())
      try {
        Z->S.push();
      } catch (const z3::exception &) {
        Broken = true;
      }
    Marks.push_back(Asserted.size());
  }

  void pop(unsigned N) override {
    if (!N)
      return;
    if (usable())
      try {
        Z->S.pop(N);
      } catch (const z3::exception &) {
        Broken = true;
      }
    size_t Keep = Marks[Marks.size() - N];
    Marks.resize(Marks.size() - N);
    for (size_t K = Keep; K < Asserted.size(); ++K)
      Opaque -= Asserted[K].second;
    Asserted.resize(Keep);
  }

  unsigned scopes() const override {
    return static_cast<unsigned>(Marks.size());
  }

  void add(ExprRef C) override {
    bool O = hasOpaqueCall(C);
    Asserted.push_back({C, O});
    Opaque += O;
    if (usable())
      try {
        Z->S.add(Z->T.toBool(C));
      } catch (const z3::exception &) {
        Broken = true;
      }
  }

  SolverResult check(Assignment *Model) override;
  bool timedOut() const override { return TimedOut; }

private:
  /// Whether Z may be used: not broken, not left to a stuck check.
  bool usable() {
    if (!Broken && z3guard::stranded(Z->Ctx))
      Broken = true;
    return !Broken;
  }
  void rebuild();
  SolverResult decide(Assignment *Model, const QueryLimits &Limit);
  void limit(const QueryLimits &L);
  void prefer(llvm::ArrayRef<ExprRef> Constraints, llvm::ArrayRef<ExprRef> Vars,
              const Assignment &Model, const QueryLimits &Limit, z3::model &M);

  /// The Z3 state, on the heap so that an abandoned check can keep it.
  struct Z3State {
    z3::context Ctx;
    Z3Translator T{Ctx};
    z3::solver S{Ctx};
  };
  /// The context was cancelled (push/pop/add refused): every check is
  /// unknown from then on.
  bool Broken = false;
  std::unique_ptr<Z3State> Z = std::make_unique<Z3State>();
  QueryLimits Limits;
  /// The limits S has now (a safety net of 0: none set yet).
  QueryLimits Current{0, 0};
  SolverStats &Stats;
  /// Every asserted constraint, whether it holds an opaque call.
  std::vector<std::pair<ExprRef, bool>> Asserted;
  std::vector<size_t> Marks; ///< Asserted.size() at each push.
  unsigned Opaque = 0;       ///< Asserted constraints with opaque calls.
  unsigned NearLits = 0;     ///< Names of preference literals used.
  bool TimedOut = false;     ///< Of the last check.
};

SolverResult IncrementalZ3::check(Assignment *Model) {
  ++Stats.Queries;
  ++Stats.CoreCalls;
  TimedOut = false;
  // The per-check limit, cut to what is left of the run's budget.
  QueryLimits Limit = Limits;
  if (!z3Limit(Limit, Deadline) || z3guard::gaveUp()) {
    ++Stats.Unknown;
    TimedOut = true;
    return SolverResult::Unknown;
  }
  if (!usable())
    rebuild();
  if (Broken) {
    ++Stats.Unknown;
    return SolverResult::Unknown;
  }
  auto Start = std::chrono::steady_clock::now();
  SolverResult R;
  try {
    R = decide(Model, Limit);
  } catch (const z3::exception &E) {
    // An interrupted check may also surface as an exception.
    TimedOut = z3OutOfLimits(E.msg());
    Broken = true;
    R = SolverResult::Unknown;
  }
  Stats.CoreSeconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  ++(R == SolverResult::Sat     ? Stats.Sat
     : R == SolverResult::Unsat ? Stats.Unsat
                                : Stats.Unknown);
  return R;
}

void IncrementalZ3::rebuild() {
  ++Stats.Rebuilds;
  if (z3guard::stranded(Z->Ctx))
    (void)Z.release(); // the stuck solver thread's now
  Z = std::make_unique<Z3State>();
  Current = {0, 0};
  Broken = false;
  try {
    size_t K = 0;
    for (size_t Mark : Marks) {
      for (; K < Mark; ++K)
        Z->S.add(Z->T.toBool(Asserted[K].first));
      Z->S.push();
    }
    for (; K < Asserted.size(); ++K)
      Z->S.add(Z->T.toBool(Asserted[K].first));
  } catch (const z3::exception &) {
    Broken = true;
  }
}

void IncrementalZ3::prefer(llvm::ArrayRef<ExprRef> Constraints,
                           llvm::ArrayRef<ExprRef> Vars,
                           const Assignment &Model, const QueryLimits &Limit,
                           z3::model &M) {
  // Prefer a model near the incoming one (small, stable inputs): each
  // variable within 256 of its value, as an assumption literal. A variable
  // the path pins far away (s == 150000) would sink the whole preference,
  // so the literals of an unsat core are dropped and the rest retried, a
  // few rounds, each with a tenth of the limit.
  z3::expr_vector Near = Z->T.near(Constraints, Vars, Model);
  if (Near.empty())
    return;
  Z->S.push();
  std::vector<z3::expr> Lits;
  for (unsigned K = 0; K < Near.size(); ++K) {
    z3::expr P =
        Z->Ctx.bool_const(("near!" + std::to_string(NearLits++)).c_str());
    Z->S.add(z3::implies(P, Near[K]));
    Lits.push_back(P);
  }
  limit(Limit.fraction(10));
  for (unsigned Round = 0; Round < 4 && !Lits.empty(); ++Round) {
    z3::expr_vector A(Z->Ctx);
    for (const z3::expr &L : Lits)
      A.push_back(L);
    z3::check_result CR = z3guard::check(Z->S, &A, Current.SafetyMs, Deadline);
    if (z3guard::abandoned(Z->Ctx))
      return;
    if (CR == z3::sat) {
      M = Z->S.get_model();
      break;
    }
    if (CR != z3::unsat) {
      // The model found before stands; the solver is not used again.
      Broken = true;
      return;
    }
    z3::expr_vector Core = Z->S.unsat_core();
    std::vector<z3::expr> Rest;
    for (const z3::expr &L : Lits) {
      bool InCore = false;
      for (unsigned K = 0; K < Core.size() && !InCore; ++K)
        InCore = z3::eq(L, Core[K]);
      if (!InCore)
        Rest.push_back(L);
    }
    if (Rest.size() == Lits.size())
      break;
    Lits = std::move(Rest);
  }
  Z->S.pop();
}

void IncrementalZ3::limit(const QueryLimits &L) {
  // Setting parameters costs Z3 a lookup by name per parameter: only on a
  // change.
  if (L.Rlimit != Current.Rlimit || L.SafetyMs != Current.SafetyMs) {
    Z->S.set(z3Params(Z->Ctx, L));
    Current = L;
  }
}

SolverResult IncrementalZ3::decide(Assignment *Model,
                                   const QueryLimits &Limit) {
  limit(Limit);
  z3::check_result CR =
      z3guard::check(Z->S, nullptr, Current.SafetyMs, Deadline);
  if (z3guard::abandoned(Z->Ctx)) {
    TimedOut = true;
    return SolverResult::Unknown;
  }
  if (CR == z3::unsat)
    return SolverResult::Unsat;
  if (CR != z3::sat) {
    TimedOut = z3OutOfLimits(Z->S.reason_unknown());
    Broken = true;
    return SolverResult::Unknown;
  }
  if (!Model && !Opaque)
    return SolverResult::Sat;
  std::vector<ExprRef> Constraints;
  Constraints.reserve(Asserted.size());
  for (auto &[C, O] : Asserted)
    Constraints.push_back(C);
  llvm::SmallVector<ExprRef, 16> Vars;
  collectVars(Constraints, Vars);
  Assignment Candidate = Model ? *Model : Assignment();
  z3::model M = Z->S.get_model();
  if (Model)
    prefer(Constraints, Vars, *Model, Limit, M);
  if (z3guard::abandoned(Z->Ctx)) {
    TimedOut = true;
    return SolverResult::Unknown;
  }
  Z->T.readModel(M, Vars, Candidate);
  if (Opaque) {
    Evaluator E(Candidate);
    for (ExprRef C : Constraints)
      if (E.evaluate(C) != 1) {
        ++Stats.ModelRejected;
        return SolverResult::Unknown;
      }
  }
  if (Model)
    *Model = std::move(Candidate);
  return SolverResult::Sat;
}

} // namespace

IncrementalSolver::~IncrementalSolver() = default;

std::unique_ptr<IncrementalSolver>
forage::createIncrementalZ3Solver(QueryLimits Limits, SolverStats &Stats) {
  return std::make_unique<IncrementalZ3>(Limits, Stats);
}
