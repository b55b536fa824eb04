//===- ConstraintGenerator.h - objectives to sampling domains ----*- C++
//-*-===//
//
// Seed 000, sections 8.1, 8.3 and 8.6: for each objective (an uncovered edge
// some explored decision could have taken instead, a check that could have
// failed, a value beyond its learned range), take the shallowest trie nodes
// that reach it, build the path constraint of the prefix and the wanted
// condition, abstract it (LP or its bounding box) and keep it as a domain if
// it is feasible. The chain then starts from a solver model of the exact
// constraint where the solver finds one (section 3.5).
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SAMPLING_CONSTRAINTGENERATOR_H
#define FORAGE_SAMPLING_CONSTRAINTGENERATOR_H

#include "expr/ExprContext.h"
#include "program/Cfcg.h"
#include "sampling/Domain.h"
#include "sampling/Learner.h"
#include "sampling/PathTrie.h"
#include "solver/Solver.h"
#include "suite/Coverage.h"

#include "llvm/ADT/DenseSet.h"

#include <random>
#include <vector>

namespace forage {

struct GeneratorOptions {
  bool Box = false;          ///< A(BBOX): domains are bounding boxes.
  unsigned MaxDomains = 16;  ///< Feasible domains per round.
  unsigned MaxTries = 8;     ///< Trie nodes tried per objective.
  unsigned MaxAttempts = 64; ///< Paths checked per round (M_obj).
  bool RangeObjectives = true;
  /// Objectives per round whose infeasible prefix may be relaxed, and the
  /// conflicting decisions each relaxation may drop.
  unsigned MaxRelaxations = 8, MaxDrops = 3;
  /// The program's graph (with return edges) for directed goals, and how
  /// many branches from an uncovered edge a flipped edge may be (0: off).
  const Cfcg *Graph = nullptr;
  unsigned MaxDirectDist = 6;
  /// Edges that fail an assumption: their decisions are never dropped.
  llvm::DenseSet<uint32_t> AssumeFail;
};

struct GeneratorStats {
  uint64_t Objectives = 0, Tried = 0, Feasible = 0, Exact = 0, Unsat = 0;
  uint64_t RangeObjectives = 0;
  uint64_t Relaxed = 0, RelaxQueries = 0; ///< Prefixes relaxed, their queries.
  uint64_t Directed = 0; ///< Domains of flips towards uncovered code.
};

/// A range-enhancement objective's value at a point of a symbolic run.
struct RangeWitness {
  uint32_t Point;
  ExprRef Value;    ///< Symbolic value there.
  uint32_t PathLen; ///< Path entries before it.
  uint32_t Witness; ///< Trie witness of that run.
  bool Signed;
};

class ConstraintGenerator {
public:
  ConstraintGenerator(ExprContext &Ctx, Solver &Solve, const InputSpace &Space,
                      const DecodedProgram &Program,
                      const GeneratorOptions &Opts)
      : Ctx(Ctx), Solve(Solve), Space(Space), Program(Program), Opts(Opts) {}

  /// Domains for this round's objectives.
  std::vector<Domain> generate(const PathTrie &Trie, const Coverage &Cov,
                               const std::vector<uint8_t> &IsUser,
                               const std::vector<LearnedRange> &Ranges,
                               const std::vector<RangeWitness> &Values,
                               std::mt19937_64 &Rng);
  GeneratorStats Stats;

private:
  ExprRef alternative(const TrieWitness &W, const TrieNode &N,
                      uint32_t Edge) const;
  /// Prefix entries [0, Len) of W plus Want, as a domain; false if
  /// infeasible.
  bool makeDomain(const TrieWitness &W, uint32_t Len, ExprRef Want,
                  std::mt19937_64 &Rng, Domain &D);
  bool isHard(const PathEntry &E) const;
  struct PrefixCond {
    ExprRef Cond;
    uint32_t Branch; ///< The branch deciding it (NoBranch: not a branch).
    bool Hard;       ///< An assumption: never dropped.
  };
  /// Drops the earliest soft conditions of Conds that conflict with Want
  /// until the rest is satisfiable (Model: a solution); false if it is not
  /// within the budget.
  bool relax(std::vector<PrefixCond> &Conds, ExprRef Want, Assignment &Model);

  ExprContext &Ctx;
  Solver &Solve;
  const InputSpace &Space;
  const DecodedProgram &Program;
  GeneratorOptions Opts;
  LinearAbstraction Abs;
  llvm::DenseSet<uint64_t> Tried; ///< (node, edge) pairs already tried.
  /// Infeasible paths per edge: past 2 x MaxTries the edge is given up.
  llvm::DenseMap<uint32_t, unsigned> Failures;
  unsigned RelaxBudget = 0;
};

} // namespace forage

#endif
