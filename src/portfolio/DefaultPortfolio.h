//===- DefaultPortfolio.h - `forage run`'s default: every technique -*- C++
//-*-//
//
// Assembles the portfolio every `forage run` without a technique option
// runs, and `forage reach` aims at its targets: the concolic search (with
// the model checker's monitors pruning it), the branch-distance climb,
// Crabs' model checker, symcretic reach on the error calls and then the
// open branches, forking symbolic execution, Spacer, and MCMC sampling for
// SV-COMP-style programs (numeric inputs, no --sym-* environment).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_DEFAULTPORTFOLIO_H
#define FORAGE_PORTFOLIO_DEFAULTPORTFOLIO_H

#include "explore/concolic/ConcolicDriver.h"
#include "explore/crabs/CrabsDriver.h"
#include "explore/symbolic/SymbolicDriver.h"
#include "portfolio/Portfolio.h"
#include "portfolio/ReachTechnique.h"
#include "sampling/SampleDriver.h"

#include <functional>
#include <string>
#include <vector>

namespace forage {

struct DefaultPortfolioOptions {
  InterpreterOptions Interp;
  SolverOptions Solver;
  ConcolicOptions Concolic;
  CrabsOptions Crabs;
  ReachTechnique::Options Reach;
  SampleOptions Sample;
  /// Forking symbolic execution's (its share of --max-memory included).
  SymbolicOptions Symbolic;
  PortfolioOptions Schedule;
  /// The progress line, shown while the concolic search runs.
  std::function<void(const StatsSample &)> Progress;
  /// A reach technique that already took turns (`forage reach`'s first
  /// pass), to go on with instead of a new one.
  ReachTechnique *ExistingReach = nullptr;
  /// Which techniques take part (all by default).
  bool UseConcolic = true, UseClimb = true, UseModelChecker = true,
       UseReach = true, UseSample = true, UseSymbolic = true;
  /// Which of Spacer's invariant atoms the model checker takes as
  /// predicates: "none", "proofs" (its checked proofs') or "all" (also
  /// Houdini's inductive atoms).
  std::string InvariantAtoms = "proofs";
};

struct PortfolioResult {
  RunSummary Summary;                  ///< Every technique's, combined.
  std::vector<std::string> Techniques; ///< In turn order.
  ExecStats Exec;                      ///< The concolic search's interpreter.
  SolverStats Solver;                  ///< The concolic search's chain.
  std::vector<McProof> Proofs;         ///< The model checker's.
  const Cfa *Model = nullptr;          ///< Null without a model checker.
  llvm::json::Object Report;           ///< stats.json's "portfolio".
};

/// The options of the interpreters after the first: a smaller heap with
/// --arch 32 (every arena lies below 4 GB, and a run has up to six
/// interpreters).
InterpreterOptions secondaryInterpreterOptions(const InterpreterOptions &IO);

/// Runs the portfolio on S. Report is called with the result before the
/// techniques are torn down (the model checker's CFA lives until then).
void runDefaultPortfolio(Session &S, const DefaultPortfolioOptions &O,
                         const std::function<void(PortfolioResult &)> &Report);

} // namespace forage

#endif
