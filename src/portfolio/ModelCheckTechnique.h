//===- ModelCheckTechnique.h - Crabs' model checker as a component -*- C++ -*-//
//
// Seed 003's coverage-driven CEGAR (abstraction/) on a session: each turn
// is one model-checking phase over the goals still open in the goal map.
// Its proofs go to the goal map; its tests run on the concolic technique's
// interpreter (they count once replayed); its monitors prune that
// technique's search, as Algorithm 3 has it.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_MODELCHECKTECHNIQUE_H
#define FORAGE_PORTFOLIO_MODELCHECKTECHNIQUE_H

#include "cfa/Cfa.h"
#include "explore/crabs/CrabsDriver.h"
#include "portfolio/ConcolicTechnique.h"

#include <memory>

namespace forage {

class ModelCheckTechnique final : public Technique {
public:
  ModelCheckTechnique(Session &S, ConcolicTechnique &Search,
                      const CrabsOptions &O);
  ~ModelCheckTechnique() override;

  const char *name() const override { return "model-checker"; }
  /// Its work: ARG node expansions and goal checks, and one per thousand
  /// Z3 resource units (McPhaseStats::Work). On libc/atoi.c a phase of
  /// 10 745 units took 5.6 s of CPU (less than the whole run's).
  static constexpr uint64_t QuantumSteps = 10000;
  void turn(const Turn &T) override;
  uint64_t work() const override { return Crabs->result().Steps; }
  uint64_t workQuantum() const override { return QuantumSteps; }
  /// Done, unless another prover has given atoms not yet taken.
  bool done() const override {
    return Done && !(Seeds && Seeds->size() > SeedsTaken && !Exhausted);
  }
  const RunSummary &summary() const override { return Search.summary(); }
  void report(llvm::json::Object &Out) const override;

  const CrabsResult &result() const { return Crabs->result(); }
  /// Each turn first takes the atoms Atoms gained since the last one
  /// (another prover's invariants, e.g. SpacerTechnique::atoms()) as
  /// predicates. Atoms must outlive the technique.
  void seedFrom(const std::vector<InvariantAtom> *Atoms) { Seeds = Atoms; }
  const Cfa &cfa() const { return *C; }

private:
  Session &S;
  ConcolicTechnique &Search;
  std::unique_ptr<Cfa> C;
  std::unique_ptr<CrabsDriver> Crabs;
  size_t Reported = 0; ///< Proofs already in the goal map.
  unsigned IdleTurns = 0;
  /// Under --time, the least a phase may overrun its turn to complete its
  /// ARG: it starts small and doubles after each phase cut with its ARG
  /// incomplete, up to 10 s (ModelCheckTechnique::turn).
  double OverrunFloor = 1.25;
  bool Done = false;
  /// No goal left open: no atom can help.
  bool Exhausted = false;
  const std::vector<InvariantAtom> *Seeds = nullptr;
  size_t SeedsTaken = 0;
};

} // namespace forage

#endif
