//===- SelectingSolver.cpp - Z3, the concolic walk, or both ---------------===//
#include "solver/SelectingSolver.h"
#include "expr/Vars.h"
#include "solver/Fitness.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace forage;

bool forage::hasOpaqueCall(llvm::ArrayRef<ExprRef> Constraints) {
  bool Found = false;
  visitSymbolic(Constraints, [&](ExprRef E) {
    Found = E->kind() == ExprKind::Call;
    return !Found;
  });
  return Found;
}

/// What the walk is for: floating point, a product or quotient of two
/// symbolic values, an opaque call. A query of bit-vector logic and array
/// reads alone (a character of an argument through a ctype table, a
/// disjunction of comparisons) is decided by Z3; the walk, which can only
/// sample it, spent whole seconds failing on such queries in coreutils.
bool forage::needsWalk(llvm::ArrayRef<ExprRef> Constraints) {
  bool Found = false;
  visitSymbolic(Constraints, [&](ExprRef E) {
    switch (E->kind()) {
    case ExprKind::Mul:
    case ExprKind::UDiv:
    case ExprKind::SDiv:
    case ExprKind::URem:
    case ExprKind::SRem:
      Found = E->op(0)->isSymbolic() && E->op(1)->isSymbolic();
      break;
    default:
      Found = E->kind() >= ExprKind::FAdd;
      break;
    }
    return !Found;
  });
  return Found;
}

namespace {

class SelectingSolver final : public Solver {
public:
  SelectingSolver(SolverKind Kind, std::unique_ptr<Solver> Z3,
                  std::unique_ptr<Solver> Cw, SolverStats &Stats)
      : Kind(Kind), Z3(std::move(Z3)), Cw(std::move(Cw)), Stats(Stats) {}

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override {
    if (Kind == SolverKind::WalkFirst) {
      bool Linear = llvm::all_of(Constraints, [](ExprRef C) {
        return ConstraintFitness(C).isLinear();
      });
      if (Linear || !needsWalk(Constraints))
        return ask(*Z3, Constraints, Model, Stats.SolvedByZ3);
      SolverResult R = ask(*Cw, Constraints, Model, Stats.SolvedByCw);
      if (R != SolverResult::Unknown || hasOpaqueCall(Constraints))
        return R;
      return ask(*Z3, Constraints, Model, Stats.SolvedByZ3);
    }
    bool Opaque = hasOpaqueCall(Constraints);
    if (Kind == SolverKind::Z3 || (Kind == SolverKind::Both && !Opaque)) {
      SolverResult R = ask(*Z3, Constraints, Model, Stats.SolvedByZ3);
      if (R != SolverResult::Unknown || Kind == SolverKind::Z3)
        return R;
    }
    return ask(*Cw, Constraints, Model, Stats.SolvedByCw);
  }

  void setDeadline(uint64_t SteadyNanos) override {
    if (Z3)
      Z3->setDeadline(SteadyNanos);
    if (Cw)
      Cw->setDeadline(SteadyNanos);
  }
  void setEffort(unsigned Level) override {
    if (Z3)
      Z3->setEffort(Level);
    if (Cw)
      Cw->setEffort(Level);
  }

private:
  SolverResult ask(Solver &S, llvm::ArrayRef<ExprRef> Constraints,
                   Assignment &Model, uint64_t &Solved) {
    Assignment Candidate = Model;
    SolverResult R = S.solve(Constraints, Candidate);
    if (R != SolverResult::Sat)
      return R;
    // Sound answers only: the model must satisfy the whole query (for Z3
    // this rejects models that give an opaque call a value of its own).
    Evaluator E(Candidate);
    for (ExprRef C : Constraints)
      if (E.evaluate(C) != 1) {
        ++Stats.ModelRejected;
        return SolverResult::Unknown;
      }
    ++Solved;
    Model = std::move(Candidate);
    return SolverResult::Sat;
  }

  SolverKind Kind;
  std::unique_ptr<Solver> Z3, Cw;
  SolverStats &Stats;
};

} // namespace

std::unique_ptr<Solver>
forage::createSelectingSolver(SolverKind Kind, std::unique_ptr<Solver> Z3,
                              std::unique_ptr<Solver> Cw, SolverStats &Stats) {
  return std::make_unique<SelectingSolver>(Kind, std::move(Z3), std::move(Cw),
                                           Stats);
}
