//===- SmallDomainSolver.cpp - exhaustive search over tiny input domains --===//
#include "solver/SmallDomainSolver.h"
#include "expr/Vars.h"
#include "support/Clock.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <optional>

using namespace forage;

namespace {

class SmallDomainSolver final : public SolverLayer {
public:
  SmallDomainSolver(std::unique_ptr<Solver> Inner,
                    const SmallDomainOptions &Opts, SolverStats &Stats)
      : SolverLayer(std::move(Inner)), Opts(Opts), Stats(Stats) {}

  SolverResult solve(llvm::ArrayRef<ExprRef> Constraints,
                     Assignment &Model) override;

private:
  /// Bits of all variables but the pinned ones, or nothing when the slice is
  /// not small enough.
  std::optional<unsigned>
  domainBits(llvm::ArrayRef<ExprRef> Constraints,
             const llvm::DenseMap<ExprRef, u128> &Fixed,
             llvm::SmallVectorImpl<ExprRef> &Vars) const;

  SmallDomainOptions Opts;
  SolverStats &Stats;
};

/// Variables a constraint `V == c` pins: every model gives them c, so only
/// the others need enumerating (two characters of which one is pinned are a
/// domain of 256, not 65 536).
static void pinnedVars(llvm::ArrayRef<ExprRef> Constraints,
                       llvm::DenseMap<ExprRef, u128> &Fixed) {
  for (ExprRef C : Constraints) {
    if (C->kind() != ExprKind::Eq)
      continue;
    ExprRef A = C->op(0), B = C->op(1);
    if (A->kind() == ExprKind::Var)
      std::swap(A, B);
    if (A->isConstant() && B->kind() == ExprKind::Var)
      Fixed.try_emplace(B, A->value());
  }
}

std::optional<unsigned>
SmallDomainSolver::domainBits(llvm::ArrayRef<ExprRef> Constraints,
                              const llvm::DenseMap<ExprRef, u128> &Fixed,
                              llvm::SmallVectorImpl<ExprRef> &Vars) const {
  uint64_t Nodes = 0;
  unsigned Bits = 0;
  bool TooBig = false, ReadsArray = false;
  const unsigned Limit = std::max(Opts.MaxBits, Opts.MaxBitsWithArrays);
  visitSymbolic(Constraints, [&](ExprRef E) {
    ++Nodes;
    ReadsArray |= E->kind() == ExprKind::Select;
    if (E->kind() == ExprKind::Var && !Fixed.count(E)) {
      Vars.push_back(E);
      Bits += E->width();
    }
    // Bits only grow: once the work is too much, it stays too much.
    TooBig = Bits > Limit || (Nodes << Bits) > Opts.MaxWork;
    return !TooBig;
  });
  if (TooBig || Bits > (ReadsArray ? Limit : Opts.MaxBits))
    return std::nullopt;
  return Bits;
}

SolverResult SmallDomainSolver::solve(llvm::ArrayRef<ExprRef> Constraints,
                                      Assignment &Model) {
  if (Opts.MaxBits == 0)
    return Inner->solve(Constraints, Model);
  llvm::DenseMap<ExprRef, u128> Fixed;
  pinnedVars(Constraints, Fixed);
  llvm::SmallVector<ExprRef, 4> Vars;
  std::optional<unsigned> Domain = domainBits(Constraints, Fixed, Vars);
  if (!Domain)
    return Inner->solve(Constraints, Model);
  const unsigned Bits = *Domain;
  // Pack the variables into one number, starting from the incoming model's
  // values and moving outwards (0, +1, -1, +2, ...), so that the answer is
  // the assignment nearest the one the path took, and every one of the 2^Bits
  // assignments is tried exactly once.
  const uint64_t Size = uint64_t(1) << Bits, Mask = Size - 1;
  uint64_t Start = 0;
  for (unsigned I = 0, Shift = 0; I < Vars.size(); ++I) {
    Start |= static_cast<uint64_t>(Model.get(Vars[I]->varId())) << Shift;
    Shift += Vars[I]->width();
  }
  Assignment Candidate = Model;
  for (auto &[V, Value] : Fixed)
    Candidate.set(V->varId(), Value);
  for (ExprRef V : Vars)
    Candidate.set(V->varId(), 0); // sized once, before Eval holds it
  Evaluator Eval(Candidate);
  for (uint64_t K = 0; K < Size; ++K) {
    if (Deadline && (K & 63) == 63 && steadyNanos() >= Deadline)
      return SolverResult::Unknown;
    uint64_t Step = (K + 1) / 2;
    uint64_t Packed = (K & 1 ? Start + Step : Start - Step) & Mask;
    for (unsigned I = 0, Shift = 0; I < Vars.size(); ++I) {
      unsigned W = Vars[I]->width();
      Candidate.set(Vars[I]->varId(),
                    (Packed >> Shift) & ((uint64_t(1) << W) - 1));
      Shift += W;
    }
    Eval.forget();
    bool All = true;
    // The last constraint is the new one: the likeliest to fail, so first.
    for (size_t C = Constraints.size(); C-- > 0 && All;)
      All = Eval.evaluate(Constraints[C]) == 1;
    if (All) {
      ++Stats.Enumerated;
      Model = std::move(Candidate);
      return SolverResult::Sat;
    }
  }
  ++Stats.Enumerated;
  return SolverResult::Unsat;
}

} // namespace

std::unique_ptr<Solver>
forage::createSmallDomainSolver(std::unique_ptr<Solver> Inner,
                                const SmallDomainOptions &Opts,
                                SolverStats &Stats) {
  return std::make_unique<SmallDomainSolver>(std::move(Inner), Opts, Stats);
}
