//===- Z3Solver.cpp - the core solver: QF_ABV queries to Z3 ---------------===//
#include "solver/Z3Solver.h"
#include "expr/Vars.h"
#include "solver/Z3Guard.h"
#include "solver/Z3Params.h"
#include "solver/Z3Translator.h"

#include "llvm/ADT/SmallVector.h"

#include <chrono>

using namespace forage;

namespace {

class Z3Solver final : public Solver {
public:
  Z3Solver(QueryLimits Limits, SolverStats &Stats)
      : Limits(Limits), Stats(Stats) {}
  ~Z3Solver() override {
    // An abandoned check may still run in this context: leave it be.
    if (z3guard::abandoned(*Ctx)) {
      (void)BitBlast.release();
      (void)T.release();
      (void)Ctx.release();
    }
  }

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override;

private:
  std::unique_ptr<z3::context> Ctx = std::make_unique<z3::context>();
  std::unique_ptr<Z3Translator> T = std::make_unique<Z3Translator>(*Ctx);
  /// For queries of bit-vectors alone (Z3Translator.h, bitVectorsOnly).
  std::unique_ptr<z3::tactic> BitBlast =
      std::make_unique<z3::tactic>(*Ctx, "qfbv");
  QueryLimits Limits;
  SolverStats &Stats;
};

SolverResult Z3Solver::solve(llvm::ArrayRef<ExprRef> Constraints,
                             Assignment &Model) {
  ++Stats.CoreCalls;
  auto Start = std::chrono::steady_clock::now();
  // The per-query limits, the safety net cut to what is left of the run.
  QueryLimits Limit = Limits;
  if (Effort && Limit.Rlimit) // escalation: 2^Effort times the resources
    Limit.Rlimit = static_cast<unsigned>(std::min<uint64_t>(
        ~0u, uint64_t(Limit.Rlimit) << std::min(Effort, 12u)));
  if (!z3Limit(Limit, Deadline) || z3guard::gaveUp())
    return SolverResult::Unknown;
  if (z3guard::abandoned(*Ctx)) {
    // A check of this context is still running on a stuck solver thread:
    // leave the context to it and go on in a new one.
    (void)BitBlast.release();
    (void)T.release();
    (void)Ctx.release();
    Ctx = std::make_unique<z3::context>();
    T = std::make_unique<Z3Translator>(*Ctx);
    BitBlast = std::make_unique<z3::tactic>(*Ctx, "qfbv");
  }
  SolverResult Result = SolverResult::Unknown;
  try {
    z3::solver S =
        bitVectorsOnly(Constraints) ? BitBlast->mk_solver() : z3::solver(*Ctx);
    z3::params P = z3Params(*Ctx, Limit);
    S.set(P);
    for (ExprRef C : Constraints)
      S.add(T->toBool(C));
    llvm::SmallVector<ExprRef, 16> Vars;
    collectVars(Constraints, Vars);
    // Prefer a model near the incoming one (each variable within 256 of its
    // old value): small, stable inputs, and loops bounded by an input do not
    // jump to billions of iterations. Fall back to any model.
    z3::expr_vector Near = T->near(Constraints, Vars, Model);
    z3::check_result CR = z3::unknown;
    if (!Near.empty()) {
      // The preference gets a tenth of the budget, so a hard query does not
      // pay its limit twice.
      QueryLimits Preference = Limit.fraction(10);
      S.set(z3Params(*Ctx, Preference));
      CR = z3guard::check(S, &Near, Preference.SafetyMs, Deadline);
      if (!z3guard::abandoned(*Ctx))
        S.set(P);
    }
    if (CR != z3::sat && !z3guard::abandoned(*Ctx))
      CR = z3guard::check(S, nullptr, Limit.SafetyMs, Deadline);
    if (z3guard::abandoned(*Ctx))
      CR = z3::unknown; // Its context is the solver thread's now.
    switch (CR) {
    case z3::sat: {
      Result = SolverResult::Sat;
      z3::model M = S.get_model();
      T->readModel(M, Vars, Model);
      break;
    }
    case z3::unsat:
      Result = SolverResult::Unsat;
      break;
    case z3::unknown:
      Result = SolverResult::Unknown;
      break;
    }
  } catch (const z3::exception &) {
    Result = SolverResult::Unknown;
  }
  Stats.CoreSeconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  return Result;
}

} // namespace

Solver::~Solver() = default;

const char *forage::toString(SolverResult R) {
  switch (R) {
  case SolverResult::Sat:
    return "sat";
  case SolverResult::Unsat:
    return "unsat";
  case SolverResult::Unknown:
    return "unknown";
  }
  return "?";
}

std::unique_ptr<Solver> forage::createZ3Solver(QueryLimits Limits,
                                               SolverStats &Stats) {
  return std::make_unique<Z3Solver>(Limits, Stats);
}
